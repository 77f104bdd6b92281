/// The name `Self._printChanges()` gives a view's type: the enclosing types joined with
/// dots (`Settings.Row`), without the module, without an enclosing function, closure or
/// `private` scope, generic arguments written the same way (`Box<Int>`, not
/// `Swift.Int`). Never an address. See docs/rules/print-changes.md.
///
/// The name starts from `_typeName(T.self, qualified: true)`
/// (`App.Settings.(unknown context at $5555…).Row`), made once per type.
///
/// A namespace can stand in for a module: the lab's built-in scenarios write each variant
/// in an enum of its own (`FoodTruckNew`) only because the variants share one module, and
/// declare it so (`leaveOut(standInForModule:)`); its name is then left out as a module's is.
@MainActor
package enum PrintedTypeName {
    private static var names: [ObjectIdentifier: String] = [:]
    /// The qualified names (`Scenarios.FoodTruckNew`) of the namespaces that stand in for a module.
    private static var moduleStandIns: Set<String> = []
    /// Bumped whenever the stand-ins change, so that names made before are made again.
    private(set) static var generation = 0

    /// Declares that `namespace` stands in for a module: the names printed for the types
    /// inside it leave it out, as they leave out the module.
    ///
    /// - Parameter namespace: A type (usually a caseless enum) that holds views.
    package static func leaveOut(standInForModule namespace: Any.Type) {
        let (inserted, _) = moduleStandIns.insert(_typeName(namespace, qualified: true))
        guard inserted else { return }
        names = [:]
        generation += 1
    }

    /// The name printed for `type`.
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names[key] { return known }
        let name = printed(_typeName(type, qualified: true), leavingOut: moduleStandIns)
            ?? String(describing: type)
        names[key] = name
        return name
    }

    /// The printed form of a qualified type name, or nil when it cannot be read (then the
    /// caller uses the type's own name): never a name that still shows an address.
    ///
    /// - Parameters:
    ///   - qualified: What `_typeName(_:qualified: true)` gives.
    ///   - standIns: Qualified names of namespaces left out as modules are.
    nonisolated static func printed(_ qualified: String, leavingOut standIns: Set<String> = []) -> String? {
        var reader = QualifiedNameReader(Array(qualified), standIns: standIns)
        guard let name = reader.type(), reader.isAtEnd, !name.contains("(unknown context"), !name.contains("$") else {
            return nil
        }
        return name
    }
}

/// Reads a qualified type name as `_typeName(_:qualified: true)` writes it and writes it
/// again without modules and anonymous contexts.
private struct QualifiedNameReader {
    private let characters: [Character]
    private let standIns: Set<String>
    private var index = 0
    private static let anonymousContext = Array("(unknown context at ")

    init(_ characters: [Character], standIns: Set<String>) {
        self.characters = characters
        self.standIns = standIns
    }

    var isAtEnd: Bool { index == characters.count }

    private func sees(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func take(_ text: String) -> Bool {
        guard sees(text) else { return false }
        index += text.count
        return true
    }

    /// A type: a path of names (`Mod.Outer.Inner<…>`), a tuple or a function type, with
    /// the prefixes `_typeName` writes (`any`, `@Sendable`, `inout`).
    mutating func type() -> String? {
        for prefix in ["any ", "some ", "inout ", "__owned ", "__shared ", "@Sendable ", "@escaping "] where take(prefix) {
            return type().map { prefix + $0 }
        }
        if sees("("), !sees(String(Self.anonymousContext)) { return tupleOrFunction() }
        return path()
    }

    /// `(a: Mod.A, Mod.B)`, or `(Mod.A) async throws -> Mod.B`.
    private mutating func tupleOrFunction() -> String? {
        guard take("(") else { return nil }
        var elements: [String] = []
        while !take(")") {
            if !elements.isEmpty, !take(", ") { return nil }
            var label = ""
            if let colon = labelEnd() {
                label = String(characters[index..<colon]) + ": "
                index = colon + 2
            }
            guard let element = type() else { return nil }
            elements.append(label + element + (take("...") ? "..." : ""))
        }
        var text = "(" + elements.joined(separator: ", ") + ")"
        for effect in [" async", " throws"] where take(effect) { text += effect }
        if take(" -> ") {
            guard let result = type() else { return nil }
            text += " -> " + result
        }
        return text
    }

    /// Where a tuple element's label ends (at its `: `), if the element has one.
    private func labelEnd() -> Int? {
        var position = index
        while position < characters.count, Self.isNameCharacter(characters[position]) { position += 1 }
        guard position > index, position + 1 < characters.count,
              characters[position] == ":", characters[position + 1] == " " else { return nil }
        return position
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        !"., <>()[]:$-@".contains(character)
    }

    /// `Mod.Outer.(unknown context at $…).Inner<Mod.T>.Nested`: the module, each anonymous
    /// context and each namespace that stands in for a module left out.
    private mutating func path() -> String? {
        // Each component as written (for the stand-ins) and as printed; nil for an anonymous context.
        var written: [String] = []
        var printed: [String?] = []
        repeat {
            if sees(String(Self.anonymousContext)) {
                guard let end = characters[index...].firstIndex(of: ")") else { return nil }
                written.append(String(characters[index...end]))
                printed.append(nil)
                index = end + 1
                continue
            }
            let start = index
            while index < characters.count, Self.isNameCharacter(characters[index]) { index += 1 }
            guard index > start else { return nil }
            let name = String(characters[start..<index])
            var text = name
            if take("<") {
                var arguments: [String] = []
                while !take(">") {
                    if !arguments.isEmpty, !take(", ") { return nil }
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                }
                text += "<" + arguments.joined(separator: ", ") + ">"
            }
            written.append(name)
            printed.append(text)
        } while take(".")
        // The first component of a qualified path is its module (`Any` stands alone).
        var first = written.count > 1 && written[0] != "Any" ? 1 : 0
        // A namespace that stands in for a module is left out with what encloses it.
        for end in stride(from: written.count - 1, through: 1, by: -1)
        where standIns.contains(written[0...end].joined(separator: ".")) {
            first = end + 1
            break
        }
        let kept = printed[first...].compactMap { $0 }
        guard !kept.isEmpty else { return nil }
        return kept.joined(separator: ".")
    }
}
