// Fixture: a registration that succeeds but leaves an exit handler that never returns (as a
// plugin flushing to a server that never answers at exit might). The process it registered in
// cannot end: the scan must say that, not that the registration hung.
#include "lasso_plugin.h"

#include <stdlib.h>
#include <unistd.h>

static void never_return(void) {
    for (;;) pause();
}

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)host; (void)registrar; (void)context;
    atexit(never_return);
    return LASSO_STATUS_OK;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "lingerer",
    .version = "1.0.0",
    .description = "A deliberately broken plugin for the loader's tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
