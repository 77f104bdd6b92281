/// Which control has keyboard focus, as a value the view owns: `@FocusState var
/// isFocused: Bool`, or `@FocusState var field: Field?` for several fields.
///
/// It is stored like `@State` (with the view's identity, invalidating the views that
/// read it, `_field changed.`). Typing into a field marked with `.focused(_:)` or
/// `.focused(_:equals:)` focuses it first, as tapping into it does.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var storage: State<Value>

    public init() where Value == Bool { storage = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { storage = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the focus, for `.focused(_:)`.
    public var projectedValue: Binding { Binding(state: storage.projectedValue) }

    /// The binding `$isFocused` gives: read and write the focus.
    @MainActor @propertyWrapper @dynamicMemberLookup
    public struct Binding {
        let state: ObsLab.Binding<Value>

        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }

        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> ObsLab.Binding<Subject> {
            state[dynamicMember: keyPath]
        }
    }
}

/// A view whose text fields take the focus when typed into.
struct FocusedView<Content: View>: View, PrimitiveView {
    let content: Content
    let focus: @MainActor () -> Void
    /// Whether the focus state gives this view the focus: when it stops, an edit of its
    /// field ends (a field of a formatted value commits its value).
    let isFocused: @MainActor () -> Bool

    func walk(into walker: inout StructureWalker) {
        let focus = focus, isFocused = isFocused
        walker.container(nil, transformingControls: { control in
            guard control.kind == .textField, let setText = control.setText else { return }
            control.setText = { text in
                focus()
                setText(text)
            }
            control.hasFocus = isFocused
        }) { $0.visit(content, component: nil) }
    }
}

extension View {
    /// Ties the focus to this view: typing into its field sets `condition` to true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, focus: {
            if !condition.state.readUntracked() { condition.wrappedValue = true }
        }, isFocused: { condition.state.readUntracked() })
    }

    /// Ties the focus to this view: typing into its field sets `binding` to `value`.
    /// `Value` is the focus state's own type: an optional field enum (`.focused($field,
    /// equals: .email)`) or a plain one (`FocusState<Bool>`, `equals: true`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, focus: {
            if binding.state.readUntracked() != value { binding.wrappedValue = value }
        }, isFocused: { binding.state.readUntracked() == value })
    }
}
