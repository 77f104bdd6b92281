/// `lhs == rhs` for strings, as Swift defines it (canonical equivalence), in time close to
/// a byte comparison.
///
/// Outside ASCII, `==` compares normalized scalars along the whole common prefix, about
/// ten instructions a byte; a paste of 10,000 characters compares the text typed so far
/// on every keystroke, so that cost would grow with the square of the paste. Here the
/// common prefix is found by comparing bytes, and `==` decides only from the last ASCII
/// byte before the first difference: an ASCII scalar is a starter that never combines
/// with what precedes it, so two strings with the same bytes up to it are equivalent
/// exactly when what follows it is.
enum StringEquality {
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in equal(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) }
        }
    }

    private static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let common = min(left.count, right.count)
        var same = 0
        while same + 8 <= common,
              left.loadUnaligned(fromByteOffset: same, as: UInt64.self) == right.loadUnaligned(fromByteOffset: same, as: UInt64.self) {
            same += 8
        }
        while same < common, left[same] == right[same] { same += 1 }
        if same == left.count && same == right.count { return true }
        // Where each string either ends or holds an ASCII byte, and one of them holds one:
        // an ASCII scalar is a starter that no mark before it reorders past and that is
        // never the second half of a composition, so the two differ there whatever
        // precedes or follows (a paragraph edited in its ASCII part, a new title).
        let leftByte = same < left.count ? left[same] : 0, rightByte = same < right.count ? right[same] : 0
        if leftByte < 0x80 && rightByte < 0x80 { return false }
        var start = same
        while start > 0, left[start - 1] >= 0x80 { start -= 1 }
        start = max(start - 1, 0)
        return String(decoding: UnsafeRawBufferPointer(rebasing: left[start...]), as: UTF8.self)
            == String(decoding: UnsafeRawBufferPointer(rebasing: right[start...]), as: UTF8.self)
    }
}
