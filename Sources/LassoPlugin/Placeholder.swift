enum LassoPluginPlaceholder {}
