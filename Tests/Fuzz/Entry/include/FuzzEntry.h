#ifndef LASSO_FUZZ_ENTRY_H
#define LASSO_FUZZ_ENTRY_H

#include <stddef.h>
#include <stdint.h>

/// The input callback each fuzz target defines (libFuzzer's interface).
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/// libFuzzer's driver: parses libFuzzer's options from the command line and fuzzes `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
