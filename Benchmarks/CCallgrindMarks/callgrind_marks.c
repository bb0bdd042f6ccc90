#include "callgrind_marks.h"

// valgrind's client requests are a few no-op instructions that callgrind recognises; outside
// valgrind they do nothing. Without valgrind's headers the marks compile to nothing.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define LASSO_HAS_CALLGRIND 1
#endif

void lasso_benchmark_callgrind_start(void) {
#ifdef LASSO_HAS_CALLGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void lasso_benchmark_callgrind_dump(const char *label) {
#ifdef LASSO_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(label);
#else
    (void)label;
#endif
}
