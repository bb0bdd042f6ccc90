#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "lasso_host_support.h"

const char *lasso_host_object_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) return 0;
    return info.dli_fname;
}

int lasso_host_bind_to_parent(int parent) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have died before the death signal was armed.
    return getppid() == parent ? 0 : -1;
}

int lasso_host_flush_standard_output(void) {
    errno = 0;
    int failed = fflush(stdout) != 0;
    int error = errno;
    if (!failed && !ferror(stdout)) return 0;
    clearerr(stdout);
    return error != 0 ? error : EIO;
}

int lasso_host_spawn_close_from(void *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
}
