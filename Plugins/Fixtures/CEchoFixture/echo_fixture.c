/*
 * The "cecho" test plugin as a real shared library: the C screen of
 * Tests/CPluginFixtures/echo_screen.c (one source for the in-process and the end-to-end tests),
 * exported under the plugin symbol.
 */
#define LASSO_ECHO_DESCRIBE lasso_plugin_describe
#include "../../../Tests/CPluginFixtures/echo_screen.c"
