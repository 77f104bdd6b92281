/// How the graph decides whether a child whose parent re-ran must run too.
///
/// Eight bytes: the rare `==` is boxed (`indirect`), so a list's 100,000 descriptions of
/// rows compared field by field do not carry room for a closure each.
enum ChildComparison {
    /// Field by field, by `ValueComparison` and each dynamic property's own rule.
    case fieldwise
    /// With the view's own `==` (`.equatable()`).
    indirect case equatable((Any, Any) -> Bool)
}

/// A custom view found in a body's output, before the graph matches it to a node.
///
/// A list's body makes one for each of its rows, all alive until they are matched to the
/// rows' nodes (an old list of 100,000 rows peaks with them), so its fields are laid out
/// to take 112 bytes, not 144: the qualifier and the row's id in one enum, the small
/// fields in the bytes after it, the comparison in 8.
struct ChildDescription {
    /// What a new view's path adds after its type name.
    private enum Qualifier {
        case none
        /// Written by the body's structure (`[3]`, `.sheet`).
        case named(String)
        /// The `Int` id of a list's row: `[id]`, made only when a new view needs it.
        case row(Int)
    }

    let identityKey: String
    let typeName: String
    private let storedQualifier: Qualifier
    /// Whether a `.transition` is around the child: its removal runs its `onDisappear`
    /// actions before the appear actions of the same update.
    var hasTransition = false
    /// Whether an `onPreferenceChange` above the child may read what it produces: its
    /// body then records its own children's (`PreferenceTree`).
    var insidePreferenceReader = false
    private var storedLifecycleSlot: Int32 = 0
    let view: any View
    let modifications: [EnvironmentModification]
    let comparison: ChildComparison

    init(identityKey: String, typeName: String, qualifier: String?, rowID: Int? = nil, view: any View,
         modifications: [EnvironmentModification], comparison: ChildComparison) {
        self.identityKey = identityKey
        self.typeName = typeName
        storedQualifier = if let rowID { .row(rowID) } else if let qualifier { .named(qualifier) } else { .none }
        self.view = view
        self.modifications = modifications
        self.comparison = comparison
    }

    /// How many lifecycle actions the body had registered when the walk reached this
    /// child: its subtree's actions run before the ones registered after it
    /// (`ViewGraph.lifecycleOrder`).
    var lifecycleSlot: Int {
        get { Int(storedLifecycleSlot) }
        set { storedLifecycleSlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// The `Int` id of a list's row.
    private var rowID: Int? {
        if case .row(let id) = storedQualifier { return id }
        return nil
    }

    /// What a new view's path adds after its type name (`[3]`), if anything.
    var qualifier: String? {
        switch storedQualifier {
        case .none: nil
        case .named(let named): named
        case .row(let id): "[" + String(id) + "]"
        }
    }

    /// `parent + "/" + typeName + (qualifier ?? "")`, written in one go, a row's id as its
    /// digits (a first render makes one for every view: five appends and a number's
    /// description each, before).
    func path(under parent: String) -> String {
        var parent = parent, typeName = typeName
        var named = if case .named(let named) = storedQualifier { named } else { "" }
        let rowID = rowID
        let idCount = rowID.map { 2 + UTF8Writer.decimalLength(of: $0) } ?? 0
        return parent.withUTF8 { parent in
            typeName.withUTF8 { typeName in
                named.withUTF8 { named in
                    let count = parent.count + 1 + typeName.count + named.count + idCount
                    return String(unsafeUninitializedCapacity: count) { buffer in
                        var writer = UTF8Writer(buffer)
                        writer.write(parent)
                        writer.write(UInt8(ascii: "/"))
                        writer.write(typeName)
                        writer.write(named)
                        if let rowID {
                            writer.write(UInt8(ascii: "["))
                            writer.write(decimal: rowID)
                            writer.write(UInt8(ascii: "]"))
                        }
                        return writer.count
                    }
                }
            }
        }
    }
}

/// What a control on screen can do when the learner uses it.
@MainActor
package final class Control {
    package let kind: ControlKind
    /// The label's text when the label shows no custom view.
    private let fixedLabel: String
    /// A label that shows custom views (`Button { StarLabel(count: n) }`), as walked in the
    /// body that made the control: its custom views are children of that body's view, their
    /// bodies run and are counted like any other, and the control is named by what they show.
    var labelItems: [RenderItem]?
    /// What a tap target shows when it shows custom views (`CardView(card:).onTapGesture
    /// { … }`): drawn beside the control as they are, and read for its name like a label's.
    var contentItems: [RenderItem]?
    /// The view whose body made the control, once its output is recorded.
    weak var owner: ViewNode?
    /// A label SwiftUI's own control changes without the body that shows it running
    /// (`EditButton`: Edit, Done).
    var liveLabel: (@MainActor () -> String)?
    /// Whether the label is read when a command names the control, not when its body ran.
    var hasLiveLabel: Bool { labelItems != nil || contentItems != nil || liveLabel != nil }
    /// The text the control is named by (`tap "<label>"`): what its label shows now.
    package var label: String {
        if let liveLabel { return liveLabel() }
        if let contentItems, let owner {
            let text = StructureWalker.plainText(of: contentItems, in: owner)
            return text.isEmpty ? fixedLabel : text
        }
        guard let labelItems, let owner else { return fixedLabel }
        return StructureWalker.plainText(of: labelItems, in: owner)
    }
    /// How the tree names the control when it is not its kind's (`NavigationLink`).
    var displayName: String?
    /// A picker's or slider's choice by its shown text; false when there is no such choice.
    package var choose: (@MainActor (String) -> Bool)?
    /// What a picker offers, as shown.
    package var options: [String] = []
    /// A choice not among `options` that the control takes (a `DatePicker`'s date).
    package var acceptsChoice: (@MainActor (String) -> Bool)?
    /// What `acceptsChoice` takes, said when a choice is refused.
    package var choiceHint: String?
    /// A stepper's increment (+1) or decrement (-1).
    package var step: (@MainActor (Int) -> Void)?
    /// False under `.disabled(true)`: using the control does nothing, as in SwiftUI.
    package var isEnabled = true
    package var tap: (@MainActor () -> Void)?
    package let currentValue: (@MainActor () -> String)?
    package let setBool: (@MainActor (Bool) -> Void)?
    package let flip: (@MainActor () -> Void)?
    package var setText: (@MainActor (String) -> Void)?
    /// A text field's text, as typed (its shown value may hide it).
    package let text: (@MainActor () -> String)?
    /// A text field's place on screen (its view's path and its position in that body):
    /// the same field from one body run to the next.
    var fieldKey: String?
    /// Ends an edit of a text field: a field of a formatted value writes its binding now.
    var commit: (@MainActor () -> Void)?
    /// What the return key runs in a text field: `onCommit:`, then `onSubmit` actions.
    var submitActions: [@MainActor () -> Void] = []
    /// `onEditingChanged:` of a text field: true when an edit begins, false when it ends.
    var editingChanged: (@MainActor (Bool) -> Void)?
    /// Whether the `@FocusState` tied to a text field (`.focused(_:)`) still gives it the focus.
    var hasFocus: (@MainActor () -> Bool)?

    init(kind: ControlKind, label: String, tap: (@MainActor () -> Void)? = nil,
         currentValue: (@MainActor () -> String)? = nil, setBool: (@MainActor (Bool) -> Void)? = nil,
         flip: (@MainActor () -> Void)? = nil, setText: (@MainActor (String) -> Void)? = nil,
         text: (@MainActor () -> String)? = nil) {
        self.kind = kind
        fixedLabel = label
        self.tap = tap
        self.currentValue = currentValue
        self.setBool = setBool
        self.flip = flip
        self.setText = setText
        self.text = text
    }
}

/// What a body produced, as the lab draws it.
package enum RenderItem {
    case text(String)
    /// An image, by its name (`Image(systemName: "star")`).
    case image(String)
    case control(Control)
    case container(String, [RenderItem])
    /// The custom view at this index of the node's children.
    case child(Int)

    /// Whether any of `items` is, or holds, a control (a loop: a closure made here, as
    /// `contains(where:)` takes, would check the main actor on every call).
    static func holdControl(_ items: [RenderItem]) -> Bool {
        for item in items {
            switch item {
            case .control: return true
            case .container(_, let inner): if holdControl(inner) { return true }
            case .text, .image, .child: continue
            }
        }
        return false
    }

    /// Whether this item is, or holds, a custom view.
    var showsCustomView: Bool {
        switch self {
        case .child: true
        case .container(_, let items): items.contains(where: \.showsCustomView)
        default: false
        }
    }
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
    /// The items of the containers being walked, innermost last; the body's own are
    /// `items` (so a walk that meets no container allocates no stack).
    private var itemStack: [[RenderItem]] = []
    private(set) var children: [ChildDescription] = []
    /// How many lifecycle actions (`onAppear`, `onChange(initial:)`, `task`) have been
    /// registered so far. Each registers after its content is walked, so the order is the
    /// order written along a chain of modifiers, and a view's content comes first.
    private(set) var lifecycleSequence = 0
    /// How many `.transition` modifiers are around the position being walked.
    private(set) var transitionDepth = 0
    /// How many `onPreferenceChange` modifiers are around the position being walked.
    private var preferenceReaderDepth = 0
    /// Whether a view above reads preferences: children are recorded everywhere.
    var recordsChildPreferences = false
    /// The environment at the current position of the walk: the view's own, with the
    /// modifiers walked so far applied (a `NavigationLink` finds its stack here).
    private(set) var environment: EnvironmentValues

    /// What few walks meet (lifecycle and preference modifiers, lazy containers, tags, tabs,
    /// presentations, warnings), made the first time one is written: a row's walk (a
    /// `Text`) meets none. In one box, the walker of a body that meets none tears down one
    /// empty reference instead of eighteen fields (~0.4k instructions a body). Each is read
    /// and written through a property of its own name below; a walker copied and then
    /// written to copies the box first, as a struct's fields would be.
    private var rare: Rare?

    /// The rarely written fields, as one value: a box copies them all at once.
    private struct RareFields {
        var appearActions: [(key: String, order: Int, action: @MainActor () -> Void)] = []
        var lifecycleKeyCounts: [String: Int] = [:]
        var preferences: [PreferenceTree] = []
        var preferenceRegions: [[PreferenceTree]] = []
        var preferenceReaders: [PreferenceReaderRequest] = []
        var labelledControls: [Control] = []
        var lifecycle: LifecycleRequests = LifecycleRequests()
        var warnings: [String] = []
        var lazyRows: LazyRows? = nil
        var lazyWindowStarts: [String: Int] = [:]
        var lazyContainers: [LazyContainerRecord] = []
        var lazyOutput: (any View)? = nil
        var tagCollector: [(tag: AnyHashable, label: String)]? = nil
        var pendingTabTag: AnyHashable? = nil
        var refreshActions: [RefreshAction] = []
        var listSelection: ListRowSelection? = nil
        var listRowTag: AnyHashable? = nil
        var tabs: TabCollector? = nil
        var presentationCounts: [String: Int] = [:]
    }

    private final class Rare {
        var fields: RareFields
        init(_ fields: RareFields = RareFields()) { self.fields = fields }
    }

    /// The box, made if need be, and not shared with a copy of this walker.
    private mutating func ownRare() -> Rare {
        if isKnownUniquelyReferenced(&rare) { return rare! }
        let made: Rare
        if let shared = rare { made = Rare(shared.fields) } else { made = Rare() }
        rare = made
        return made
    }

    /// `onAppear` actions, keyed by position, with their place in the body's lifecycle order.
    private(set) var appearActions: [(key: String, order: Int, action: @MainActor () -> Void)] {
        get { rare?.fields.appearActions ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.appearActions
        }
    }
    /// How many modifiers of each kind the walk met at each position (`lifecycleKey`).
    private var lifecycleKeyCounts: [String: Int] {
        get { rare?.fields.lifecycleKeyCounts ?? [:] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lifecycleKeyCounts
        }
    }
    /// What the body produces for preference keys, at its top level (`PreferenceTree`).
    private(set) var preferences: [PreferenceTree] {
        get { rare?.fields.preferences ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.preferences
        }
    }
    /// The regions being walked inside a `preference(key:value:)` or `onPreferenceChange`.
    private var preferenceRegions: [[PreferenceTree]] {
        get { rare?.fields.preferenceRegions ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.preferenceRegions
        }
    }
    /// The body's `onPreferenceChange` modifiers.
    var preferenceReaders: [PreferenceReaderRequest] {
        get { rare?.fields.preferenceReaders ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.preferenceReaders
        }
    }
    /// The controls whose label shows custom views: the graph tells each its view.
    private(set) var labelledControls: [Control] {
        get { rare?.fields.labelledControls ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.labelledControls
        }
    }
    /// What the body's modifiers ask of the graph after the update (`onChange`, `task`, …).
    var lifecycle: LifecycleRequests {
        get { rare?.fields.lifecycle ?? LifecycleRequests() }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lifecycle
        }
    }
    /// Runtime warnings SwiftUI would log while building this body's output.
    var warnings: [String] {
        get { rare?.fields.warnings ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.warnings
        }
    }
    /// The rows of the lazy container being walked, and whether the walk is at its row
    /// level (docs/rules/lazy-containers.md).
    var lazyRows: LazyRows? {
        get { rare?.fields.lazyRows ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lazyRows
        }
    }
    /// Where the body's lazy containers are scrolled to: the first row shown, by key.
    var lazyWindowStarts: [String: Int] {
        get { rare?.fields.lazyWindowStarts ?? [:] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lazyWindowStarts
        }
    }
    /// The lazy containers walked, in the order met.
    var lazyContainers: [LazyContainerRecord] {
        get { rare?.fields.lazyContainers ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lazyContainers
        }
    }
    /// The body's output, kept when it has a lazy container (a scroll walks it again).
    var lazyOutput: (any View)? {
        get { rare?.fields.lazyOutput ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.lazyOutput
        }
    }
    /// Options found by `taggedOptions(of:)`; nil when not collecting.
    private var tagCollector: [(tag: AnyHashable, label: String)]? {
        get { rare?.fields.tagCollector ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.tagCollector
        }
    }
    /// The tag of the view being walked, for a `TabView`'s tab (`.tabItem { … }.tag(1)`).
    var pendingTabTag: AnyHashable? {
        get { rare?.fields.pendingTabTag ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.pendingTabTag
        }
    }
    /// The refresh actions the body's `List`s and `ScrollView`s offer to a pull.
    var refreshActions: [RefreshAction] {
        get { rare?.fields.refreshActions ?? [] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.refreshActions
        }
    }
    /// How the rows of the `List(selection:)` being walked select; nil outside one.
    var listSelection: ListRowSelection? {
        get { rare?.fields.listSelection ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.listSelection
        }
    }
    /// The row's own `.tag(_:)`, if met, inside a row of that list.
    var listRowTag: AnyHashable? {
        get { rare?.fields.listRowTag ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.listRowTag
        }
    }
    /// The tabs of the `TabView` being walked.
    var tabs: TabCollector? {
        get { rare?.fields.tabs ?? nil }
        _modify {
            let rare = ownRare()
            yield &rare.fields.tabs
        }
    }
    /// How many presentations the walk met at each position (`nextPresentationComponent`).
    private var presentationCounts: [String: Int] {
        get { rare?.fields.presentationCounts ?? [:] }
        _modify {
            let rare = ownRare()
            yield &rare.fields.presentationCounts
        }
    }

    init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// Writes the body's items into `storage`, emptied here, keeping its room (`storage` is
    /// left empty): a view that ran before hands over its last render, so a row's one item
    /// goes where the last one was, and no array is made for each body, nor freed.
    /// (`removeAll(keepingCapacity:)` costs ~0.2k instructions; popping one item little.)
    mutating func takeItemStorage(from storage: inout RenderList) {
        // A text kept in place has no room to hand over.
        guard case .items = storage else { return }
        swap(&items, &storage)
        items.removeAllKeepingCapacity()
    }

    /// The structural position being walked, unique within the body.
    var position: String { components.joined(separator: "/") }

    /// What the body shows at its top level.
    private(set) var items = RenderList.empty

    /// Per view type: its name, and whether it is a primitive the walker looks into.
    private static var typeNames: [ObjectIdentifier: String] = [:]
    /// Read (on every view walked), or inserted into in one statement: unchecked.
    @exclusivity(unchecked) private static var customTypes = Set<ObjectIdentifier>()

    private static var runtimeNamedTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether the view is one of the runtime's own, named by what it is (decided once per type).
    static func isRuntimeNamed(_ view: any View) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = runtimeNamedTypes[type] { return known }
        let named = view is any RuntimeNamedView
        runtimeNamedTypes[type] = named
        return named
    }

    private static var swiftUIsOwnTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether the view is SwiftUI's own (a navigation stack, a presentation), which
    /// `_printChanges` never reports (decided once per type).
    /// Whether a view of `type` is SwiftUI's own, when `type` was the last asked about; nil
    /// when not known without the view.
    static func isSwiftUIsOwn(type: ObjectIdentifier) -> Bool? {
        if let last = lastSwiftUIsOwnType, last.type == type { return last.isOwn }
        return nil
    }

    /// `type`: the view's type, when the caller has it already.
    static func isSwiftUIsOwn(_ view: any View, type known: ObjectIdentifier? = nil) -> Bool {
        let type = known ?? ObjectIdentifier(Swift.type(of: view))
        if let last = lastSwiftUIsOwnType, last.type == type { return last.isOwn }
        let own: Bool
        if let known = swiftUIsOwnTypes[type] {
            own = known
        } else {
            own = (view as? any RuntimeNamedView)?.isSwiftUIsOwn == true
            swiftUIsOwnTypes[type] = own
        }
        lastSwiftUIsOwnType = (type, own)
        return own
    }

    /// The last type asked about: a list's rows ask one after another. Only ever read and
    /// assigned whole: no run-time exclusivity check.
    @exclusivity(unchecked) private static var lastSwiftUIsOwnType: (type: ObjectIdentifier, isOwn: Bool)?

    static func typeName(of view: any View) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = typeNames[type] { return known }
        let name = String(describing: Swift.type(of: view))
        typeNames[type] = name
        return name
    }

    /// `type`: the view's type, when the caller knows it (`exactType(of:)`).
    mutating func visit(_ view: any View, component: String?, type known: ObjectIdentifier? = nil) {
        // A row of a lazy container is built only while it is in the window.
        if let rows = lazyRows, rows.atRowLevel, !Self.isRowTransparent(view) {
            visitLazyRow(view, component: component)
            return
        }
        if let component { components.append(component) }
        let type = known ?? ObjectIdentifier(Swift.type(of: view))
        // The last primitive type first (a list's rows each walk their `Text`): no type is
        // both, and the set's lookup cost ~0.13k instructions a row.
        if let last = Self.lastPrimitive, last.type == type {
            last.walk(view, &self)
        } else if Self.customTypes.contains(type) {
            visitCustom(view, comparison: .fieldwise, type: type)
        } else if let walk = Self.primitiveWalk(of: view, type: type) {
            walk(view, &self)
        } else {
            Self.customTypes.insert(type)
            visitCustom(view, comparison: .fieldwise, type: type)
        }
        if component != nil { components.removeLast() }
    }

    /// `T` as `type(of:)` finds it for every value of static type `T`, when no value can
    /// be of another type: a struct's or an enum's (a class's value may be a subclass's).
    /// Nil for a class. A body's output and a `ForEach`'s rows are of their static types:
    /// asking each value's type (`swift_getDynamicType`) cost ~50 instructions a view.
    /// Decided once per type in a row of the same (a class check of the metatype).
    static func exactType<T>(of _: T.Type) -> ObjectIdentifier? {
        let type = ObjectIdentifier(T.self)
        if let last = lastExactType, last.type == type { return last.isExact ? type : nil }
        let isExact = !(T.self is AnyClass)
        lastExactType = (type, isExact)
        return isExact ? type : nil
    }

    /// The last type `exactType(of:)` decided; only ever read and assigned whole.
    @exclusivity(unchecked) private static var lastExactType: (type: ObjectIdentifier, isExact: Bool)?

    /// How to walk a primitive view, per type: casting every view to `any PrimitiveView`
    /// would look its conformance up each time (a row's `Text`, in every row's body).
    private static var primitiveWalks: [ObjectIdentifier: PrimitiveWalk] = [:]

    private typealias PrimitiveWalk = @MainActor (any View, inout StructureWalker) -> Void

    /// How to walk `view` if it is a primitive view; nil for a custom view.
    private static func primitiveWalk(of view: any View, type: ObjectIdentifier) -> PrimitiveWalk? {
        // The last type first: a list's rows show the same primitive, one after another.
        if let last = lastPrimitive, last.type == type { return last.walk }
        let walk: PrimitiveWalk
        if let known = primitiveWalks[type] {
            walk = known
        } else {
            if let primitive = Swift.type(of: view) as? any PrimitiveView.Type {
                walk = walker(of: primitive)
            } else if Swift.type(of: view) is any Shape.Type {
                // A custom shape: drawn as nothing, as the built-in shapes (no pixels).
                walk = { _, _ in }
            } else {
                return nil
            }
            primitiveWalks[type] = walk
        }
        lastPrimitive = (type, walk)
        return walk
    }

    /// Only ever read and assigned whole: no run-time exclusivity check.
    @exclusivity(unchecked) private static var lastPrimitive: (type: ObjectIdentifier, walk: PrimitiveWalk)?

    private static func walker<Primitive: PrimitiveView>(of _: Primitive.Type) -> PrimitiveWalk {
        { view, walker in walk(view, as: Primitive.self, into: &walker) }
    }

    /// Walks `view`, opened from its existential, as the primitive type its walk was made
    /// for: the walk is found by the view's own type, so the two are one type (primitive
    /// views are structs and enums). A dynamic cast (`as!`) of every row's `Text` cost
    /// ~250 instructions.
    private static func walk<Value: View, Primitive: PrimitiveView>(_ view: Value, as _: Primitive.Type,
                                                                    into walker: inout StructureWalker) {
        precondition(Value.self == Primitive.self)
        unsafeBitCast(view, to: Primitive.self).walk(into: &walker)
    }

    /// Makes room for `count` more children and items (a `ForEach`'s rows).
    mutating func reserve(children count: Int) {
        children.reserveCapacity(children.count + count)
        if itemStack.isEmpty {
            items.reserveCapacity(items.count + count)
        } else {
            itemStack[itemStack.count - 1].reserveCapacity(itemStack[itemStack.count - 1].count + count)
        }
    }

    /// Adds to the items of the innermost container being walked, or the body's own.
    private mutating func appendItem(_ item: RenderItem) {
        if itemStack.isEmpty {
            items.append(item)
        } else {
            itemStack[itemStack.count - 1].append(item)
        }
    }

    private mutating func appendItems(_ more: [RenderItem]) {
        if itemStack.isEmpty {
            items.append(contentsOf: more)
        } else {
            itemStack[itemStack.count - 1].append(contentsOf: more)
        }
    }

    /// Visits a view whose identity includes `id` (a `ForEach` element or `.id(_:)`).
    mutating func visitIdentified(_ view: any View, id: any Hashable, offset: Int?, under component: String? = nil) {
        let qualifier = Self.displayName(of: id, offset: offset)
        // `String(reflecting:)` prints an Int as its digits, which its qualifier shows already.
        visitIdentified(view, qualifier: qualifier, component: id is Int ? qualifier : "[" + String(reflecting: id) + "]",
                        id: id, offset: offset, under: component)
    }

    /// The same for an `Int` id (a `ForEach` row's), without casting it to find its name.
    /// `type`: the row's type, when the caller knows it (`exactType(of:)`).
    mutating func visitIdentified(_ view: any View, integerID id: Int, offset: Int, type known: ObjectIdentifier? = nil) {
        // A custom row at the start of the walk (a list's row), the common case: the same
        // child as below, its key written in one go and its qualifier made only if asked.
        let type = known ?? ObjectIdentifier(Swift.type(of: view))
        if components.isEmpty, tagCollector == nil, listSelection == nil, Self.isCustomRow(type) {
            appendCustom(view, type: type, comparison: .fieldwise, rowID: id)
            return
        }
        let qualifier = "[" + String(id) + "]"
        visitIdentified(view, qualifier: qualifier, component: qualifier, id: id, offset: offset, under: nil)
    }

    private mutating func visitIdentified(_ view: any View, qualifier: String, component identified: String,
                                          id: any Hashable, offset: Int?, under component: String?) {
        if let component { components.append(component) }
        defer { if component != nil { components.removeLast() } }
        let saved = pendingQualifier
        pendingQualifier = qualifier
        let tagsBefore = tagCollector?.count
        if listSelection != nil, offset != nil {
            // A `ForEach` row of a list with a selection: tagged with its element's id.
            visitListRow(tag: AnyHashable(id)) { $0.visit(view, component: identified) }
        } else {
            visit(view, component: identified)
        }
        pendingQualifier = saved
        // A picker's `ForEach` row without a tag is tagged with its element's id.
        if let tagsBefore, offset != nil, tagCollector?.count == tagsBefore {
            let label = plainText(of: view)
            tagCollector?.append((AnyHashable(id), label))
        }
    }

    /// The last type `isCustomRow` found custom: a list's rows are one type after another.
    private static var lastCustomRowType: ObjectIdentifier?

    /// Whether a view of `type` is a custom view, as `visit` decides it, for a type walked before.
    private static func isCustomRow(_ type: ObjectIdentifier) -> Bool {
        if type == lastCustomRowType { return true }
        guard customTypes.contains(type) else { return false }
        lastCustomRowType = type
        return true
    }

    var isCollectingTags: Bool { tagCollector != nil }

    /// Whether the walk is inside a row of a `List(selection:)` (`listRowTag`: the row's own tag).
    var isInListRow = false


    mutating func recordTag<Tag: Hashable>(_ tag: Tag, label: String) {
        guard tagCollector != nil else { return }
        tagCollector?.append((AnyHashable(tag), label))
    }

    /// The tagged options of a picker's content, with the text each shows.
    func taggedOptions(of content: any View) -> [(tag: AnyHashable, label: String)] {
        var walker = StructureWalker(environment: environment)
        walker.tagCollector = []
        walker.visit(content, component: nil)
        return walker.tagCollector ?? []
    }

    /// The last custom view type walked, its name and whether the runtime names it: a
    /// list's rows are one type after another.
    private static var lastCustomType: (type: ObjectIdentifier, name: String, isRuntimeNamed: Bool,
                                        equality: ChildComparison?)?

    private static var ownEqualities: [ObjectIdentifier: ChildComparison?] = [:]

    /// How SwiftUI compares a view of this type without `.equatable()`: with its own `==`
    /// when it is `Equatable` and not plain data (it holds a reference or a closure: not
    /// POD), else field by field (nil). Decided once per type (docs/rules/identical-children.md).
    static func ownEquality(of view: any View) -> ChildComparison? {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = ownEqualities[type] { return known }
        let found = (view as? any Equatable).flatMap { Self.equality(of: $0, view: view) }
        ownEqualities[type] = found
        return found
    }

    private static func equality<Value: Equatable>(of _: Value, view: any View) -> ChildComparison? {
        guard !_isPOD(Value.self) else { return nil }
        return .equatable { lhs, rhs in
            guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
            return lhs == rhs
        }
    }

    /// `type`: the view's type, when the caller has it already.
    mutating func visitCustom(_ view: any View, comparison: ChildComparison, type: ObjectIdentifier? = nil) {
        appendCustom(view, type: type ?? ObjectIdentifier(Swift.type(of: view)), comparison: comparison, rowID: nil)
        pendingQualifier = nil
    }

    /// Adds the custom view to `children`: at the current position, or with `rowID` a
    /// row at `[rowID]` below it, whose qualifier is its id (`pendingQualifier` is not used).
    private mutating func appendCustom(_ view: any View, type: ObjectIdentifier, comparison: ChildComparison, rowID: Int?) {
        let fullTypeName: String, runtimeNamed: Bool, equality: ChildComparison?
        if let last = Self.lastCustomType, last.type == type {
            (fullTypeName, runtimeNamed, equality) = (last.name, last.isRuntimeNamed, last.equality)
        } else {
            (fullTypeName, runtimeNamed, equality) = (Self.typeName(of: view), Self.isRuntimeNamed(view), Self.ownEquality(of: view))
            Self.lastCustomType = (type, fullTypeName, runtimeNamed, equality)
        }
        // Field by field unless the view's own `==` applies (`.equatable()` asks for it always).
        let comparison = if case .fieldwise = comparison, let equality { equality } else { comparison }
        let typeName = runtimeNamed ? (view as? any RuntimeNamedView)?.runtimeName ?? fullTypeName : fullTypeName
        // A row is appended only at the start of the walk (`visitIdentified(_:integerID:offset:)`).
        let key = if let rowID {
            Self.rowKey(rowID, typeName: fullTypeName)
        } else {
            switch components.count {
            case 0: fullTypeName
            case 1: components[0] + "/" + fullTypeName
            default: components.joined(separator: "/") + "/" + fullTypeName
            }
        }
        var description = ChildDescription(
            identityKey: key, typeName: typeName, qualifier: rowID == nil ? pendingQualifier : nil, rowID: rowID,
            view: view, modifications: modifications, comparison: comparison)
        description.lifecycleSlot = lifecycleSequence
        description.hasTransition = transitionDepth > 0
        let readable = preferenceReaderDepth > 0 || recordsChildPreferences
        description.insidePreferenceReader = readable
        // Moved in, not copied (a list's body appends one per row).
        children.append(consume description)
        if readable { appendPreference(.child(children.count - 1)) }
        emit(.child(children.count - 1))
    }

    /// `[id]/typeName`, as joining a row's component and its type name makes it, written
    /// in one go (a short one fits in the string itself: nothing is allocated).
    nonisolated static func rowKey(_ id: Int, typeName: String) -> String {
        var name = typeName
        return name.withUTF8 { name in
            let count = 1 + UTF8Writer.decimalLength(of: id) + 2 + name.count
            return String(unsafeUninitializedCapacity: count) { buffer in
                var writer = UTF8Writer(buffer)
                writer.write(UInt8(ascii: "["))
                writer.write(decimal: id)
                writer.write(UInt8(ascii: "]"))
                writer.write(UInt8(ascii: "/"))
                writer.write(name)
                return writer.count
            }
        }
    }

    mutating func emit(_ item: RenderItem) {
        if case .control(let control) = item {
            if !environment[IsEnabledKey.self] { control.isEnabled = false }
            if control.labelItems != nil || control.contentItems != nil { labelledControls.append(control) }
        }
        appendItem(item)
    }

    /// The path of the view whose body is walked, for naming what its body presents.
    var ownerPath = ""

    /// A component for the next presentation walked at this position, unique among the
    /// presentations chained on one view (`.sheet(…).alert(…)`).
    mutating func nextPresentationComponent() -> String {
        let count = presentationCounts[position, default: 0]
        presentationCounts[position] = count + 1
        return "presentation\(count)"
    }

    /// Like `container` (no container when `name` is nil), then hands every control
    /// directly in it to `transform`.
    mutating func container(_ name: String?, transformingControls transform: (Control) -> Void,
                            _ content: (inout StructureWalker) -> Void) {
        itemStack.append([])
        content(&self)
        let items = itemStack.removeLast()
        func apply(_ items: [RenderItem]) {
            for item in items {
                switch item {
                case .control(let control): transform(control)
                case .container(_, let inner): apply(inner)
                default: break
                }
            }
        }
        apply(items)
        if let name {
            emit(.container(name, items))
        } else {
            appendItems(items)
        }
    }

    /// Visits `view` in place, as `visit` does, and returns what it emitted.
    mutating func visitCollecting(_ view: any View) -> [RenderItem] {
        visitCollecting { $0.visit(view, component: nil) }
    }

    /// Runs `visit` in place and returns what it emitted.
    mutating func visitCollecting(_ visit: (inout StructureWalker) -> Void) -> [RenderItem] {
        itemStack.append([])
        visit(&self)
        let items = itemStack.removeLast()
        appendItems(items)
        return items
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
        let saved = environment
        modification.apply(&environment)
        content(&self)
        environment = saved
        modifications.removeLast()
    }

    mutating func registerAppearAction(_ action: @escaping @MainActor () -> Void) {
        appearActions.append((lifecycleKey("appear"), nextLifecycleOrder(), action))
    }

    /// The next place in the body's lifecycle order (an `onAppear`, an `onChange` with
    /// `initial: true`, a `task`), registered after the modifier's content is walked.
    mutating func nextLifecycleOrder() -> Int {
        lifecycleSequence += 1
        return lifecycleSequence - 1
    }

    /// A key for a lifecycle modifier of `kind` at the current position: the position and
    /// how many of that kind came before it there, so a modifier that comes and goes
    /// elsewhere in the body does not change this one's key.
    mutating func lifecycleKey(_ kind: String) -> String {
        let base = position + "#" + kind
        let count = lifecycleKeyCounts[base, default: 0]
        lifecycleKeyCounts[base] = count + 1
        return base + String(count)
    }

    /// Starts a region of preferences (the content of a writer or of a reader).
    mutating func beginPreferenceRegion(reading: Bool = false) {
        preferenceRegions.append([])
        if reading { preferenceReaderDepth += 1 }
    }

    /// Ends the innermost region and returns what it produced.
    mutating func endPreferenceRegion(reading: Bool = false) -> PreferenceTree {
        if reading { preferenceReaderDepth -= 1 }
        let items = preferenceRegions.removeLast()
        return items.count == 1 ? items[0] : .group(items)
    }

    /// Records what the position being walked produces for preference keys.
    mutating func appendPreference(_ tree: PreferenceTree) {
        if preferenceRegions.isEmpty {
            preferences.append(tree)
        } else {
            preferenceRegions[preferenceRegions.count - 1].append(tree)
        }
    }

    /// Walks `content` under a `.transition`.
    mutating func visitWithTransition(_ content: any View) {
        transitionDepth += 1
        visit(content, component: nil)
        transitionDepth -= 1
    }

    /// A control's label, evaluated as SwiftUI evaluates it: a label of text, images and
    /// SwiftUI's own views gives its text (`items` nil); a label that shows custom views is
    /// walked here, under `label`, so those views become children whose bodies run, and
    /// `items` holds it for the control to be named by what they show.
    mutating func controlLabel(of view: any View) -> (text: String, items: [RenderItem]?) {
        var probe = StructureWalker(environment: environment)
        probe.visit(view, component: nil)
        let text = Self.plainText(of: probe.items)
        guard !probe.children.isEmpty else { return (text, nil) }
        itemStack.append([])
        visit(view, component: "label")
        return (text, itemStack.removeLast())
    }

    /// A control made with `label`: named by its text, or by the custom views it shows.
    mutating func control(_ kind: ControlKind, label view: any View, tap: (@MainActor () -> Void)?) -> Control {
        let (text, items) = controlLabel(of: view)
        let control = Control(kind: kind, label: text, tap: tap)
        control.labelItems = items
        return control
    }

    /// The text of a label built outside a walk (a control's initialiser).
    mutating func plainTextOfLabel(_ view: any View) -> String { plainText(of: view) }

    /// The text a label view shows, for naming controls; an image's name when it shows
    /// no text (an icon-only button is named by its symbol, as VoiceOver does).
    func plainText(of view: any View) -> String {
        var walker = StructureWalker(environment: environment)
        walker.visit(view, component: nil)
        return Self.plainText(of: walker.items)
    }

    /// The text of `items`, the custom views among them read from `node`'s children as
    /// they last ran; an image's name when they show no text.
    static func plainText(of items: some Collection<RenderItem>, in node: ViewNode? = nil) -> String {
        let text = items.map { plainText(of: $0, in: node, images: false) }.filter { !$0.isEmpty }.joined(separator: " ")
        if !text.isEmpty { return text }
        return items.map { plainText(of: $0, in: node, images: true) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func plainText(of item: RenderItem, in node: ViewNode?, images: Bool) -> String {
        switch item {
        case .text(let text): text
        case .image(let name): images ? name : ""
        case .control(let control): control.label
        case .container(_, let items):
            items.map { plainText(of: $0, in: node, images: images) }.filter { !$0.isEmpty }.joined(separator: " ")
        case .child(let index):
            if let node, index < node.children.count {
                node.children[index].render.map { plainText(of: $0, in: node.children[index], images: images) }
                    .filter { !$0.isEmpty }.joined(separator: " ")
            } else {
                ""
            }
        }
    }

    /// Ids that print the same on every run are shown; others (a `UUID`) by position.
    static func displayName(of id: any Hashable, offset: Int?) -> String {
        switch id {
        case let value as Int: return "[" + String(value) + "]"
        case let value as any BinaryInteger: return "[\(value)]"
        case let value as String: return "[\(value)]"
        case let value as Bool: return "[\(value)]"
        default:
            if let offset { return "[#\(offset)]" }
            return "[id]"
        }
    }
}
