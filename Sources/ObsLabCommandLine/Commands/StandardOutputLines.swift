/// Lines for standard output, gathered into a buffer of 64 KB and written when it fills
/// and at `flush()`: the bytes `StandardStreams.printLine` writes for the lines joined,
/// without the joined text, its copy with the line feed, or its copy as an array.
@MainActor
public final class StandardOutputLines: LineOutput {
    private static let capacity = 1 << 16
    private var buffer: [UInt8] = []

    public init() {}

    public func write(_ prefix: String, _ line: String) {
        if buffer.isEmpty { buffer.reserveCapacity(Self.capacity) }
        buffer.append(contentsOf: prefix.utf8)
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.capacity - 1024 { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        StandardStreams.write(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
