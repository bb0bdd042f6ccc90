/*
 * A C plugin whose output signature uses an unsupported type ("float"). The host must refuse
 * it at load, naming the plugin and the offending text.
 */
#include "lasso_plugin.h"

#include <stddef.h>

static const lasso_c_output outputs[] = { { "measured", "count:i32,ratio:float" } };

static const lasso_c_screen screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "main",
    .title = "Unsupported type",
    .outputs = outputs,
    .output_count = 1,
};

static lasso_status register_plugin(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (!LASSO_HOST_HAS(host, register_c_screen)) return LASSO_STATUS_ERROR;
    return host->register_c_screen(registrar, &screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "cbadtype",
    .version = "1.0.0",
    .description = "A C screen with an unsupported output type (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_plugin,
    .context = NULL,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void);
const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
