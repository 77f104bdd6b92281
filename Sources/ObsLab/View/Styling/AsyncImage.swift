import Foundation

/// An image loaded from a URL. The lab loads nothing while it draws (the network is not
/// part of a view's drawing here): the view shows what SwiftUI shows until the image
/// arrives — the placeholder, or `content(.empty)` — and never the loaded phase.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: Content

    /// The phase form: `content` is called with `.empty`.
    public init(url: URL?, scale: Double = 1, @ViewBuilder content: (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
    }

    /// The image and placeholder form: the placeholder is shown.
    public init<I: View>(url: URL?, scale: Double = 1, @ViewBuilder content: (Image) -> I,
                         @ViewBuilder placeholder: () -> Content) {
        self.url = url
        self.content = placeholder()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("AsyncImage") { $0.visit(content, component: "placeholder") }
    }
}

extension AsyncImage where Content == EmptyView {
    /// The plain form: a placeholder until the image loads (here, always).
    public init(url: URL?, scale: Double = 1) {
        self.init(url: url, scale: scale) { _ in EmptyView() }
    }
}

/// The phases of an `AsyncImage`'s loading.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
