@_spi(Reflection) import Swift

/// Turns Observation's callbacks into trace events that name the object and the
/// property, which SwiftUI never tells you.
///
/// The callbacks give the changed key path; the view's registration says which objects'
/// registrars it read that key path from. The key path is named once per key path
/// (`PropertyNames`); `willSet` keeps the value of that property's backing field
/// (`_title`) in each candidate object and `didSet` compares it: the object whose field
/// changed is the one that was set, and an unchanged field means "set, value
/// unchanged". A named property with no backing field is computed, notifying by hand
/// (`withMutation`). When the key path has no name yet, the log snapshots every stored
/// field and the field that changed names the property.
@MainActor
package final class ObservableMutationLog {
    /// The graph owns the log and outlives it: no reference count checked per access.
    private unowned(unsafe) let graph: ViewGraph
    private let names: PropertyNames
    /// Mutations whose didSets are pending, innermost last (unchecked: see `OpenMutation`).
    @exclusivity(unchecked) private var open: [OpenMutation] = []

    private struct Candidate {
        let object: AnyObject
        /// The object's name in the graph.
        let name: String
        /// The backing field of the named property, and its value before the change.
        var layout: FieldLayout?
        var field: Int?
        var before: Any?
        /// The value before the change when the field is a `String`, read as one: compared
        /// without casting from `Any`.
        var beforeText: String?
        /// Every stored field before the change, when the property has no name yet.
        var fields: [(String, Any)]?
    }

    private final class OpenMutation {
        // Read and written only in this file, one access at a time, never across a call
        // that could come back: no run-time exclusivity check (about 60 instructions an
        // access). The first view is held apart from the rest: most changes reach one view.
        @exclusivity(unchecked) var keyPath: AnyKeyPath?
        @exclusivity(unchecked) var firstNode: ViewNode?
        @exclusivity(unchecked) var moreNodes: [ViewNode] = []
        @exclusivity(unchecked) var pendingDidSets = 0
        @exclusivity(unchecked) var candidates: [Candidate] = []
        @exclusivity(unchecked) var unresolved = false
        @exclusivity(unchecked) var property: String?

        init(keyPath: AnyKeyPath?) { self.keyPath = keyPath }

        /// Empties the mutation for the next one, keeping its lists' storage.
        func reset() {
            keyPath = nil
            firstNode = nil
            if !moreNodes.isEmpty { moreNodes.removeAll(keepingCapacity: true) }
            pendingDidSets = 0
            if candidates.count == 1 {
                candidates.removeLast()
            } else if !candidates.isEmpty {
                candidates.removeAll(keepingCapacity: true)
            }
            unresolved = false
            property = nil
        }

        /// The views the change reached, in the order they were called.
        var nodes: [ViewNode] { firstNode.map { [$0] + moreNodes } ?? [] }

        func append(_ node: ViewNode) {
            if firstNode == nil { firstNode = node } else { moreNodes.append(node) }
        }

        func hasCandidate(_ object: AnyObject) -> Bool {
            // A loop, not `contains(where:)`: a closure made here would check its actor on each call.
            for index in candidates.indices where candidates[index].object === object { return true }
            return false
        }
    }
    /// The last closed mutation, emptied: the next one reuses it and its lists' storage.
    @exclusivity(unchecked) private var spare: OpenMutation?

    /// A key path's property and backing field in one object type, worked out once: a
    /// change then costs a lookup by the key path's identity, not a hash of its components.
    private struct Attribution {
        /// Held so that the identity the entry is filed under stays this key path's.
        let keyPath: AnyKeyPath
        let type: ObjectIdentifier
        let property: String
        let layout: FieldLayout
        let field: Int?
    }
    private var attributions: [ObjectIdentifier: Attribution] = [:]
    /// The last attribution used: a list's rows change the same property one after another.
    @exclusivity(unchecked) private var lastAttribution: Attribution?

    init(graph: ViewGraph) {
        self.graph = graph
        names = PropertyNames(graph: graph)
    }

    package var propertyNames: PropertyNames { names }

    func willSet(_ node: ViewNode, keyPath: AnyKeyPath?) {
        let mutation: OpenMutation
        if let last = open.last, Self.same(last.keyPath, keyPath) {
            mutation = last
        } else if let reused = spare {
            spare = nil
            reused.keyPath = keyPath
            mutation = reused
            open.append(mutation)
        } else {
            mutation = OpenMutation(keyPath: keyPath)
            open.append(mutation)
        }
        mutation.append(node)
        mutation.pendingDidSets += 1
        guard let keyPath, let registration = node.trackingRegistration else {
            mutation.unresolved = true
            return
        }
        registration.forEachRegistrar(reading: keyPath) { registrar in
            guard let (object, name) = graph.observables.namedOwner(of: registrar, near: node) else {
                mutation.unresolved = true
                return
            }
            if mutation.hasCandidate(object) { return }
            let (property, layout, field) = attribution(of: keyPath, in: object)
            mutation.property = mutation.property ?? property
            if let field, let text = layout.storedString(at: field, of: object) {
                mutation.candidates.append(Candidate(object: object, name: name, layout: layout, field: field, beforeText: text))
            } else if let field {
                mutation.candidates.append(Candidate(object: object, name: name, layout: layout, field: field,
                                                     before: currentValue(keyPath, layout: layout, field: field, of: object)))
            } else if property != nil {
                mutation.candidates.append(Candidate(object: object, name: name))
            } else {
                mutation.candidates.append(Candidate(object: object, name: name, fields: StoredFields.of(object)))
            }
        }
    }

    /// The property `keyPath` names in `object` (when known without a change), the
    /// object's field layout and the property's backing field.
    private func attribution(of keyPath: AnyKeyPath, in object: AnyObject) -> (String?, FieldLayout, Int?) {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = lastAttribution, known.keyPath === keyPath, known.type == type {
            return (known.property, known.layout, known.field)
        }
        if let known = attributions[ObjectIdentifier(keyPath)], known.type == type, known.keyPath === keyPath {
            lastAttribution = known
            return (known.property, known.layout, known.field)
        }
        let layout = FieldLayout.of(object)
        guard let property = names.knownName(of: keyPath, in: object) else { return (nil, layout, nil) }
        let field = layout.index(of: "_" + property)
        let made = Attribution(keyPath: keyPath, type: type, property: property, layout: layout, field: field)
        attributions[ObjectIdentifier(keyPath)] = made
        lastAttribution = made
        return (property, layout, field)
    }

    func didSet(_ node: ViewNode, keyPath: AnyKeyPath?) {
        // A loop, not `lastIndex(where:)`: a closure made here would check its actor on each call.
        var found: Int?
        for index in open.indices.reversed() where Self.same(open[index].keyPath, keyPath) {
            found = index
            break
        }
        guard let index = found else { return }
        let mutation = open[index]
        mutation.pendingDidSets -= 1
        guard mutation.pendingDidSets == 0 else { return }
        open.remove(at: index)
        close(mutation)
        mutation.reset()
        spare = mutation
    }

    private func close(_ mutation: OpenMutation) {
        let (objectName, property, changed, isComputed) = attribute(mutation)
        let detail: TraceDetail? = switch (property, changed) {
        case (_, false?): .setUnchangedByModify
        default: isComputed ? .computedPropertyNotified : nil
        }
        graph.recorder.record(TraceEvent(kind: .mutation, object: objectName, property: property, detail: detail,
                                         valueChanged: changed))
        let subject = TraceDetail.trackedProperty(
            object: objectName,
            property.map(TraceDetail.PropertyName.named)
                ?? .unnamed(valueType: mutation.keyPath.map { "\(type(of: $0).valueType)" } ?? "?"))
        if let only = mutation.firstNode, mutation.moreNodes.isEmpty {
            graph.invalidate(only, InvalidationCause(token: .dependencies, detail: subject))
            return
        }
        let reached = mutation.nodes
        let nodes = reached.count > 1 ? ViewNode.treeOrder(of: reached).map { reached[$0] } : reached
        for node in nodes {
            graph.invalidate(node, InvalidationCause(token: .dependencies, detail: subject))
        }
    }

    /// The same key path, or both none: by identity first (the macro's accessors hand
    /// Observation the same instance each time), by value otherwise.
    private static func same(_ lhs: AnyKeyPath?, _ rhs: AnyKeyPath?) -> Bool {
        if lhs === rhs { return true }
        guard let lhs, let rhs else { return false }
        return lhs == rhs
    }

    /// Whether the candidate's stored field changed; nil when it has none (or the property
    /// has no name yet).
    private func fieldChanged(in mutation: OpenMutation, at index: Int) -> Bool? {
        guard let layout = mutation.candidates[index].layout, let field = mutation.candidates[index].field else { return nil }
        let object = mutation.candidates[index].object
        if let before = mutation.candidates[index].beforeText {
            // Read as it was read before the change; `ValueComparison` compares strings so.
            guard let now = layout.storedString(at: field, of: object) else { return true }
            return !StringEquality.equal(before, now)
        }
        guard let before = mutation.candidates[index].before else { return nil }
        let now = currentValue(mutation.keyPath, layout: layout, field: field, of: object)
        return !ValueComparison.equal(before, now, closuresEqual: true)
    }

    /// The value of a property whose backing field is `field`: through its key path (the
    /// macro's getter returns the field), except inside a body, where reading would add a
    /// dependency; there, from the field itself.
    private func currentValue(_ keyPath: AnyKeyPath?, layout: FieldLayout, field: Int, of object: AnyObject) -> Any {
        if let value = layout.storedValue(at: field, of: object) { return value }
        if !graph.isEvaluatingBody, let keyPath, let value = PropertyNames.read(keyPath, from: object) { return value }
        return layout.value(at: field, of: object)
    }

    private func attribute(_ mutation: OpenMutation) -> (object: String, property: String?, changed: Bool?, isComputed: Bool) {
        // The common case, one object whose named property has a backing field: what the
        // general case below concludes for it, without building its lists.
        // (Read in place, field by field: copying the candidate out would retain each of its parts.)
        if mutation.candidates.count == 1, let property = mutation.property,
           let changed = fieldChanged(in: mutation, at: 0) {
            return (mutation.candidates[0].name, property, mutation.unresolved && !changed ? nil : changed, false)
        }
        var changedObjects: [(object: AnyObject, labels: [String])] = []
        var hasStoredField = false
        let candidates = mutation.candidates
        for (index, candidate) in candidates.enumerated() {
            if let changed = fieldChanged(in: mutation, at: index), let layout = candidate.layout,
               let field = candidate.field {
                hasStoredField = true
                if changed { changedObjects.append((candidate.object, [layout.labels[field]])) }
            } else if let fields = candidate.fields {
                hasStoredField = true
                let now = StoredFields.of(candidate.object)
                let labels = zip(fields, now)
                    .filter { !ValueComparison.equal($0.0.1, $0.1.1, closuresEqual: true) }.map(\.0.0)
                if !labels.isEmpty { changedObjects.append((candidate.object, labels)) }
            }
        }
        let objects = changedObjects.isEmpty ? candidates.map(\.object) : changedObjects.map(\.object)
        let changed: Bool? = mutation.unresolved && changedObjects.isEmpty ? nil : !changedObjects.isEmpty
        guard objects.count == 1, let object = objects.first else {
            let described = objects.map { graph.objects.name(of: $0) }.sorted()
            let property = mutation.property ?? mutation.keyPath.flatMap { names.learnedName(of: $0) }
            let rootName = mutation.keyPath.map { "\(type(of: $0).rootType)" } ?? "an observable object"
            return (described.isEmpty ? rootName : described.joined(separator: " or "), property, changed, false)
        }
        // Named, with no backing field: a computed property notifying by hand
        // (`withMutation`), whose value lives elsewhere; whether it changed is unknown.
        if mutation.property != nil && !hasStoredField {
            return (graph.objects.name(of: object), mutation.property, nil, true)
        }
        let property = mutation.property ?? mutation.keyPath.flatMap { keyPath in
            names.name(of: keyPath, in: object, changedLabels: changedObjects.first?.labels ?? [])
        }
        if property == nil && changedObjects.isEmpty {
            return (graph.objects.name(of: object), nil, nil, true)
        }
        return (graph.objects.name(of: object), property, changed, false)
    }
}

/// The stored fields of a class, listed once per type: where each lives, so one field
/// can be read without reflecting the others.
@MainActor
final class FieldLayout {
    private static var layouts: [ObjectIdentifier: FieldLayout] = [:]

    /// Labels in `StoredFields.of` order (the class's own first, then its superclasses').
    let labels: [String]
    /// Per field: how many superclasses up, and its index among that class's children.
    private let places: [(depth: Int, index: Int)]
    private let indexByLabel: [String: Int]
    /// Per field, where it lies in the instance and its type, when the runtime's field
    /// metadata gives it unambiguously for a strong stored property: read without a Mirror.
    private let storage: [(offset: Int, type: Any.Type)?]

    private init(_ object: AnyObject) {
        var labels: [String] = []
        var places: [(Int, Int)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        var depth = 0
        while let current = mirror {
            for (index, child) in current.children.enumerated() {
                guard let label = child.label, label != "_$observationRegistrar" else { continue }
                labels.append(label)
                places.append((depth, index))
            }
            mirror = current.superclassMirror
            depth += 1
        }
        self.labels = labels
        self.places = places
        indexByLabel = Dictionary(labels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        storage = Self.storage(of: type(of: object), labels: labels)
    }

    /// Where each field lies, from the runtime's field metadata. Only fields of a struct,
    /// enum or tuple type: a `weak` or `unowned` reference (an optional or a class, which
    /// the metadata does not tell apart from a strong one) keeps the reflecting read.
    private static func storage(of type: AnyClass, labels: [String]) -> [(offset: Int, type: Any.Type)?] {
        var found: [String: (offset: Int, type: Any.Type)] = [:]
        var excluded = Set<String>()
        // `.classType` (a `static var`, which Swift 6 will not read from here).
        let listed = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, kind in
            let label = String(cString: name)
            let readable = kind == .struct || kind == .enum || kind == .tuple
            if found.updateValue((offset, fieldType), forKey: label) != nil || !readable { excluded.insert(label) }
            return true
        }
        guard listed else { return labels.map { _ in nil } }
        return labels.map { label in excluded.contains(label) ? nil : found[label] }
    }

    /// The current value of the field at `index` when it is a `String` read from the
    /// instance's storage; nil otherwise.
    func storedString(at index: Int, of object: AnyObject) -> String? {
        guard let place = storage[index], place.type == String.self else { return nil }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return (base + place.offset).assumingMemoryBound(to: String.self).pointee
    }

    /// The current value of the field at `index`, read from the instance's storage; nil
    /// when the field must be read through reflection.
    func storedValue(at index: Int, of object: AnyObject) -> Any? {
        guard let place = storage[index] else { return nil }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return loadStoredField(place.type, from: base + place.offset)
    }

    static func of(_ object: AnyObject) -> FieldLayout {
        let key = ObjectIdentifier(type(of: object))
        if let known = layouts[key] { return known }
        let layout = FieldLayout(object)
        layouts[key] = layout
        return layout
    }

    func index(of label: String) -> Int? { indexByLabel[label] }

    /// The current value of the field at `index` of `object`.
    func value(at index: Int, of object: AnyObject) -> Any {
        var mirror = Mirror(reflecting: object)
        for _ in 0..<places[index].depth {
            guard let up = mirror.superclassMirror else { break }
            mirror = up
        }
        let children = mirror.children
        return children[children.index(children.startIndex, offsetBy: places[index].index)].value
    }
}

private func loadStoredField<Value>(_: Value.Type, from pointer: UnsafeRawPointer) -> Any {
    pointer.assumingMemoryBound(to: Value.self).pointee
}

/// The stored fields of an object, through reflection: the macro stores `var title` as
/// `_title`; the registrar itself is left out.
package enum StoredFields {
    package static func of(_ object: AnyObject) -> [(String, Any)] {
        var fields: [(String, Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label != "_$observationRegistrar" else { continue }
                fields.append((label, child.value))
            }
            mirror = current.superclassMirror
        }
        return fields
    }

    package static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// Names the key paths of `@Observable` properties, which print no name on Linux.
@MainActor
package final class PropertyNames {
    private unowned let graph: ViewGraph
    private var learned: [AnyKeyPath: String] = [:]
    private var resolved: [AnyKeyPath: String] = [:]
    private var symbolsTried = Set<AnyKeyPath>()

    init(graph: ViewGraph) { self.graph = graph }

    func learnedName(of keyPath: AnyKeyPath) -> String? { learned[keyPath] }

    /// The property `keyPath` stands for, when it can be known without a change: from
    /// the key path's own description or its getter's symbol (`KeyPathSymbols`), else
    /// from the one tracked field (`_name`) of `object`'s type that has the key path's
    /// value type. Worked out once per key path.
    func knownName(of keyPath: AnyKeyPath, in object: AnyObject) -> String? {
        if let known = resolved[keyPath] { return known }
        if !symbolsTried.contains(keyPath) {
            symbolsTried.insert(keyPath)
            if let name = KeyPathSymbols.propertyName(of: keyPath) {
                resolved[keyPath] = name
                return name
            }
        }
        let valueType = type(of: keyPath).valueType
        let tracked = StoredFields.of(object).filter { $0.0.hasPrefix("_") && type(of: $0.1) == valueType }
        guard tracked.count == 1 else { return nil }
        let name = StoredFields.propertyName(tracked[0].0)
        resolved[keyPath] = name
        return name
    }

    /// The property `keyPath` stands for in `object`: from the one field a mutation
    /// changed, a name learned before, or the one field of the key path's value type
    /// holding the value read through it (checked against every instance the lab knows).
    package func name(of keyPath: AnyKeyPath, in object: AnyObject, changedLabels: [String] = []) -> String? {
        if let known = knownName(of: keyPath, in: object) { return known }
        let valueType = type(of: keyPath).valueType
        let typedChanges = changedLabels.filter { label in
            StoredFields.of(object).first { $0.0 == label }.map { type(of: $0.1) == valueType } ?? false
        }
        if typedChanges.count == 1 {
            let name = StoredFields.propertyName(typedChanges[0])
            learned[keyPath] = name
            return name
        }
        if let name = learned[keyPath] { return name }
        // Reading through the key path calls the object's `access`; never inside a body,
        // where it would add a dependency.
        guard !graph.isEvaluatingBody else { return nil }
        let instances = [object] + graph.objects.objects.map(\.object).filter {
            $0 !== object && type(of: $0) == type(of: object)
        }
        var possible: Set<String>?
        for instance in instances {
            guard let value = Self.read(keyPath, from: instance) else { continue }
            let matching = StoredFields.of(instance).filter { type(of: $0.1) == valueType && ValueComparison.equal($0.1, value) }
            let labels = Set(matching.map(\.0))
            possible = possible.map { $0.intersection(labels) } ?? labels
            if possible?.count == 1 { break }
        }
        guard let only = possible, only.count == 1, let label = only.first else { return nil }
        let name = StoredFields.propertyName(label)
        learned[keyPath] = name
        return name
    }

    static func read<Root: AnyObject>(_ keyPath: AnyKeyPath, from object: Root) -> Any? {
        object[keyPath: keyPath]
    }
}
