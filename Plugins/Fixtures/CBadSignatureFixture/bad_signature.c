/*
 * A C plugin whose action signature is malformed ("f64,,str": an empty parameter). The host
 * must refuse it at load, naming the plugin and the offending text.
 */
#include "lasso_plugin.h"

#include <stddef.h>

static void apply(lasso_c_instance *self, double amount, const char *label) {
    (void)self;
    (void)amount;
    (void)label;
}

static const lasso_c_action actions[] = { { "apply", "f64,,str", LASSO_C_HANDLER(apply) } };

static const lasso_c_screen screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "main",
    .title = "Bad signature",
    .actions = actions,
    .action_count = 1,
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
    .name = "cbadsig",
    .version = "1.0.0",
    .description = "A C screen with a malformed action signature (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_plugin,
    .context = NULL,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void);
const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
