/// Content for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, or a type of the app's
/// that groups them (`struct EditorToolbar: ToolbarContent { var body: some ToolbarContent
/// { ToolbarItem { … } } }`), passed to `.toolbar { EditorToolbar() }`.
///
/// In the lab a toolbar's items are views on screen (under `toolbar` in the tree), so
/// toolbar content is a kind of view: a custom one has a body that runs, and state, like
/// any view (as SwiftUI's `ToolbarContent` has). The lab therefore also accepts toolbar
/// content where SwiftUI wants a view.
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Builds toolbar content from items, as `@ViewBuilder` builds views (`if`, several items).
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension EmptyView: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
