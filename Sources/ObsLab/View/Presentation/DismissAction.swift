/// Dismisses the presentation or pushed view this view is in: `@Environment(\.dismiss)`
/// gives it, and `dismiss()` calls it.
///
/// Outside any presentation it does nothing, as in SwiftUI. Two actions are equal when
/// they dismiss the same thing, so a view that reads `dismiss` is not invalidated each
/// time its presenter's body runs.
public struct DismissAction: Equatable {
    let id: String
    let action: @MainActor () -> Void

    /// Dismisses, as `dismiss()` does.
    @MainActor public func callAsFunction() { action() }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.id == rhs.id }
}

struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(id: "", action: {})
}

struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the current presentation or pushed view.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation or a pushed navigation view.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

extension EnvironmentModification {
    /// What a presentation or pushed view hands its content: a `dismiss` that ends it.
    static func presentation(_ dismiss: DismissAction) -> EnvironmentModification {
        EnvironmentModification(target: "dismiss", value: dismiss.id) {
            $0.dismiss = dismiss
            $0.isPresented = true
        }
    }
}
