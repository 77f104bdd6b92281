/// Flexible space between views. It draws nothing and has no data flow.
public struct Spacer: View, PrimitiveView {
    public init(minLength: Double? = nil) {}
    func walk(into walker: inout StructureWalker) {}
}
