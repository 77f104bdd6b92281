import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: declares a function that builds the preview,
/// named so that a tool which read the file knows how to call it:
/// `_obslabPreview(<file>_line<N>:)`, where `<file>` is the file name with every
/// character that is not a letter or digit turned into `_` (`ContentView_swift_line12`).
///
/// A global declaration macro may add only names it declares, and `#Preview` may be used
/// many times in a module, so every preview is an overload of one declared name, told
/// apart by its argument label.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure
                ?? node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewError("#Preview needs a closure that returns the view to show: #Preview { ContentView() }")
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue else {
            throw PreviewError("#Preview could not tell where it is written")
        }
        let fileName = String(fileID.split(separator: "/").last ?? Substring(fileID))
        let label = PreviewLabel.make(fileName: fileName, line: line)
        let nameArgument = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"

        // `@Previewable` declarations become the state of a host view, as in SwiftUI.
        var hosted: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attributes = variable.attributes.filter {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
                }
                hosted.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let body = statements.joined(separator: "\n")
        let content: String
        if hosted.isEmpty {
            content = """
            struct Content {
                @ObsLab.ViewBuilder @MainActor static var view: some ObsLab.View {
                    \(body)
                }
            }
            return ObsLab.Preview(name: \(nameArgument), fileID: \(literal(fileID)), line: \(line)) { Content.view }
            """
        } else {
            content = """
            struct PreviewHost: ObsLab.View {
                \(hosted.joined(separator: "\n"))
                var body: some ObsLab.View {
                    \(body)
                }
            }
            return ObsLab.Preview(name: \(nameArgument), fileID: \(literal(fileID)), line: \(line)) { PreviewHost() }
            """
        }
        return ["""
        @MainActor func _obslabPreview(\(raw: label) _: Void = ()) -> ObsLab.Preview {
            \(raw: content)
        }
        """]
    }

    private static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).description
    }
}

/// `@Previewable @State var x = 0` inside `#Preview`: `#Preview` itself lifts the
/// declaration into a host view; on its own the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// The argument label that names a preview, shared with the tool that calls it.
public enum PreviewLabel {
    public static func make(fileName: String, line: Int) -> String {
        let file = String(fileName.unicodeScalars.map { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII ? Character(scalar) : "_"
        })
        return "\(file)_line\(line)"
    }
}

struct PreviewError: Error, DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ObsLabMacros", id: "Preview") }
    var severity: DiagnosticSeverity { .error }
}
