import Foundation
import Testing

/// Small app features in the style of the learning materials, run through `obslab try
/// --script` as a user runs them; the expectations follow Apple's documentation
/// (docs/rules/controls.md).
@Suite(.serialized) struct RealAppFeatures {
    static func run(_ source: String, script: String, name: String) throws -> ObslabBinary.Result {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-real-apps/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("ContentView.swift")
        let checks = folder.appendingPathComponent("checks.obslab")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try script.write(to: checks, atomically: true, encoding: .utf8)
        return try ObslabBinary.run(["try", file.path, "--script", checks.path],
                                    environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
    }

    /// A tip calculator: a number field with a format, a custom label on the button,
    /// an edit-mode list of past tips.
    @Test func aTipCalculatorWithAValueFieldACustomLabelAndAnEditableList() throws {
        let result = try Self.run("""
            import SwiftUI

            struct TipRow: Identifiable {
                let id = UUID()
                let amount: Double
            }

            struct SaveLabel: View {
                let amount: Double
                var body: some View {
                    Label("Save \\(amount, format: .number)", systemImage: "tray.and.arrow.down")
                }
            }

            struct ContentView: View {
                @State private var amount = 10.0
                @State private var tips: [TipRow] = []
                @State private var submitted = false

                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Amount", value: $amount, format: .number)
                                .onSubmit { submitted = true }
                            Text("Tip: \\(amount * 0.2, specifier: "%.2f")")
                            Button { tips.append(TipRow(amount: amount)) } label: { SaveLabel(amount: amount) }
                            List {
                                ForEach(tips) { tip in Text("\\(tip.amount, format: .number)") }
                                    .onDelete { tips.remove(atOffsets: $0) }
                                    .onMove { tips.move(fromOffsets: $0, toOffset: $1) }
                            }
                        }
                        .toolbar { EditButton() }
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """, script: """
            type "Amount" "0"
            expect ContentView runs 0
            expect ContentView shows "Tip: 2.00"
            submit "Amount"
            expect ContentView runs 1 shows "Tip: 20.00"
            expect SaveLabel runs 1 shows "Save 100"
            tap "Save 100"
            expect ContentView runs 1
            expect SaveLabel runs 0
            tap "Edit"
            expect ContentView runs 0
            tap "Done"
            expect ContentView runs 0
            """, name: "tips")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("✗"), "\(result.output)")
    }
}
