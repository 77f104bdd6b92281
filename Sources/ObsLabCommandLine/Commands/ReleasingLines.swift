/// Lines for `output` that first let go of what was held back (`release`, once): a batch
/// run holds back what a load prints until the load has succeeded, and a trace is printed
/// only by a load that succeeded.
@MainActor
final class ReleasingLines: LineOutput {
    private let output: LineOutput
    private var release: (() -> Void)?

    init(_ output: LineOutput, release: @escaping () -> Void) {
        self.output = output
        self.release = release
    }

    func write(_ prefix: String, _ line: String) {
        if let release {
            self.release = nil
            release()
        }
        output.write(prefix, line)
    }

    func flush() { output.flush() }
}
