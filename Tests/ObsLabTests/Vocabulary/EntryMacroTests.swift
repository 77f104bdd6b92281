import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// An `@Entry` environment value declared the way SwiftUI's macro takes it, at file scope
/// as an app writes it.
extension EnvironmentValues {
    @Entry var entryAccent: String = "pink"
    @Entry var entryNote: String? = nil
    @Entry var entryCount: Int?
    @Entry var entryInferred = "blue"
}

extension EnvironmentValues {
    /// The key type the macro declared is private to `EnvironmentValues` in this file.
    static var entryAccentKeyDefault: String { __Key_entryAccent.defaultValue }
}

// docs/rules/environment.md, "@Entry".
@MainActor
@Suite struct EntryMacroRules {

    struct Badge: View {
        @Environment(\.entryAccent) var accent
        var body: some View { Text("accent \(accent)") }
    }

    struct Plain: View {
        var body: some View { Text("plain") }
    }

    struct Screen: View {
        @State var accent = "pink"
        var body: some View {
            VStack {
                Button("Green") { accent = "green" }
                Badge()
                Plain()
            }
            .environment(\.entryAccent, accent)
        }
    }

    struct Optionals: View {
        @Environment(\.entryNote) var note
        @Environment(\.entryCount) var count
        var body: some View { Text("note \(note ?? "none") count \(count.map(String.init) ?? "none")") }
    }

    @Test func theDefaultValueIsTheInitialValue() {
        let harness = Harness(Badge())
        #expect(harness.shows("accent pink"))
        // What the macro writes is an ordinary key: the subscript finds the same default.
        #expect(EnvironmentValues().entryAccent == "pink")
    }

    @Test func anOptionalEntryWithoutAnInitialValueDefaultsToNil() {
        let harness = Harness(Optionals())
        #expect(harness.shows("note none count none"))
        var values = EnvironmentValues()
        values.entryCount = 3
        #expect(values.entryCount == 3)
        #expect(values.entryNote == nil)
    }

    @Test func theTypeCanComeFromTheInitialValue() {
        var values = EnvironmentValues()
        #expect(values.entryInferred == "blue")
        values.entryInferred = "red"
        #expect(values.entryInferred == "red")
    }

    @Test func settingTheEntryReRunsOnlyItsReaders() {
        let harness = Harness(Screen())
        let step = harness.tap("Green")
        #expect(harness.shows("accent green"))
        #expect(step.printChanges("Badge") == ["EntryMacroRules.Badge: _accent changed."])
        #expect(step.runs("Plain") == 0)
    }

    @Test func theKeyIsAPrivatePeerTypeNamedAfterTheProperty() {
        // `__Key_entryAccent` is declared beside the property, as SwiftUI's expansion does;
        // its `defaultValue` is evaluated on demand.
        #expect(EnvironmentValues.entryAccentKeyDefault == "pink")
    }
}

/// A misused `@Entry` is a compile error that says what to write, once per declaration.
@Suite struct EntryMacroDiagnostics {
    @Test func eachMisuseIsOneClearError() throws {
        let source = """
            import ObsLab
            struct Settings {}
            extension EnvironmentValues {
                @Entry var fine: Int = 1
                @Entry var noDefault: Int
                @Entry let constant: Int = 1
            }
            extension Settings {
                @Entry var elsewhere: Int = 1
            }
            """
        let errors = try LessonSnippets.typecheck(source, withMacros: true)
        func count(_ text: String) -> Int { errors.filter { $0.contains(text) }.count }
        #expect(count("@Entry needs a default value for 'noDefault'") == 1, "\(errors)")
        #expect(count("@Entry applies to one 'var' property") == 1, "\(errors)")
        #expect(count("write it in 'extension EnvironmentValues' (the lab has no Settings entries)") == 1, "\(errors)")
        #expect(!errors.contains { $0.contains("'fine'") }, "\(errors)")
    }
}
