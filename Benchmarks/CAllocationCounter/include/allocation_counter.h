#ifndef LASSO_ALLOCATION_COUNTER_H
#define LASSO_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made so
/// far by the calling thread, counted by this target's definitions of those functions, which
/// take the place of the C library's in a program that links the target.
unsigned long lasso_benchmark_thread_allocations(void);

#endif
