import Lasso
enum OnboardingPlaceholder {}
