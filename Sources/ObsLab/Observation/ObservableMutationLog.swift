/// Turns Observation's callbacks into trace events that name the object and the
/// property, which SwiftUI never tells you.
///
/// The callbacks give a key path, but key paths of macro-generated properties print no
/// name on Linux. So, for each mutation, the log takes the objects of the key path's
/// root type that the invalidated views can reach, snapshots their stored (backing)
/// fields in `willSet`, and compares them in `didSet`: the field that changed names the
/// object and the property. When nothing changed (`m.a += 0`) it uses the name learned
/// for that key path before, and otherwise falls back to the type.
@MainActor
final class ObservableMutationLog {
    private unowned let graph: ViewGraph
    /// Names learned for key paths, from earlier mutations that changed a field.
    private var learnedNames: [AnyKeyPath: String] = [:]
    private var open: [OpenMutation] = []

    private final class OpenMutation {
        let keyPath: AnyKeyPath?
        var nodes: [ViewNode] = []
        var pendingDidSets = 0
        var candidates: [ObjectIdentifier: (object: AnyObject, fields: [(String, Any)])] = [:]
        var candidateOrder: [ObjectIdentifier] = []

        init(keyPath: AnyKeyPath?) { self.keyPath = keyPath }
    }

    init(graph: ViewGraph) { self.graph = graph }

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
        guard let keyPath else { return }
        let rootType = type(of: keyPath).rootType
        for object in ObjectReachability.objects(from: node.observationRoots, ofType: rootType)
        where mutation.candidates[ObjectIdentifier(object)] == nil {
            _ = graph.objects.name(of: object)
            mutation.candidates[ObjectIdentifier(object)] = (object, Self.storedFields(of: object))
            mutation.candidateOrder.append(ObjectIdentifier(object))
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
        let (objectName, property, changed) = attribute(mutation)
        let subject = property.map { "\(objectName).\($0)" } ?? objectName
        graph.recorder.record(TraceEvent(
            kind: .mutation, object: objectName, property: property,
            detail: changed == false ? "set, value unchanged (a _modify access notifies anyway)" : nil,
            valueChanged: changed))
        let nodes = mutation.nodes.sorted { $0.precedes($1) }
        for node in nodes {
            graph.invalidate(node, InvalidationCause(token: .dependencies, detail: subject))
        }
    }

    private func attribute(_ mutation: OpenMutation) -> (object: String, property: String?, changed: Bool?) {
        let valueType = mutation.keyPath.map { type(of: $0).valueType }
        let rootName = mutation.keyPath.map { "\(type(of: $0).rootType)" } ?? "an observable object"
        var changedObjects: [(AnyObject, [String])] = []
        for id in mutation.candidateOrder {
            guard let candidate = mutation.candidates[id] else { continue }
            let now = Self.storedFields(of: candidate.object)
            var changedLabels: [String] = []
            for ((label, before), (_, after)) in zip(candidate.fields, now)
            where !ValueComparison.equal(before, after) {
                changedLabels.append(label)
            }
            if !changedLabels.isEmpty { changedObjects.append((candidate.object, changedLabels)) }
        }
        if changedObjects.count == 1, let (object, labels) = changedObjects.first {
            let typed = labels.filter { label in Self.field(label, of: object, matches: valueType) }
            let chosen = typed.count == 1 ? typed : labels
            var property: String? = chosen.count == 1 ? Self.propertyName(chosen[0]) : nil
            if let property, let keyPath = mutation.keyPath { learnedNames[keyPath] = property }
            if property == nil, let keyPath = mutation.keyPath { property = learnedNames[keyPath] }
            return (graph.objects.name(of: object), property, true)
        }
        let learned = mutation.keyPath.flatMap { learnedNames[$0] }
        if changedObjects.isEmpty, mutation.candidateOrder.count == 1,
           let only = mutation.candidates[mutation.candidateOrder[0]]?.object {
            var property = learned
            if property == nil {
                let typed = Self.storedFields(of: only).map(\.0).filter { Self.field($0, of: only, matches: valueType) }
                if typed.count == 1 { property = Self.propertyName(typed[0]) }
            }
            return (graph.objects.name(of: only), property, false)
        }
        return (rootName, learned, changedObjects.isEmpty && !mutation.candidateOrder.isEmpty ? false : nil)
    }

    /// The macro stores `var title` as `_title`; those are the fields compared.
    static func storedFields(of object: AnyObject) -> [(String, Any)] {
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

    private static func field(_ label: String, of object: AnyObject, matches valueType: Any.Type?) -> Bool {
        guard let valueType else { return true }
        guard let value = storedFields(of: object).first(where: { $0.0 == label })?.1 else { return false }
        return type(of: value) == valueType
    }

    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// Finds the objects a view can reach through what it holds: its fields, its state,
/// its environment objects, and what those hold in turn (arrays, optionals, properties).
@MainActor
enum ObjectReachability {
    static let maximumVisits = 20_000

    static func objects(from roots: [Any], ofType target: Any.Type) -> [AnyObject] {
        var found: [AnyObject] = []
        var seen = Set<ObjectIdentifier>()
        var queue: [(value: Any, depth: Int)] = roots.map { ($0, 0) }
        var head = 0
        while head < queue.count, head < maximumVisits {
            let (value, depth) = queue[head]
            head += 1
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
                if type(of: object) == target { found.append(object) }
                if depth >= 4 { continue }
                for (_, field) in ObservableMutationLog.storedFields(of: object) {
                    queue.append((field, depth + 1))
                }
            } else if !mirror.children.isEmpty, !ValueComparison.isFunction(value) {
                for child in mirror.children { queue.append((child.value, depth)) }
            }
        }
        return found
    }
}
