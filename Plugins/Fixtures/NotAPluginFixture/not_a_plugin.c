// Fixture: a shared library without lasso_plugin_describe ("not a Lasso plugin").
int lasso_fixture_answer(void) { return 42; }
