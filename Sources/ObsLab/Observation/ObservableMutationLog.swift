/// Turns Observation's callbacks into trace events that name the object and the
/// property, which SwiftUI never tells you.
///
/// The callbacks give the changed key path; the view's registration says which objects'
/// registrars it read that key path from. Key paths of macro-generated properties print
/// no name on Linux, so the log snapshots those objects' stored (backing) fields in
/// `willSet` and compares them in `didSet`: the field that changed names the property.
/// When nothing changed (`m.a += 0`) it uses a name learned before, or the one field of
/// the right type holding the value read through the key path; failing both, the type.
@MainActor
final class ObservableMutationLog {
    private unowned let graph: ViewGraph
    private let names: PropertyNames
    private var open: [OpenMutation] = []

    private final class OpenMutation {
        let keyPath: AnyKeyPath?
        var nodes: [ViewNode] = []
        var pendingDidSets = 0
        var candidates: [(object: AnyObject, fields: [(String, Any)])] = []
        var unresolved = false

        init(keyPath: AnyKeyPath?) { self.keyPath = keyPath }
    }

    init(graph: ViewGraph) {
        self.graph = graph
        names = PropertyNames(graph: graph)
    }

    var propertyNames: PropertyNames { names }

    func willSet(_ node: ViewNode, keyPath: AnyKeyPath?) {
        let mutation: OpenMutation
        if let last = open.last, last.keyPath == keyPath {
            mutation = last
        } else {
            mutation = OpenMutation(keyPath: keyPath)
            open.append(mutation)
        }
        mutation.nodes.append(node)
        mutation.pendingDidSets += 1
        guard let keyPath, let registration = node.trackingRegistration else {
            mutation.unresolved = true
            return
        }
        for registrar in registration.registrars(reading: keyPath) {
            guard let object = graph.observables.owner(of: registrar, near: node) else {
                mutation.unresolved = true
                continue
            }
            if mutation.candidates.contains(where: { $0.object === object }) { continue }
            mutation.candidates.append((object, StoredFields.of(object)))
        }
    }

    func didSet(_ node: ViewNode, keyPath: AnyKeyPath?) {
        guard let index = open.lastIndex(where: { $0.keyPath == keyPath }) else { return }
        let mutation = open[index]
        mutation.pendingDidSets -= 1
        guard mutation.pendingDidSets == 0 else { return }
        open.remove(at: index)
        close(mutation)
    }

    private func close(_ mutation: OpenMutation) {
        let (objectName, property, changed, isComputed) = attribute(mutation)
        let valueType = mutation.keyPath.map { "\(type(of: $0).valueType)" } ?? "?"
        let subject = property.map { "\(objectName).\($0)" } ?? "\(objectName).(a \(valueType) property)"
        let detail: String? = switch (property, changed) {
        case (_, false?): "set, value unchanged (a _modify access notifies anyway)"
        default: isComputed ? "a property with no stored field of its own: computed, notifying with withMutation" : nil
        }
        graph.recorder.record(TraceEvent(kind: .mutation, object: objectName, property: property, detail: detail,
                                         valueChanged: changed))
        for node in mutation.nodes.sorted(by: { $0.precedes($1) }) {
            graph.invalidate(node, InvalidationCause(token: .dependencies, detail: subject))
        }
    }

    private func attribute(_ mutation: OpenMutation) -> (object: String, property: String?, changed: Bool?, isComputed: Bool) {
        let rootName = mutation.keyPath.map { "\(type(of: $0).rootType)" } ?? "an observable object"
        var changedObjects: [(object: AnyObject, labels: [String])] = []
        for candidate in mutation.candidates {
            let now = StoredFields.of(candidate.object)
            let labels = zip(candidate.fields, now)
                .filter { !ValueComparison.equal($0.0.1, $0.1.1, closuresEqual: true) }.map(\.0.0)
            if !labels.isEmpty { changedObjects.append((candidate.object, labels)) }
        }
        let objects = changedObjects.isEmpty ? mutation.candidates.map(\.object) : changedObjects.map(\.object)
        let changed: Bool? = mutation.unresolved && changedObjects.isEmpty ? nil : !changedObjects.isEmpty
        guard objects.count == 1, let object = objects.first else {
            let described = objects.map { graph.objects.name(of: $0) }.sorted()
            let property = mutation.keyPath.flatMap { names.learnedName(of: $0) }
            return (described.isEmpty ? rootName : described.joined(separator: " or "), property, changed, false)
        }
        let property = mutation.keyPath.flatMap { keyPath in
            names.name(of: keyPath, in: object, changedLabels: changedObjects.first?.labels ?? [])
        }
        // Unnamed and nothing stored changed: a computed property notifying by hand
        // (`withMutation`), whose value lives elsewhere; whether it changed is unknown.
        if property == nil && changedObjects.isEmpty {
            return (graph.objects.name(of: object), nil, nil, true)
        }
        return (graph.objects.name(of: object), property, changed, false)
    }
}

/// The stored fields of an object, through reflection: the macro stores `var title` as
/// `_title`; the registrar itself is left out.
enum StoredFields {
    static func of(_ object: AnyObject) -> [(String, Any)] {
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

    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// Names the key paths of `@Observable` properties, which print no name on Linux.
@MainActor
final class PropertyNames {
    private unowned let graph: ViewGraph
    private var learned: [AnyKeyPath: String] = [:]

    init(graph: ViewGraph) { self.graph = graph }

    func learnedName(of keyPath: AnyKeyPath) -> String? { learned[keyPath] }

    /// The property `keyPath` stands for in `object`: from the one field a mutation
    /// changed, a name learned before, or the one field of the key path's value type
    /// holding the value read through it (checked against every instance the lab knows).
    func name(of keyPath: AnyKeyPath, in object: AnyObject, changedLabels: [String] = []) -> String? {
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

    private static func read<Root: AnyObject>(_ keyPath: AnyKeyPath, from object: Root) -> Any? {
        object[keyPath: keyPath]
    }
}
