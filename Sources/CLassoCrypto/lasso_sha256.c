#include "lasso_sha256.h"

#include <openssl/evp.h>

struct lasso_sha256 {
    EVP_MD_CTX *context;
};

lasso_sha256 *lasso_sha256_new(void) {
    lasso_sha256 *hash = OPENSSL_zalloc(sizeof *hash);
    if (hash == NULL) return NULL;
    hash->context = EVP_MD_CTX_new();
    if (hash->context == NULL || EVP_DigestInit_ex(hash->context, EVP_sha256(), NULL) != 1) {
        lasso_sha256_free(hash);
        return NULL;
    }
    return hash;
}

lasso_sha256 *lasso_sha256_copy(const lasso_sha256 *hash) {
    lasso_sha256 *copy = OPENSSL_zalloc(sizeof *copy);
    if (copy == NULL) return NULL;
    copy->context = EVP_MD_CTX_new();
    if (copy->context == NULL || EVP_MD_CTX_copy_ex(copy->context, hash->context) != 1) {
        lasso_sha256_free(copy);
        return NULL;
    }
    return copy;
}

int lasso_sha256_update(lasso_sha256 *hash, const void *bytes, size_t count) {
    return EVP_DigestUpdate(hash->context, bytes, count);
}

int lasso_sha256_digest(const lasso_sha256 *hash, unsigned char digest[32]) {
    // Finishing consumes a context: finish a copy, so the hash can go on.
    EVP_MD_CTX *finishing = EVP_MD_CTX_new();
    if (finishing == NULL) return 0;
    unsigned int length = 0;
    int ok = EVP_MD_CTX_copy_ex(finishing, hash->context) == 1
        && EVP_DigestFinal_ex(finishing, digest, &length) == 1
        && length == 32;
    EVP_MD_CTX_free(finishing);
    return ok;
}

void lasso_sha256_free(lasso_sha256 *hash) {
    if (hash == NULL) return;
    EVP_MD_CTX_free(hash->context);
    OPENSSL_free(hash);
}
