import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine

// The shell reaches the new controls: choose, increment/decrement, dismiss, pop.
@MainActor
@Suite struct ShellActionRules {

    struct Shop: View {
        @State var flavor = "Vanilla"
        @State var scoops = 1
        @State var showCart = false
        @State var query = ""
        var body: some View {
            NavigationStack {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    Stepper("Scoops: \(scoops)", value: $scoops, in: 1...5)
                    Button("Cart") { showCart = true }
                    NavigationLink("About") { Text("about page") }
                }
                .onChange(of: flavor) { scoops = 1 }
            }
            .sheet(isPresented: $showCart) {
                Text("cart: \(scoops) \(flavor)")
            }
        }
    }

    static let catalog = [Scenario(id: "shop", title: "Shop", summary: "The vocabulary in the shell.",
                                   variants: [ScenarioVariant("app") { _ in Shop() }])]

    static func loaded() -> (Interpreter, [String]) {
        var lines: [String] = []
        let box = Box()
        let interpreter = Interpreter(catalog: catalog) { box.lines.append($0) }
        #expect(interpreter.execute("load shop") == .done)
        lines = box.lines
        _ = lines
        current = box
        return (interpreter, box.lines)
    }

    final class Box { var lines: [String] = [] }
    static var current = Box()

    @Test func everyNewActionWorksFromTheShell() {
        let (interpreter, _) = Self.loaded()
        #expect(interpreter.execute("increment \"Scoops\"") == .done)
        #expect(interpreter.execute("increment \"Scoops\"") == .done)
        #expect(interpreter.execute("expect Shop runs 1 reason \"_scoops changed.\"") == .done)
        #expect(interpreter.execute("choose \"Flavor\" \"Mint\"") == .done)
        let chooseOutput = Self.current.lines.suffix(12).joined(separator: "\n")
        #expect(chooseOutput.contains("onChange(of:) in Shop (\"Vanilla\" → \"Mint\") → second update"))
        #expect(interpreter.execute("expect Shop runs 2") == .done)
        #expect(interpreter.execute("tap \"Cart\"") == .done)
        #expect(interpreter.execute("tree") == .done)
        #expect(Self.current.lines.last!.contains("Text \"cart: 1 Mint\""))
        #expect(interpreter.execute("dismiss") == .done)
        #expect(interpreter.execute("dismiss") == .error)
        #expect(interpreter.execute("tap \"About\"") == .done)
        #expect(interpreter.execute("tree") == .done)
        #expect(Self.current.lines.last!.contains("Text \"about page\""))
        #expect(interpreter.execute("pop") == .done)
        #expect(interpreter.execute("pop") == .error)
        #expect(interpreter.execute("choose \"Flavor\" \"Lemon\"") == .error)
        #expect(Self.current.lines.last!.contains("\"Flavor\" has no option \"Lemon\"; its options: \"Vanilla\", \"Mint\""))
        #expect(interpreter.execute("actions") == .done)
        let actions = Self.current.lines.last!
        #expect(actions.contains("choose Flavor \"<option>\""))
        #expect(actions.contains("increment \"Scoops: 1\", decrement \"Scoops: 1\""))
    }
}
