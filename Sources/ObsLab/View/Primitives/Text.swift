/// A line of text. Its content is read when the body that creates it runs, so
/// whatever it shows is a dependency of that body.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    func walk(into walker: inout StructureWalker) {
        walker.emit(.text(content))
    }
}
