// Fixture: a registration that reports an error and returns failure.
#include "lasso_plugin.h"

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    host->report_error(registrar, "the fixture database is not reachable");
    return LASSO_STATUS_ERROR;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "failing",
    .version = "1.0.0",
    .description = "A deliberately broken plugin for the loader's tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
