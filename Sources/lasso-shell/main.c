// lasso-shell: a thin launcher.
//
// All of the shell lives in libLassoRuntime.so, the single runtime that plugins link against too.
// This launcher loads it by its bare file name (found through the executable's $ORIGIN run path,
// so the library next to this binary is used, as the build leaves them), or else from ../lib
// beside the executable's folder (as `make install` lays them out: PREFIX/bin and PREFIX/lib),
// and calls its C entry point.
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef int (*lasso_shell_main_fn)(int argc, char **argv);

// The runtime in ../lib beside the folder of this executable, or NULL.
static void *load_installed_runtime(void) {
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return NULL;
    path[length] = '\0';
    char *slash = strrchr(path, '/');
    if (slash == NULL) return NULL;
    *slash = '\0';
    static const char relative[] = "/../lib/libLassoRuntime.so";
    if (strlen(path) + sizeof relative > sizeof path) return NULL;
    strcat(path, relative);
    if (access(path, F_OK) != 0) return NULL;
    return dlopen(path, RTLD_LAZY | RTLD_GLOBAL);
}

int main(int argc, char **argv) {
    // Lazy binding: the runtime is large, and binding every symbol up front costs milliseconds at start.
    void *runtime = dlopen("libLassoRuntime.so", RTLD_LAZY | RTLD_GLOBAL);
    if (runtime == NULL) {
        char first_error[1024];
        snprintf(first_error, sizeof first_error, "%s", dlerror());
        runtime = load_installed_runtime();
        if (runtime == NULL) {
            const char *installed_error = dlerror();
            fprintf(stderr,
                    "lasso-shell: error: cannot load the Lasso runtime (libLassoRuntime.so): %s\n"
                    "hint: keep lasso-shell next to libLassoRuntime.so, as the build leaves them, or in PREFIX/bin with the library in PREFIX/lib, as make install leaves them\n",
                    installed_error != NULL ? installed_error : first_error);
            return 70;
        }
    }
    lasso_shell_main_fn entry = (lasso_shell_main_fn)dlsym(runtime, "lasso_shell_main");
    if (entry == NULL) {
        fprintf(stderr,
                "lasso-shell: error: libLassoRuntime.so has no lasso_shell_main entry point: %s\n"
                "hint: rebuild the runtime and lasso-shell together\n",
                dlerror());
        return 70;
    }
    return entry(argc, argv);
}
