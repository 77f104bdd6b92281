import Foundation

/// A container that hands its content the space it is given. The lab has no screen:
/// the size is an iPhone's (390 × 844 points), always the same, so output stays
/// deterministic.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func walk(into walker: inout StructureWalker) {
        walker.container("GeometryReader") { $0.visit(content(GeometryProxy()), component: nil) }
    }
}

/// The size and safe area a `GeometryReader` hands its content.
public struct GeometryProxy {
    public var size: CGSize { CGSize(width: 390, height: 844) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) }
}
