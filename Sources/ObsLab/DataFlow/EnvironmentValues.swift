/// A key for a value in the environment, declared the SwiftUI way:
///
///     struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.light }
///     extension EnvironmentValues {
///         var theme: Theme {
///             get { self[ThemeKey.self] }
///             set { self[ThemeKey.self] = newValue }
///         }
///     }
@MainActor @preconcurrency
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Where an environment entry lives: behind an `EnvironmentKey`, or found by type
/// (an `@Observable` through `.environment(_:)`, an `ObservableObject` through
/// `.environmentObject(_:)`).
package enum EnvironmentEntryKey: Hashable {
    case key(ObjectIdentifier)
    case observable(ObjectIdentifier)
    case object(ObjectIdentifier)
}

package struct EnvironmentEntry {
    package let name: String
    let value: Any
    /// Which setting made it: an entry a child inherits unchanged is the same setting, so
    /// comparing two environments needs no comparison of its value.
    let setting: UInt64
    /// The key as SwiftUI's `EnvironmentValues.description` names it (`ThemeKey`,
    /// `EnvironmentObjectKey<Model>`), and how it shows the value.
    let keyDescription: String
    /// Whether SwiftUI's value is an optional (an object's key holds `T?`).
    let describesValueAsOptional: Bool
    /// The earlier settings of the same key that this one hides, oldest first: SwiftUI's
    /// environment is a list of writes, and its description shows every one.
    var hidden: [EnvironmentEntry] = []

    init(name: String, value: Any, keyDescription: String? = nil, describesValueAsOptional: Bool = false,
         hiding earlier: EnvironmentEntry? = nil) {
        self.name = name
        self.value = value
        self.keyDescription = keyDescription ?? name
        self.describesValueAsOptional = describesValueAsOptional
        if let earlier { hidden = earlier.hidden + [earlier.withoutHidden] }
        Self.settings &+= 1
        setting = Self.settings
    }

    private var withoutHidden: EnvironmentEntry {
        var entry = self
        entry.hidden = []
        return entry
    }

    /// The value as SwiftUI's description shows it.
    var valueDescription: String { describesValueAsOptional ? "Optional(\(value))" : "\(value)" }

    /// Settings made so far; the runtime sets entries on the main actor only.
    nonisolated(unsafe) private static var settings: UInt64 = 0
}

/// Records which entries a view's `@Environment` properties read, so that the graph
/// invalidates exactly those views when an entry changes.
final class EnvironmentReadLog {
    var keys: [EnvironmentEntryKey] = []

    /// The log of the reads being made (`PropertySlot.readEnvironment`), nil between them.
    /// A static, not a field of `EnvironmentValues`: every view keeps its environment, and
    /// an 8-byte field nothing but those reads use cost each view 8 bytes. Set and read on
    /// the main actor, as every environment of the runtime is.
    nonisolated(unsafe) static var current: EnvironmentReadLog?
}

/// The environment a view sees: values set by its ancestors' modifiers.
public struct EnvironmentValues {
    var entries: [EnvironmentEntryKey: EnvironmentEntry] = [:]

    public init() {}

    /// The value for `key`, or its default when no ancestor set one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let entryKey = EnvironmentEntryKey.key(ObjectIdentifier(key))
            EnvironmentReadLog.current?.keys.append(entryKey)
            return entries[entryKey]?.value as? Key.Value ?? Key.defaultValue
        }
        set {
            let entryKey = EnvironmentEntryKey.key(ObjectIdentifier(key))
            entries[entryKey] = EnvironmentEntry(name: Self.name(of: key), value: newValue, keyDescription: "\(key)",
                                                 hiding: entries[entryKey])
        }
    }

    package func entry(_ key: EnvironmentEntryKey) -> EnvironmentEntry? { entries[key] }

    /// A key's name in the trace: its type, or for a key `@Entry` wrote (`__Key_theme`),
    /// the property it serves (`theme`).
    static func name(of key: Any.Type) -> String {
        let name = "\(key)"
        return name.hasPrefix("__Key_") ? String(name.dropFirst("__Key_".count)) : name
    }

    /// The keys whose values differ between the two environments, by the graph's
    /// comparison rule (Equatable by `==`, objects by identity).
    func changedKeys(comparedTo other: EnvironmentValues) -> Set<EnvironmentEntryKey> {
        var changed = Set<EnvironmentEntryKey>()
        if entries.isEmpty && other.entries.isEmpty { return changed }
        // A child handed a copy of the environment it holds (a list's rows, when nothing above
        // them changed): the one storage, so the same entries; nothing is looked up.
        if Self.shareStorage(entries, other.entries) { return changed }
        // The usual case, a child handed the environment it had (the rows of a list under a
        // parent that re-ran): the same keys, each from the same setting. One lookup per
        // entry, no set of keys made (3.1k instructions a view, now a few hundred).
        if entries.count == other.entries.count {
            var sameSettings = true
            for (key, entry) in entries {
                guard let otherEntry = other.entries[key], otherEntry.setting == entry.setting else {
                    sameSettings = false
                    break
                }
            }
            if sameSettings { return changed }
        }
        for key in Set(entries.keys).union(other.entries.keys) {
            switch (entries[key], other.entries[key]) {
            case (nil, nil): break
            case let (lhs?, rhs?):
                if lhs.setting != rhs.setting && !ValueComparison.equal(lhs.value, rhs.value) { changed.insert(key) }
            default: changed.insert(key)
            }
        }
        return changed
    }

    /// Whether the two hold the one table of entries (the same entries, nothing looked up).
    func sharesEntries(with other: EnvironmentValues) -> Bool {
        (entries.isEmpty && other.entries.isEmpty) || Self.shareStorage(entries, other.entries)
    }

    /// Whether two tables are one storage: a copy of the other, neither written since.
    /// (A dictionary is one reference to its storage; equal bits, the same entries.) Its
    /// words are compared as words: `elementsEqual` over the bytes took ~120 instructions.
    private static func shareStorage(_ lhs: [EnvironmentEntryKey: EnvironmentEntry],
                                     _ rhs: [EnvironmentEntryKey: EnvironmentEntry]) -> Bool {
        typealias Table = [EnvironmentEntryKey: EnvironmentEntry]
        return withUnsafeBytes(of: lhs) { lhs in
            withUnsafeBytes(of: rhs) { rhs in
                var offset = 0
                while offset + MemoryLayout<UInt>.size <= MemoryLayout<Table>.size {
                    if lhs.load(fromByteOffset: offset, as: UInt.self) != rhs.load(fromByteOffset: offset, as: UInt.self) {
                        return false
                    }
                    offset += MemoryLayout<UInt>.size
                }
                while offset < MemoryLayout<Table>.size {
                    if lhs[offset] != rhs[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}

/// One change a modifier makes to the environment of its content.
struct EnvironmentModification {
    /// What is set (a key path, or a type), for telling two outputs apart.
    let target: String
    /// The value set, if any.
    let value: Any?
    let apply: (inout EnvironmentValues) -> Void

    static func keyPath<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Self {
        Self(target: "\(keyPath)", value: value) { $0[keyPath: keyPath] = value }
    }

    /// `transformEnvironment`: the value inherited at `keyPath`, changed by `transform`.
    /// The closure is not a value: two outputs are told apart by what the content reads.
    static func transform<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                 _ transform: @escaping (inout Value) -> Void) -> Self {
        Self(target: "transformEnvironment(\(keyPath))", value: nil) { transform(&$0[keyPath: keyPath]) }
    }

    static func observable(_ type: Any.Type, _ object: AnyObject?) -> Self {
        Self(target: "environment(\(type))", value: object) { environment in
            let key = EnvironmentEntryKey.observable(ObjectIdentifier(type))
            if let object {
                environment.entries[key] = EnvironmentEntry(name: "\(type)", value: object,
                                                            keyDescription: "EnvironmentObjectKey<\(type)>",
                                                            describesValueAsOptional: true, hiding: environment.entries[key])
            } else {
                environment.entries[key] = nil
            }
        }
    }

    static func environmentObject(_ type: Any.Type, _ object: AnyObject) -> Self {
        Self(target: "environmentObject(\(type))", value: object) {
            let key = EnvironmentEntryKey.object(ObjectIdentifier(type))
            $0.entries[key] = EnvironmentEntry(name: "\(type)", value: object, keyDescription: "EnvironmentObjectKey<\(type)>",
                                               describesValueAsOptional: true, hiding: $0.entries[key])
        }
    }
}

extension EnvironmentValues {
    func applying(_ modifications: [EnvironmentModification]) -> EnvironmentValues {
        var result = self
        for modification in modifications { modification.apply(&result) }
        return result
    }
}

/// `@Entry var name: Value = default` in `extension EnvironmentValues`: an environment
/// value in one line, as SwiftUI's `Entry()` macro writes it — a getter and setter
/// through a private key type, `__Key_name`, whose `defaultValue` is the initial value
/// (https://developer.apple.com/documentation/swiftui/entry()).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ObsLabMacros", type: "EntryMacro")
