/*
 * The "cnotes" test plugin as a real shared library: the C screen of
 * Tests/CPluginFixtures/notes_screen.c (host services from C, plugin ABI 1.4), exported under
 * the plugin symbol.
 */
#define LASSO_NOTES_DESCRIBE lasso_plugin_describe
#include "../../../Tests/CPluginFixtures/notes_screen.c"
