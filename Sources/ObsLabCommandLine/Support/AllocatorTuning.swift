import CAllocator

/// How the process asks glibc's allocator to place large buffers.
///
/// glibc maps a buffer of 128 KiB or more on its own pages and unmaps it when freed, but
/// after such a buffer is freed it raises that threshold to the freed buffer's size (up to
/// 32 MiB), so later large buffers come from the heap instead, between the small objects
/// that outlive them (mallopt(3), "M_MMAP_THRESHOLD"). Loading a list of 100,000 rows frees
/// many such buffers as its arrays grow: from then on its transient lists (a body's
/// children, the step's events) stayed in the heap, and the pages they left behind
/// counted in the peak (about 6 MiB of the old scaling variant's 168 MiB at 100,000 rows).
/// Setting the threshold turns the adjustment off.
public enum AllocatorTuning {
    /// The size from which a buffer is mapped on its own pages: glibc's default.
    public static let mappedBufferThreshold: Int32 = 128 * 1024

    /// Fixes the threshold for the rest of the process; call once, before the work begins.
    public static func apply() {
        _ = callocator_set_mapped_buffer_threshold(mappedBufferThreshold)
    }
}
