#define _GNU_SOURCE
#include <dlfcn.h>

#include "lasso_host_support.h"

const char *lasso_host_object_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) return 0;
    return info.dli_fname;
}
