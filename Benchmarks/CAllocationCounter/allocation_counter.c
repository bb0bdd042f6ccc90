// Counts the calling thread's heap allocations for `lasso-benchmarks`.
//
// An executable's own definition of `malloc` takes the place of the C library's for every
// library the process loads (the Swift runtime included), so the functions below see every heap
// allocation. They count it in a thread-local variable (no atomic: a benchmark reads its own
// thread's count, and the increment must not distort what is timed) and hand the call to glibc's
// allocator through its exported `__libc_*` entry points.
#include "allocation_counter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread unsigned long allocations;

unsigned long lasso_benchmark_thread_allocations(void) { return allocations; }

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) return ENOMEM;
    *result = memory;
    return 0;
}
