// lasso-shell: a thin launcher.
//
// All of the shell lives in libLassoRuntime.so, the single runtime that plugins link against too.
// This launcher loads it by its bare file name (found through the executable's $ORIGIN run path,
// so the library next to this binary is used) and calls its C entry point.
#include <dlfcn.h>
#include <stdio.h>

typedef int (*lasso_shell_main_fn)(int argc, char **argv);

int main(int argc, char **argv) {
    // Lazy binding: the runtime is large, and binding every symbol up front costs milliseconds at start.
    void *runtime = dlopen("libLassoRuntime.so", RTLD_LAZY | RTLD_GLOBAL);
    if (runtime == NULL) {
        fprintf(stderr,
                "lasso-shell: error: cannot load the Lasso runtime (libLassoRuntime.so): %s\n"
                "hint: keep lasso-shell next to libLassoRuntime.so, as the build leaves them\n",
                dlerror());
        return 70;
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
