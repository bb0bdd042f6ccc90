/// Placeholder until the config loader lands.
enum LassoConfigPlaceholder {}
