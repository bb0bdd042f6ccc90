#ifndef LASSO_SHA256_H
#define LASSO_SHA256_H

/*
 * SHA-256 from the system's libcrypto (OpenSSL), for LassoDigest. A thin C layer so that Swift
 * sees a few plain functions instead of OpenSSL's macro-heavy headers; libcrypto is opened on
 * the first hash rather than linked. Not part of the plugin ABI.
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A SHA-256 computation in progress. */
typedef struct lasso_sha256 lasso_sha256;

/** Whether libcrypto could be loaded (it is opened on first use). */
int lasso_sha256_available(void);

/** A new computation, or NULL when libcrypto cannot be loaded or memory is exhausted. */
lasso_sha256 *lasso_sha256_new(void);

/** A copy of `hash` (the same bytes hashed so far), or NULL when memory is exhausted. */
lasso_sha256 *lasso_sha256_copy(const lasso_sha256 *hash);

/** Adds `count` bytes at `bytes`; returns 1 on success. */
int lasso_sha256_update(lasso_sha256 *hash, const void *bytes, size_t count);

/** Writes the digest of the bytes hashed so far into `digest` (32 bytes), leaving `hash` usable; returns 1 on success. */
int lasso_sha256_digest(const lasso_sha256 *hash, unsigned char digest[32]);

/** Frees `hash`. */
void lasso_sha256_free(lasso_sha256 *hash);

#ifdef __cplusplus
}
#endif

#endif
