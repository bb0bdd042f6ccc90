/*
 * The "cbad" C screen: its action and output signatures are set by the test before it
 * registers, so one fixture covers every malformed or unsupported signature.
 */
#include "c_plugin_fixtures.h"

#include <stddef.h>

static void act(lasso_c_instance *self) { (void)self; }

static lasso_c_action actions[] = { { "act", "", LASSO_C_HANDLER(act) } };
static lasso_c_output outputs[] = { { "out", "" } };

static lasso_c_screen bad_screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "bad",
    .title = "Bad",
    .actions = actions,
    .action_count = 1,
    .outputs = outputs,
    .output_count = 1,
};

static bool ignore_refusal = false;

void lasso_fixture_cbad_ignore_refusal(bool ignore) { ignore_refusal = ignore; }

void lasso_fixture_cbad_set(const char *action_signature, const char *output_signature) {
    actions[0].signature = action_signature;
    outputs[0].signature = output_signature;
}

static lasso_status register_bad(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (!LASSO_HOST_HAS(host, register_c_screen)) return LASSO_STATUS_ERROR;
    lasso_status status = host->register_c_screen(registrar, &bad_screen);
    return ignore_refusal ? LASSO_STATUS_OK : status;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "cbad",
    .version = "1.0.0",
    .description = "A C screen with signatures chosen by the test",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_bad,
    .context = NULL,
};

const lasso_plugin_descriptor *lasso_fixture_cbad_describe(void) { return &descriptor; }
