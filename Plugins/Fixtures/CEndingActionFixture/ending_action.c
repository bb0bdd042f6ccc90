/*
 * Fixture: a C screen whose actions end the process the way a broken plugin might: "Exit" calls
 * exit(0), "Crash" raises SIGSEGV, "Abort" calls abort(). Loading and registering are fine, so the
 * scan passes it; only running an action ends the host. For the end-to-end tests of a headless
 * script that does not reach its end (Tests/LassoShellTests/ScriptEndTests.swift).
 */
#include "lasso_plugin.h"

#include <signal.h>
#include <stdlib.h>

static void exit_zero(lasso_c_instance *self) {
    (void)self;
    exit(0);
}

static void crash(lasso_c_instance *self) {
    (void)self;
    raise(SIGSEGV);
}

static void stop(lasso_c_instance *self) {
    (void)self;
    abort();
}

static const lasso_c_field fields[] = {
    { "note", LASSO_C_STR("ready") },
};

static const lasso_c_action actions[] = {
    { "exit_zero", "", LASSO_C_HANDLER(exit_zero) },
    { "crash", "", LASSO_C_HANDLER(crash) },
    { "stop", "", LASSO_C_HANDLER(stop) },
};

static const lasso_c_widget widgets[] = {
    { .kind = LASSO_C_LABEL, .identifier = "note", .text = "Note: {}", .field = "note" },
    { .kind = LASSO_C_BUTTON, .identifier = "exit", .text = "Exit", .action = "exit_zero" },
    { .kind = LASSO_C_BUTTON, .identifier = "crash", .text = "Crash", .action = "crash" },
    { .kind = LASSO_C_BUTTON, .identifier = "abort", .text = "Abort", .action = "stop" },
};

static const lasso_c_screen screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "main",
    .title = "Ending",
    .fields = fields,
    .field_count = sizeof(fields) / sizeof(fields[0]),
    .widgets = widgets,
    .widget_count = sizeof(widgets) / sizeof(widgets[0]),
    .actions = actions,
    .action_count = sizeof(actions) / sizeof(actions[0]),
    .outputs = NULL,
    .output_count = 0,
    .create = NULL,
    .destroy = NULL,
    .context = NULL,
};

static lasso_status register_ending(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (!LASSO_HOST_HAS(host, register_c_screen)) {
        host->report_error(registrar, "ender needs a host with plugin ABI 1.1 (register_c_screen)");
        return LASSO_STATUS_ERROR;
    }
    return host->register_c_screen(registrar, &screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "ender",
    .version = "1.0.0",
    .description = "Actions that end the process (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_ending,
    .context = NULL,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
