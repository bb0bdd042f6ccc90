// Fixture: a registration that calls exit(0), as a plugin that treats a missing setting as the
// end of the program might. The host must report it as a failed registration, not as success.
#include "lasso_plugin.h"

#include <stdlib.h>

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)host; (void)registrar; (void)context;
    exit(0);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "quitter",
    .version = "1.0.0",
    .description = "A deliberately broken plugin for the loader's tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
