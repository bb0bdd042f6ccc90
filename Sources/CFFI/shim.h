/*
 * shim.h: libffi for the Lasso host (module CFFI).
 *
 * Swift sees libffi's global type descriptors as shared mutable state; these helpers hand out
 * their addresses instead, and wrap the calls the host makes with the host's fixed choices
 * (default ABI, void return).
 */
#ifndef LASSO_CFFI_SHIM_H
#define LASSO_CFFI_SHIM_H

#include <ffi.h>

/** The libffi types the host uses. */
typedef enum lasso_ffi_kind {
    LASSO_FFI_POINTER = 0,
    LASSO_FFI_SINT32 = 1,
    LASSO_FFI_SINT64 = 2,
    LASSO_FFI_DOUBLE = 3,
    LASSO_FFI_BOOL = 4
} lasso_ffi_kind;

/** The libffi type descriptor of `kind`. */
static inline ffi_type *lasso_ffi_type(lasso_ffi_kind kind) {
    switch (kind) {
    case LASSO_FFI_SINT32: return &ffi_type_sint32;
    case LASSO_FFI_SINT64: return &ffi_type_sint64;
    case LASSO_FFI_DOUBLE: return &ffi_type_double;
    case LASSO_FFI_BOOL: return &ffi_type_uint8;
    case LASSO_FFI_POINTER:
    default: return &ffi_type_pointer;
    }
}

/** Prepares `cif` for a C function returning void with `count` arguments of `types`; 0 on success. */
static inline int lasso_ffi_prep_void_cif(ffi_cif *cif, unsigned count, ffi_type **types) {
    return ffi_prep_cif(cif, FFI_DEFAULT_ABI, count, &ffi_type_void, types) == FFI_OK ? 0 : -1;
}

/** Calls `function` (returning void) through `cif` with `arguments`. */
static inline void lasso_ffi_call_void(ffi_cif *cif, void (*function)(void), void **arguments) {
    ffi_call(cif, function, NULL, arguments);
}

/** The signature of a closure's handler. */
typedef void (*lasso_ffi_closure_handler)(ffi_cif *cif, void *result, void **arguments, void *user_data);

/**
 * Allocates a closure calling `handler` with `user_data` through `cif`; its executable address is
 * stored in `*code`. NULL on failure. Free it with ffi_closure_free.
 */
static inline ffi_closure *lasso_ffi_make_closure(ffi_cif *cif, lasso_ffi_closure_handler handler, void *user_data, void **code) {
    ffi_closure *closure = (ffi_closure *)ffi_closure_alloc(sizeof(ffi_closure), code);
    if (closure == NULL) return NULL;
    if (ffi_prep_closure_loc(closure, cif, handler, user_data, *code) != FFI_OK) {
        ffi_closure_free(closure);
        return NULL;
    }
    return closure;
}

#endif
