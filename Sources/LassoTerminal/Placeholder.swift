/// Placeholder until the terminal front end lands.
enum LassoTerminalPlaceholder {}
