#include "lasso_sha256.h"

#include <dlfcn.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stdlib.h>

/*
 * libcrypto is opened on the first hash, not linked: loading it (and relocating its thousands
 * of symbols) cost about 5 ms of every start, and a start whose plugins are all in the scan
 * cache hashes nothing (BENCHMARKS.md, "Plugins: start-up vs static linking").
 */
static struct {
    EVP_MD_CTX *(*ctx_new)(void);
    void (*ctx_free)(EVP_MD_CTX *);
    int (*ctx_copy)(EVP_MD_CTX *, const EVP_MD_CTX *);
    int (*init)(EVP_MD_CTX *, const EVP_MD *, ENGINE *);
    int (*update)(EVP_MD_CTX *, const void *, size_t);
    int (*final)(EVP_MD_CTX *, unsigned char *, unsigned int *);
    const EVP_MD *(*sha256)(void);
    int loaded;
} crypto;

static pthread_once_t crypto_once = PTHREAD_ONCE_INIT;

static void load_crypto(void) {
    void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libcrypto.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    crypto.ctx_new = (EVP_MD_CTX *(*)(void))dlsym(library, "EVP_MD_CTX_new");
    crypto.ctx_free = (void (*)(EVP_MD_CTX *))dlsym(library, "EVP_MD_CTX_free");
    crypto.ctx_copy = (int (*)(EVP_MD_CTX *, const EVP_MD_CTX *))dlsym(library, "EVP_MD_CTX_copy_ex");
    crypto.init = (int (*)(EVP_MD_CTX *, const EVP_MD *, ENGINE *))dlsym(library, "EVP_DigestInit_ex");
    crypto.update = (int (*)(EVP_MD_CTX *, const void *, size_t))dlsym(library, "EVP_DigestUpdate");
    crypto.final = (int (*)(EVP_MD_CTX *, unsigned char *, unsigned int *))dlsym(library, "EVP_DigestFinal_ex");
    crypto.sha256 = (const EVP_MD *(*)(void))dlsym(library, "EVP_sha256");
    crypto.loaded = crypto.ctx_new && crypto.ctx_free && crypto.ctx_copy && crypto.init && crypto.update && crypto.final && crypto.sha256;
}

struct lasso_sha256 {
    EVP_MD_CTX *context;
};

int lasso_sha256_available(void) {
    pthread_once(&crypto_once, load_crypto);
    return crypto.loaded;
}

lasso_sha256 *lasso_sha256_new(void) {
    if (!lasso_sha256_available()) return NULL;
    lasso_sha256 *hash = calloc(1, sizeof *hash);
    if (hash == NULL) return NULL;
    hash->context = crypto.ctx_new();
    if (hash->context == NULL || crypto.init(hash->context, crypto.sha256(), NULL) != 1) {
        lasso_sha256_free(hash);
        return NULL;
    }
    return hash;
}

lasso_sha256 *lasso_sha256_copy(const lasso_sha256 *hash) {
    lasso_sha256 *copy = calloc(1, sizeof *copy);
    if (copy == NULL) return NULL;
    copy->context = crypto.ctx_new();
    if (copy->context == NULL || crypto.ctx_copy(copy->context, hash->context) != 1) {
        lasso_sha256_free(copy);
        return NULL;
    }
    return copy;
}

int lasso_sha256_update(lasso_sha256 *hash, const void *bytes, size_t count) {
    return crypto.update(hash->context, bytes, count);
}

int lasso_sha256_digest(const lasso_sha256 *hash, unsigned char digest[32]) {
    // Finishing consumes a context: finish a copy, so the hash can go on.
    EVP_MD_CTX *finishing = crypto.ctx_new();
    if (finishing == NULL) return 0;
    unsigned int length = 0;
    int ok = crypto.ctx_copy(finishing, hash->context) == 1
        && crypto.final(finishing, digest, &length) == 1
        && length == 32;
    crypto.ctx_free(finishing);
    return ok;
}

void lasso_sha256_free(lasso_sha256 *hash) {
    if (hash == NULL) return;
    if (hash->context != NULL) crypto.ctx_free(hash->context);
    free(hash);
}
