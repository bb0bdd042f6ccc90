#ifndef LASSO_HOST_SUPPORT_H
#define LASSO_HOST_SUPPORT_H

/*
 * Host-side helpers for the runtime that Swift cannot reach through Glibc's module (they are
 * GNU extensions). Not part of the plugin ABI: plugins never include this header.
 */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * The file name of the loaded object (shared library or executable) that contains `address`,
 * as the dynamic linker recorded it (`dladdr`'s `dli_fname`), or NULL when no object does.
 * The string belongs to the dynamic linker: copy it, do not free it.
 */
const char *lasso_host_object_path(const void *address);

#ifdef __cplusplus
}
#endif

#endif
