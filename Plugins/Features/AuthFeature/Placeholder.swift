import Lasso
enum AuthFeaturePlaceholder {}
