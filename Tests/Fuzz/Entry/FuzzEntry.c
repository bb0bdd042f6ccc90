#include "FuzzEntry.h"

// SwiftPM links an executable target's entry point under the name `<target>_main`; a fuzz
// target's entry point is libFuzzer's driver, running the target's LLVMFuzzerTestOneInput.
int lasso_fuzz_config_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

int lasso_fuzz_script_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

int lasso_fuzz_session_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

int lasso_fuzz_serve_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
