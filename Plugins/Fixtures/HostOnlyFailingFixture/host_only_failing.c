// Fixture: a next version of the `counter` plugin that registers fine in the plugin scanner's
// child (`lasso-shell plugins __scan`) and misbehaves only in the app itself, as
// $LASSO_FIXTURE_IN_HOST says: `exit` calls exit(0), `hang` never returns. No examination in a
// child can catch it; the live reload tests check what the user keeps.
#include "lasso_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/** Whether this process is the plugin scanner's child: its command line holds `__scan`. */
static int in_scanner(void) {
    char line[4096];
    FILE *file = fopen("/proc/self/cmdline", "r");
    if (!file) return 0;
    size_t length = fread(line, 1, sizeof line, file);
    fclose(file);
    for (size_t at = 0; at + 6 <= length; at++) {
        if (memcmp(line + at, "__scan", 6) == 0) return 1;
    }
    return 0;
}

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)host; (void)registrar; (void)context;
    if (in_scanner()) return LASSO_STATUS_OK;
    const char *behaviour = getenv("LASSO_FIXTURE_IN_HOST");
    if (behaviour && strcmp(behaviour, "exit") == 0) exit(0);
    if (behaviour && strcmp(behaviour, "hang") == 0) {
        for (;;) pause();
    }
    return LASSO_STATUS_OK;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "counter",
    .version = "9.0.0",
    .description = "A deliberately broken next version of the counter for the live reload tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
