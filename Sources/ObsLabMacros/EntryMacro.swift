import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` inside `extension EnvironmentValues`, as in SwiftUI:
/// the property becomes a getter and setter through a key, and a private key type
/// beside it holds the default value.
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .pink
///     }
///
/// becomes
///
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[__Key_accent.self] }
///             set { self[__Key_accent.self] = newValue }
///         }
///         private struct __Key_accent: ObsLab.EnvironmentKey {
///             typealias Value = Color
///             static var defaultValue: Value { .pink }
///         }
///     }
///
/// The default value is evaluated each time it is needed (a computed `defaultValue`), as
/// SwiftUI's expansion does. Without a written type (`@Entry var accent = Color.pink`),
/// the key stores the default instead (`static let defaultValue = …`), which gives the
/// property its type. The lab's vocabulary has no `Transaction`, `FocusedValues`
/// or `ContainerValues`, so the macro accepts `EnvironmentValues` only.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, context: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // A misuse is reported once, by the accessor role.
        guard let entry = try? Entry(declaration, context: context) else { return [] }
        guard let type = entry.type else {
            // No type written: the key's type comes from the initial value, stored once.
            return ["""
            private struct \(raw: entry.keyName): ObsLab.EnvironmentKey {
                static let defaultValue = \(raw: entry.defaultValue ?? "nil")
            }
            """]
        }
        return ["""
        private struct \(raw: entry.keyName): ObsLab.EnvironmentKey {
            typealias Value = \(raw: type)
            static var defaultValue: Value { \(raw: entry.defaultValue ?? "nil") }
        }
        """]
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let keyName: String
    let type: String?
    let defaultValue: String?

    /// The entry, or an error saying what to write instead.
    init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw EntryError("@Entry applies to one 'var' property: @Entry var name: Value = defaultValue")
        }
        if binding.accessorBlock != nil {
            throw EntryError("@Entry writes the getter and setter itself; declare '\(name)' as a stored property with a default value")
        }
        if let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) {
            let typeName = extended.extendedType.trimmedDescription
            guard ["EnvironmentValues", "ObsLab.EnvironmentValues", "SwiftUI.EnvironmentValues"].contains(typeName) else {
                throw EntryError("@Entry declares an environment value: write it in 'extension EnvironmentValues' (the lab has no \(typeName) entries)")
            }
        } else {
            throw EntryError("@Entry declares an environment value: write it in 'extension EnvironmentValues'")
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let defaultValue = binding.initializer?.value.trimmedDescription
        if defaultValue == nil, !(type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false) {
            throw EntryError("@Entry needs a default value for '\(name)' (only an optional may leave it out, defaulting to nil)")
        }
        keyName = "__Key_" + name
        self.type = type
        self.defaultValue = defaultValue
    }
}

struct EntryError: Error, DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ObsLabMacros", id: "Entry") }
    var severity: DiagnosticSeverity { .error }
}
