import ObsLabMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What the lab's macros write, text for text: `#Preview` (and `@Previewable` inside it) and
/// `@Entry`. A change to an expansion shows here before it shows in a user's file. (The
/// nested declarations' indentation is the macro's own: the compiler does not mind it.)
@Suite struct MacroExpansions {
    static let macros: [String: any Macro.Type] = [
        "Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self, "Entry": EntryMacro.self,
    ]

    static func expect(_ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros.mapValues {
            MacroSpec(type: $0)
        }, testFileName: "ContentView.swift", indentationWidth: .spaces(4)) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aPreviewDeclaresAFunctionNamedByItsFileAndLine() {
        Self.expect("""
            #Preview("Dark") {
                ContentView()
            }
            """, expandsTo: """
            @MainActor func _obslabPreview(ContentView_swift_line1 _: Void = ()) -> ObsLab.Preview {
                struct Content {
                @ObsLab.ViewBuilder @MainActor static var view: some ObsLab.View {
                    ContentView()
                }
                }
                return ObsLab.Preview(name: "Dark", fileID: "TestModule/ContentView.swift", line: 1) {
                    Content.view
                }
            }
            """)
    }

    @Test func previewableStateBecomesAHostViewsProperty() {
        Self.expect("""
            #Preview {
                @Previewable @State var flag = false
                Toggle("Flag", isOn: $flag)
            }
            """, expandsTo: """
            @MainActor func _obslabPreview(ContentView_swift_line1 _: Void = ()) -> ObsLab.Preview {
                struct PreviewHost: ObsLab.View {
                @State var flag = false
                var body: some ObsLab.View {
                    Toggle("Flag", isOn: $flag)
                }
                }
                return ObsLab.Preview(name: nil, fileID: "TestModule/ContentView.swift", line: 1) {
                    PreviewHost()
                }
            }
            """)
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        Self.expect("#Preview()", expandsTo: "#Preview()", diagnostics: [
            DiagnosticSpec(message: "#Preview needs a closure that returns the view to show: #Preview { ContentView() }",
                           line: 1, column: 1),
        ])
    }

    @Test func anEntryBecomesAKeyAndAccessors() {
        Self.expect("""
            extension EnvironmentValues {
                @Entry var accent: Color = .pink
            }
            """, expandsTo: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: ObsLab.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .pink
                    }
                }
            }
            """)
    }
}
