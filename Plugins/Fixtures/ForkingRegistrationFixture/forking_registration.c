// Fixture: a registration that starts a long-lived background process (as a plugin starting a
// helper daemon might) and returns. The process inherits the scanner child's output, so a host
// that waited for that output to close, or left the process behind, would hang or leak it. It
// writes the process's id to the file named by LASSO_FIXTURE_PID_FILE, when set, for the test.
#include "lasso_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)host; (void)registrar; (void)context;
    pid_t pid = fork();
    if (pid == 0) {
        for (;;) pause();
    }
    if (pid < 0) return LASSO_STATUS_ERROR;
    const char *pid_file = getenv("LASSO_FIXTURE_PID_FILE");
    FILE *file = pid_file ? fopen(pid_file, "w") : NULL;
    if (file) {
        fprintf(file, "%d\n", (int)pid);
        fclose(file);
    }
    return LASSO_STATUS_OK;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "forker",
    .version = "1.0.0",
    .description = "A deliberately broken plugin for the loader's tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
