#ifndef OBSLAB_CALLOCATOR_H
#define OBSLAB_CALLOCATOR_H
// glibc's allocator settings (mallopt(3)), which no Swift module of the toolchain exposes.

/// Sets glibc's M_MMAP_THRESHOLD to `bytes`, which also turns off its dynamic adjustment.
/// Returns 1 when set, 0 when refused or on a C library without it.
int callocator_set_mapped_buffer_threshold(int bytes);

#endif
