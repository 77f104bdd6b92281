/// How the graph decides whether a child whose parent re-ran must run too.
enum ChildComparison {
    /// Field by field, by `ValueComparison` and each dynamic property's own rule.
    case fieldwise
    /// With the view's own `==` (`.equatable()`).
    case equatable((Any, Any) -> Bool)
}

/// A custom view found in a body's output, before the graph matches it to a node.
struct ChildDescription {
    let identityKey: String
    let typeName: String
    let qualifier: String?
    let view: any View
    let modifications: [EnvironmentModification]
    let comparison: ChildComparison
}

extension ChildDescription {
    /// The description a node's current view value stands for (the last one its parent gave).
    @MainActor
    init(current node: ViewNode) {
        self.init(identityKey: node.identityKey, typeName: node.typeName, qualifier: nil, view: node.view,
                  modifications: node.modifications, comparison: node.comparison)
    }
}

/// What a control on screen can do when the learner uses it.
@MainActor
final class Control {
    enum Kind: String { case button, toggle, textField = "text field" }
    let kind: Kind
    let label: String
    let tap: (@MainActor () -> Void)?
    let currentValue: (@MainActor () -> String)?
    let setBool: (@MainActor (Bool) -> Void)?
    let flip: (@MainActor () -> Void)?
    let setText: (@MainActor (String) -> Void)?
    /// A text field's text, as typed (its shown value may hide it).
    let text: (@MainActor () -> String)?

    init(kind: Kind, label: String, tap: (@MainActor () -> Void)? = nil,
         currentValue: (@MainActor () -> String)? = nil, setBool: (@MainActor (Bool) -> Void)? = nil,
         flip: (@MainActor () -> Void)? = nil, setText: (@MainActor (String) -> Void)? = nil,
         text: (@MainActor () -> String)? = nil) {
        self.kind = kind
        self.label = label
        self.tap = tap
        self.currentValue = currentValue
        self.setBool = setBool
        self.flip = flip
        self.setText = setText
        self.text = text
    }
}

/// What a body produced, as the lab draws it.
enum RenderItem {
    case text(String)
    case control(Control)
    case container(String, [RenderItem])
    /// The custom view at this index of the node's children.
    case child(Int)
}

/// Walks the value a body returned: emits rendered items, and collects the custom
/// views in it with their structural identity and environment.
///
/// The walk runs inside the body's tracking scope, like SwiftUI's evaluation of the
/// view description: a `ForEach` row closure's reads belong to the body that built it.
@MainActor
struct StructureWalker {
    private var components: [String] = []
    private var modifications: [EnvironmentModification] = []
    private var pendingQualifier: String?
    private var itemStack: [[RenderItem]] = [[]]
    private(set) var children: [ChildDescription] = []
    private(set) var appearActions: [(key: String, action: @MainActor () -> Void)] = []

    init() {}

    var items: [RenderItem] { itemStack[0] }

    /// Per view type: its name, and whether it is a primitive the walker looks into.
    private static var typeNames: [ObjectIdentifier: String] = [:]
    private static var customTypes = Set<ObjectIdentifier>()

    static func typeName(of view: any View) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = typeNames[type] { return known }
        let name = String(describing: Swift.type(of: view))
        typeNames[type] = name
        return name
    }

    mutating func visit(_ view: any View, component: String?) {
        if let component { components.append(component) }
        let type = ObjectIdentifier(Swift.type(of: view))
        if Self.customTypes.contains(type) {
            visitCustom(view, comparison: .fieldwise)
        } else if let primitive = view as? any PrimitiveView {
            primitive.walk(into: &self)
        } else {
            Self.customTypes.insert(type)
            visitCustom(view, comparison: .fieldwise)
        }
        if component != nil { components.removeLast() }
    }

    /// Visits a view whose identity includes `id` (a `ForEach` element or `.id(_:)`).
    mutating func visitIdentified(_ view: any View, id: any Hashable, offset: Int?) {
        let saved = pendingQualifier
        pendingQualifier = Self.displayName(of: id, offset: offset)
        visit(view, component: "[\(String(reflecting: id))]")
        pendingQualifier = saved
    }

    mutating func visitCustom(_ view: any View, comparison: ChildComparison) {
        let typeName = Self.typeName(of: view)
        let key = components.isEmpty ? typeName : components.joined(separator: "/") + "/" + typeName
        children.append(ChildDescription(
            identityKey: key, typeName: typeName, qualifier: pendingQualifier, view: view,
            modifications: modifications, comparison: comparison))
        pendingQualifier = nil
        emit(.child(children.count - 1))
    }

    mutating func emit(_ item: RenderItem) {
        itemStack[itemStack.count - 1].append(item)
    }

    mutating func container(_ name: String, _ content: (inout StructureWalker) -> Void) {
        itemStack.append([])
        content(&self)
        let items = itemStack.removeLast()
        emit(.container(name, items))
    }

    mutating func withEnvironment(_ modification: EnvironmentModification,
                                  _ content: (inout StructureWalker) -> Void) {
        modifications.append(modification)
        content(&self)
        modifications.removeLast()
    }

    mutating func registerAppearAction(_ action: @escaping @MainActor () -> Void) {
        appearActions.append((components.joined(separator: "/") + "#\(appearActions.count)", action))
    }

    /// The text a label view shows, for naming controls.
    func plainText(of view: any View) -> String {
        var walker = StructureWalker()
        walker.visit(view, component: nil)
        return walker.items.map(Self.plainText).filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func plainText(of item: RenderItem) -> String {
        switch item {
        case .text(let text): text
        case .control(let control): control.label
        case .container(_, let items): items.map(plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .child: ""
        }
    }

    /// Ids that print the same on every run are shown; others (a `UUID`) by position.
    private static func displayName(of id: any Hashable, offset: Int?) -> String {
        switch id {
        case let value as any BinaryInteger: return "[\(value)]"
        case let value as String: return "[\(value)]"
        case let value as Bool: return "[\(value)]"
        default:
            if let offset { return "[#\(offset)]" }
            return "[id]"
        }
    }
}
