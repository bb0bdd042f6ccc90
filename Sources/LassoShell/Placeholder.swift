enum LassoShellPlaceholder {}
