#ifndef OBSLAB_CMALLOCCOUNTER_H
#define OBSLAB_CMALLOCCOUNTER_H
// Counts calls to the allocator made by the calling thread between `malloc_counter_start`
// and `malloc_counter_stop`: a count, not a time, the same on a busy machine as on an idle
// one, and with no valgrind. Linked into obslab-benchmark only, whose `malloc`, `calloc`,
// `realloc`, `posix_memalign`, `aligned_alloc` and `memalign` count and then call glibc's
// own (`__libc_malloc`, …); every shared library of the process binds to these. Elsewhere
// than glibc the count is always 0.

/// Zeroes the calling thread's count and starts counting its allocations.
void malloc_counter_start(void);
/// Stops counting; returns the calls to an allocator since `malloc_counter_start`.
unsigned long malloc_counter_stop(void);

#endif
