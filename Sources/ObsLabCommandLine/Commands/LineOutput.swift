/// Where a trace goes a line at a time, each line written from its parts as the formatter
/// makes it, so that the trace of a step of a hundred thousand views is never one string.
@MainActor
public protocol LineOutput: AnyObject {
    /// Writes `prefix`, `line` and a line feed.
    func write(_ prefix: String, _ line: String)
    /// Writes what is held, before anything else is written elsewhere.
    func flush()
}
