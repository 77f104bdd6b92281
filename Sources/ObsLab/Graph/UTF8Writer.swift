/// Writes a string's UTF-8 bytes in one go, for the strings the lab makes once per view
/// (a path, a row's key, a first render's trace line): the length is counted first, then
/// `String(unsafeUninitializedCapacity:)` is filled through a writer, so nothing is
/// appended or allocated twice (a hundred thousand rows are a hundred thousand of each).
package struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written so far.
    package private(set) var count = 0

    /// Makes a writer that fills `buffer` from its start.
    ///
    /// - Parameter buffer: The uninitialized storage of the string being made.
    package init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes `number` takes in decimal, with its sign.
    ///
    /// - Parameter number: The number to be written.
    package static func decimalLength(of number: Int) -> Int {
        digitCount(number.magnitude) + (number < 0 ? 1 : 0)
    }

    private static func digitCount(_ magnitude: UInt) -> Int {
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// Writes `bytes`.
    ///
    /// - Parameter bytes: UTF-8 bytes, from a `withUTF8` or a `StaticString`.
    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Writes `byte` `times` times.
    ///
    /// - Parameters:
    ///   - byte: An ASCII byte.
    ///   - times: How many times to write it.
    package mutating func write(_ byte: UInt8, times: Int = 1) {
        for _ in 0..<max(times, 0) {
            buffer[count] = byte
            count += 1
        }
    }

    /// Writes `number` in decimal, as its `description` spells it.
    ///
    /// - Parameter number: The number to write.
    package mutating func write(decimal number: Int) {
        if number < 0 { write(UInt8(ascii: "-")) }
        let digits = Self.digitCount(number.magnitude)
        var value = number.magnitude
        var digit = count + digits - 1
        repeat {
            buffer[digit] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
            digit -= 1
        } while value > 0
        count += digits
    }
}
