// A binding to a mutable collection is a collection of bindings to its elements, as in
// SwiftUI (`for $item in $items`, `$items.indices`, `ForEach($items, id: \.id)`): each
// element is `$items[dynamicMember: \.[index]]`. Reading the collection's indices reads the
// bound value, so a body that walks `$items` depends on it, as one that reads `items`.
// The conformances are the main actor's, as a binding is.

extension Binding: @MainActor Sequence where Value: MutableCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> { self[dynamicMember: \Value.[position]] }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: @MainActor RandomAccessCollection where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}
