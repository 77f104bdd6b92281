import Foundation
import OpenCombine
import OpenCombineDefaults

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object changes: the same one on every access,
    /// as in Apple's Combine, whether or not the object declares `@Published` properties.
    ///
    /// OpenCombine's default returns a new publisher on each access when the object has
    /// no `@Published` property, so a view would subscribe to one and a hand-written
    /// `objectWillChange.send()` would go to another. This module imports OpenCombine, so
    /// this declaration shadows OpenCombine's for every module that imports this one: the
    /// lab's runtime (which re-exports it) and every file `obslab try` compiles, a model
    /// file that imports only Foundation included.
    public var objectWillChange: ObservableObjectPublisher {
        StableObjectWillChange.publisher(for: self)
    }
}

/// Where objects without `@Published` properties keep their `objectWillChange`.
package enum StableObjectWillChange {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var purgeAt = 64
    /// The types this default has served: the types whose `objectWillChange` it is.
    nonisolated(unsafe) private static var servedTypes: Set<ObjectIdentifier> = []

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let type = ObjectIdentifier(Swift.type(of: object))
        lock.lock()
        if !servedTypes.contains(type) { servedTypes.insert(type) }
        lock.unlock()
        if let installed = OpenCombineDefaults.installedPublisher(publishedFields: publishedFields(of: object)) {
            return installed
        }
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An entry whose object is gone belongs to an earlier object at the same address.
        if let entry = entries[id], entry.object === object { return entry.publisher }
        if entries.count >= purgeAt {
            entries = entries.filter { $0.value.object != nil }
            purgeAt = max(64, entries.count * 2)
        }
        let entry = Entry(object: object)
        entries[id] = entry
        return entry.publisher
    }

    /// Whether the `objectWillChange` of objects of `type` is this default, which hands out
    /// the same publisher on every access for as long as the object lives (so a holder may
    /// keep it instead of asking again: each access reflects on the object, ~38k
    /// instructions). True once the default has served an object of the type: it is reached
    /// only as the witness of a type that declares no `objectWillChange` of its own.
    package static func isDefault(of type: AnyObject.Type) -> Bool {
        let type = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return servedTypes.contains(type)
    }

    /// The object's `@Published` values, its superclasses' included.
    private static func publishedFields(of object: AnyObject) -> [Any] {
        var fields: [Any] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.value is any PublishedValue { fields.append(child.value) }
            mirror = current.superclassMirror
        }
        return fields
    }
}

/// A `@Published` property, recognised by reflection.
package protocol PublishedValue {}

extension Published: PublishedValue {}
