import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine

// docs/rules/controls.md, "Replacing a field's text: `clear`".
@MainActor
@Suite struct ClearFieldRules {

    struct Profile: View {
        @State var name = "Ada"
        @State var amount = 3.0
        var body: some View {
            Form {
                TextField("Name", text: $name)
                TextField("Amount", value: $amount, format: .number)
                Text("name \(name)")
                Text("amount \(amount, specifier: "%.2f")")
            }
        }
    }

    static let catalog = [Scenario(id: "profile", title: "Profile", summary: "Replacing a field's text.",
                                   variants: [ScenarioVariant("app") { _ in Profile() }])]

    final class Box { var lines: [String] = [] }

    static func loaded() -> (Interpreter, Box) {
        let box = Box()
        let interpreter = Interpreter(catalog: catalog) { box.lines.append($0) }
        #expect(interpreter.execute("load profile") == .done)
        return (interpreter, box)
    }

    @Test func clearEmptiesAStringFieldInOneUpdateAndTypeThenReplaces() {
        let (interpreter, _) = Self.loaded()
        #expect(interpreter.execute("clear \"Name\"") == .done)
        #expect(interpreter.execute("expect Profile runs 1 reason \"_name changed.\" shows \"name \"") == .done)
        #expect(interpreter.execute("type \"Name\" \"Bo\"") == .done)
        #expect(interpreter.execute("expect Profile runs 2 shows \"name Bo\"") == .done)
    }

    @Test func aValueFieldIsWrittenOnlyWhenTheReplacedTextIsCommitted() {
        let (interpreter, _) = Self.loaded()
        // Without `clear`, the typed text would follow the shown "3".
        #expect(interpreter.execute("clear \"Amount\"") == .done)
        #expect(interpreter.execute("expect Profile runs 0") == .done)
        #expect(interpreter.execute("type \"Amount\" \"12.5\"") == .done)
        #expect(interpreter.execute("expect Profile runs 0") == .done)
        #expect(interpreter.execute("submit \"Amount\"") == .done)
        #expect(interpreter.execute("expect Profile runs 1 reason \"_amount changed.\" shows \"amount 12.50\"") == .done)
    }

    @Test func clearingAnEmptyFieldWritesNothingNew() {
        let (interpreter, _) = Self.loaded()
        #expect(interpreter.execute("clear \"Name\"") == .done)
        #expect(interpreter.execute("clear \"Name\"") == .done)
        #expect(interpreter.execute("expect Profile runs 0") == .done)
    }

    @Test func theHelpSaysItInEnglishAndChinese() {
        let help = ScreenVerb.clear.manual
        #expect(help.usage == "clear \"<label>\"")
        #expect(help.summary.contains("delete"))
        #expect(help.chineseSummary.contains("删除"))
        #expect(ScreenVerb.type.manual.summary.contains("`clear`"))
    }
}
