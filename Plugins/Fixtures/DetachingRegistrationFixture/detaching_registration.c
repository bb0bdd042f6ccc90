// Fixture: a registration that leaves a process behind the way a daemon detaches: it forks, the
// child calls setsid() (a session and process group of its own, out of the scanner child's group)
// and forks again, and the middle process exits, so the grandchild is an orphan in its own
// session. The registration returns once the grandchild runs, having written the grandchild's id
// to the file named by LASSO_FIXTURE_PID_FILE, when set, for the test; then, as
// LASSO_FIXTURE_THEN says, returns ("return", the default), hangs ("hang") or crashes ("crash").
#include "lasso_plugin.h"

#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static lasso_status register_fixture(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)host; (void)registrar; (void)context;
    int ready[2];
    if (pipe(ready) != 0) return LASSO_STATUS_ERROR;
    pid_t middle = fork();
    if (middle < 0) return LASSO_STATUS_ERROR;
    if (middle == 0) {
        setsid();
        pid_t daemon = fork();
        if (daemon == 0) {
            close(ready[0]);
            pid_t self = getpid();
            const char *pid_file = getenv("LASSO_FIXTURE_PID_FILE");
            FILE *file = pid_file ? fopen(pid_file, "w") : NULL;
            if (file) {
                fprintf(file, "%d\n", (int)self);
                fclose(file);
            }
            (void)!write(ready[1], &self, sizeof self);
            close(ready[1]);
            for (;;) pause();
        }
        _exit(daemon < 0 ? 1 : 0);
    }
    close(ready[1]);
    pid_t daemon = 0;
    ssize_t count = read(ready[0], &daemon, sizeof daemon);
    close(ready[0]);
    waitpid(middle, NULL, 0);
    const char *then = getenv("LASSO_FIXTURE_THEN");
    if (then && strcmp(then, "hang") == 0) {
        for (;;) pause();
    }
    if (then && strcmp(then, "crash") == 0) raise(SIGSEGV);
    return count == sizeof daemon ? LASSO_STATUS_OK : LASSO_STATUS_ERROR;
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "detacher",
    .version = "1.0.0",
    .description = "A deliberately broken plugin for the loader's tests",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_fixture,
    .context = 0,
};

const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
