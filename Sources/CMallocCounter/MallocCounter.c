#include "CMallocCounter.h"

#include <stddef.h>
#include <stdlib.h>  // defines __GLIBC__ under glibc

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

// glibc's allocator under its own names: what `malloc` and its siblings are by default.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Per thread, in the executable's static TLS: no allocation to reach them.
static __thread int counting;
static __thread unsigned long calls;
#define COUNT() do { if (counting) calls += 1; } while (0)

void *malloc(size_t size) {
    COUNT();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    COUNT();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    COUNT();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    COUNT();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    COUNT();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    COUNT();
    // As glibc's: a power of two, a multiple of the size of a pointer.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) return ENOMEM;
    *result = memory;
    return 0;
}

void malloc_counter_start(void) {
    calls = 0;
    counting = 1;
}

unsigned long malloc_counter_stop(void) {
    counting = 0;
    return calls;
}

#else

void malloc_counter_start(void) {}
unsigned long malloc_counter_stop(void) { return 0; }

#endif
