import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/vocabulary.md, "Vocabulary from real apps": text interpolation with a
// specifier or format, shape shorthands, grids, DatePicker, iOS 18 tabs.
@MainActor
@Suite struct RealAppVocabularyRules {

    struct Prices: View {
        @State var total = 12.5
        var body: some View {
            Text("\(total, specifier: "%.2f")")
            Text("Total: \(total, format: .number)")
            Button("Add") { total += 1.25 }
        }
    }

    @Test func textInterpolationWithASpecifierOrAFormatShowsTheFormattedValue() {
        let harness = Harness(Prices())
        #expect(harness.shows("12.50"), "\(harness.treeText)")
        #expect(harness.shows("Total: 12.5"), "\(harness.treeText)")
        harness.tap("Add")
        #expect(harness.shows("13.75"))
    }

    struct Badge: View {
        @State var taps = 0
        var body: some View {
            Button("Badge \(taps)") { taps += 1 }
        }
    }

    struct Shaped: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Badge()
                    .clipShape(.rect(cornerRadius: 8))
                    .background(.blue, in: .capsule)
                    .contentShape(.rect)
                Button("Count") { count += 1 }
                    .clipShape(.circle)
            }
        }
    }

    @Test func shapeShorthandsAreAcceptedAndKeepIdentity() {
        let harness = Harness(Shaped())
        harness.tap("Badge 0")
        let step = harness.tap("Count")
        #expect(step.runs("Shaped") == 1)
        #expect(step.runs("Badge") == 0)
        #expect(harness.hasButton("Badge 1"), "the badge kept its state: \(harness.treeText)")
    }

    struct Sorter: View {
        @State var order = "Name"
        @State var spins = 0
        var body: some View {
            VStack {
                Text("sorted by \(order)")
                    .accessibilityElement(children: .combine)
                Badge()
                    .rotation3DEffect(.degrees(Double(spins) * 90), axis: (x: 0, y: 1, z: 0))
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("Calories") { order = "Calories" }
                }
                Button("Spin") { spins += 1 }
            }
            .accessibilityElement(children: .contain)
        }
    }

    /// `Menu(_:systemImage:content:)` is a menu named by its title; `.rotation3DEffect`
    /// and `.accessibilityElement(children:)` are accepted and ignored, and keep identity.
    @Test func aMenuWithASymbolAnd3DRotationAndAccessibilityElements() {
        let harness = Harness(Sorter())
        #expect(harness.treeText.contains("Menu \"Sort\""), "\(harness.treeText)")
        harness.tap("Badge 0")
        let sorted = harness.tap("Calories")
        #expect(sorted.runs("Sorter") == 1)
        #expect(harness.shows("sorted by Calories"))
        let spin = harness.tap("Spin")
        #expect(spin.runs("Sorter") == 1)
        #expect(spin.runs("Badge") == 0)
        #expect(harness.hasButton("Badge 1"), "the badge kept its state: \(harness.treeText)")
    }

    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                Spacer()
                configuration.icon
            }
        }
    }

    struct Account: View {
        @State var signedIn = false
        var body: some View {
            VStack {
                Label(signedIn ? "Signed in" : "Guest", systemImage: "person")
                    .labelStyle(TrailingIcon())
                Badge().labelStyle(.iconOnly)
                Button("Sign in") { signedIn = true }
            }
        }
    }

    @Test func aCustomLabelStyleCompilesAndTheLabelIsDrawnAsItIs() {
        let harness = Harness(Account())
        #expect(harness.shows("Guest"), "\(harness.treeText)")
        harness.tap("Badge 0")
        let step = harness.tap("Sign in")
        #expect(step.runs("Account") == 1)
        #expect(step.runs("Badge") == 0)
        #expect(harness.shows("Signed in"))
        #expect(harness.hasButton("Badge 1"), "the badge kept its state: \(harness.treeText)")
    }

    struct Spinner: View {
        var body: some View { ProgressView() }
    }

    struct Gallery: View {
        @State var likes = 0
        var body: some View {
            VStack {
                AsyncImage(url: URL(string: "https://example.com/a.jpg")) { image in
                    image.resizable()
                } placeholder: {
                    Spinner()
                    Text("Loading photo")
                }
                AsyncImage(url: URL(string: "https://example.com/b.jpg")) { phase in
                    if let image = phase.image { image } else { Text("No image yet") }
                }
                AsyncImage(url: nil)
                Button("Like \(likes)") { likes += 1 }
            }
        }
    }

    @Test func anAsyncImageShowsItsPlaceholder() {
        let harness = Harness(Gallery())
        #expect(harness.treeText.contains("AsyncImage"), "\(harness.treeText)")
        #expect(harness.shows("Loading photo"), "\(harness.treeText)")
        #expect(harness.shows("No image yet"), "\(harness.treeText)")
        let step = harness.tap("Like 0")
        #expect(step.runs("Gallery") == 1)
        #expect(step.runs("Spinner") == 0)
    }

    struct Card: View {
        let number: Int
        let isSelected: Bool
        let select: () -> Void
        var body: some View {
            Button("Card \(number)\(isSelected ? " ✓" : "")", action: select)
        }
    }

    struct CardGrid: View {
        @State var selected: Int?
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.flexible())], spacing: 8) {
                    ForEach(1...6, id: \.self) { number in
                        Card(number: number, isSelected: selected == number) { selected = number }
                    }
                }
                LazyHGrid(rows: [GridItem(.fixed(40))]) {
                    Text("row cell")
                }
                Grid(horizontalSpacing: 4) {
                    GridRow {
                        Text("a1")
                        Text("a2").gridColumnAlignment(.leading)
                    }
                    GridRow {
                        Text("wide").gridCellColumns(2)
                    }
                }
            }
        }
    }

    @Test func gridsBuildEveryCellWithItsIdentity() throws {
        let harness = Harness(CardGrid())
        #expect(harness.treeText.contains("LazyVGrid"))
        #expect(harness.treeText.contains("LazyHGrid"))
        #expect(harness.treeText.contains("GridRow"))
        #expect(harness.shows("a2") && harness.shows("wide") && harness.shows("row cell"))
        let step = harness.tap("Card 3")
        // Each card holds a closure, never equal to the last: every card runs when the grid's
        // owner does (docs/rules/identical-children.md), not only the one that changed.
        #expect(step.runs("CardGrid") == 1)
        #expect(step.runs("Card[3]") == 1)
        #expect(step.runs("Card[1]") == 1)
        #expect(harness.hasButton("Card 3 ✓"), "\(harness.treeText)")
        let again = harness.tap("Card 5")
        #expect(again.runs("Card[5]") == 1)
        #expect(harness.hasButton("Card 3"))
    }

    struct DueDate: View {
        @State var due = Date(timeIntervalSince1970: 1_800_000_000)
        var body: some View {
            Form {
                DatePicker("Due", selection: $due, in: Date(timeIntervalSince1970: 1_700_000_000)...,
                           displayedComponents: .date)
                Reminder()
            }
        }
    }

    struct Reminder: View {
        var body: some View { Text("reminder") }
    }

    @Test func aDatePickerWritesTheChosenDayAndCreatingItReadsNothing() throws {
        let harness = Harness(DueDate())
        let graph = harness.graph
        let step = try graph.choose("2027-03-15", in: "Due", command: "choose \"Due\" \"2027-03-15\"")
        #expect(step.details(.stateWrite).count == 1)
        #expect(step.runs("DueDate") == 0, "the owner does not read the date")
        #expect(step.runs("Reminder") == 0)
        #expect(harness.treeText.contains("DatePicker \"Due\": 2027-03-15"), "\(harness.treeText)")
        // Kept within the range: the earliest day allowed.
        _ = try graph.choose("2001-01-01", in: "Due", command: "choose \"Due\" \"2001-01-01\"")
        let earliest = DatePickerText(components: .date).text(of: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(harness.treeText.contains("DatePicker \"Due\": \(earliest)"), "\(harness.treeText)")
        #expect(throws: ActionError.self) { try graph.choose("soon", in: "Due", command: "choose \"Due\" \"soon\"") }
    }

    struct HomeTab: View {
        var body: some View { Text("home") }
    }

    struct SettingsTab: View {
        var body: some View { Text("settings") }
    }

    struct Tabs: View {
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: 0) { HomeTab() }
                Tab("Settings", systemImage: "gear", value: 1) { SettingsTab() }
            }
            Text("tab \(tab)")
        }
    }

    @Test func iOS18TabsAreTabsOfTheTabView() throws {
        let harness = Harness(Tabs())
        #expect(harness.treeText.contains("HomeTab"))
        #expect(!harness.treeText.contains("SettingsTab"), "a tab is built when first shown: \(harness.treeText)")
        let step = try harness.graph.tap("Settings", command: "tap \"Settings\"")
        #expect(step.runs("Tabs") == 1, "the selection is written")
        #expect(step.runs("SettingsTab") == 1)
        #expect(harness.shows("tab 1"))
        #expect(harness.shows("settings"))
    }
}
