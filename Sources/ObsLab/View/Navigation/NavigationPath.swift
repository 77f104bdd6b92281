/// A type-erased list of values pushed on a `NavigationStack`.
public struct NavigationPath: Equatable, CustomStringConvertible {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }

    public var description: String { "[" + elements.map { "\($0.base)" }.joined(separator: ", ") + "]" }
}

/// How a stack reads and changes its path, whatever its type: a `NavigationPath`, an
/// array bound with `NavigationStack(path:)`, or the stack's own.
@MainActor
struct NavigationPathAccess {
    /// The elements, read through the binding (a read inside a body is a dependency).
    let elements: @MainActor () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor (Int) -> Void
    let peekCount: @MainActor () -> Int

    static func path(_ binding: Binding<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(
            elements: { binding.wrappedValue.elements },
            append: { value in binding.wrappedValue.elements.append(value); return true },
            removeLast: { binding.wrappedValue.removeLast($0) },
            peekCount: { binding.readUntracked().count })
    }

    static func collection<Data>(_ binding: Binding<Data>) -> NavigationPathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        NavigationPathAccess(
            elements: { binding.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                binding.wrappedValue.append(element)
                return true
            },
            removeLast: { count in binding.wrappedValue.removeLast(Swift.min(count, binding.readUntracked().count)) },
            peekCount: { binding.readUntracked().count })
    }
}
