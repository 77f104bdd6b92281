import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/navigation.md, "Split views and list selection".
@MainActor
@Suite struct SplitViewRules {

    struct Contact: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan")]

    struct ContactDetail: View {
        let contact: Contact
        var body: some View { Text("Phone of \(contact.name)") }
    }

    /// A sidebar of plain rows: the list tags each with its element's id.
    struct Contacts: View {
        @State var selection: Int?
        var body: some View {
            NavigationSplitView {
                List(SplitViewRules.contacts, selection: $selection) { contact in
                    Text(contact.name)
                }
            } detail: {
                if let selection, let contact = SplitViewRules.contacts.first(where: { $0.id == selection }) {
                    ContactDetail(contact: contact)
                } else {
                    Text("Pick a contact")
                }
            }
        }
    }

    @Test func onAPhoneOnlyTheSidebarIsShownUntilARowIsSelected() {
        let harness = Harness(Contacts())
        #expect(harness.shows("Ada"))
        #expect(!harness.shows("Pick a contact"))
        #expect(harness.treeText.contains("row \"Ada\": not selected"))
        #expect(harness.graph.innermostPushedStack() == nil)
    }

    @Test func tappingARowWritesTheSelectionAndShowsTheDetail() {
        let harness = Harness(Contacts())
        let step = harness.tap("Alan")
        #expect(step.runs("Contacts") == 1)
        #expect(step.causes("Contacts").contains { $0.contains("_selection") })
        #expect(step.runs("ContactDetail") == 1)
        #expect(harness.shows("Phone of Alan"))
        #expect(harness.treeText.contains("row \"Alan\": selected"))
    }

    @Test func popGoesBackToTheSidebarAndDestroysTheDetail() {
        let harness = Harness(Contacts())
        harness.tap("Ada")
        #expect(harness.shows("Phone of Ada"))
        let step = harness.pop()
        #expect(step.runs("Contacts") == 0)
        #expect(!harness.shows("Phone of Ada"))
        #expect(harness.shows("Ada"))
        // The selection is the app's: going back leaves it as it is.
        harness.tap("Alan")
        #expect(harness.shows("Phone of Alan"))
    }

    /// A row tagged with a value of another type than the selection's is not selectable.
    struct Mistagged: View {
        @State var selection: String?
        var body: some View {
            List(selection: $selection) {
                Text("One").tag(1)
                Text("Two").tag("two")
                Text("Untagged")
            }
            Text("selected \(selection ?? "none")")
        }
    }

    @Test func onlyRowsTaggedWithTheSelectionsTypeAreSelectable() {
        let harness = Harness(Mistagged())
        #expect(!harness.hasButton("One"))
        #expect(!harness.hasButton("Untagged"))
        let step = harness.tap("Two")
        #expect(step.runs("Mistagged") == 1)
        #expect(harness.shows("selected two"))
    }

    /// A link whose value has the selection's type selects it (the list's rows are tagged
    /// with the contacts' ids, of another type).
    struct LinkedContacts: View {
        @State var selection: Contact?
        var body: some View {
            NavigationSplitView {
                List(SplitViewRules.contacts, selection: $selection) { contact in
                    NavigationLink(contact.name, value: contact)
                }
            } detail: {
                if let selection { ContactDetail(contact: selection) } else { Text("Pick a contact") }
            }
        }
    }

    @Test func aValueLinkInASelectionListSelectsItsValue() {
        let harness = Harness(LinkedContacts())
        #expect(harness.treeText.contains("NavigationLink \"Ada\""))
        #expect(!harness.treeText.contains("row \"Ada\""))
        let step = harness.tap("Alan")
        #expect(step.runs("LinkedContacts") == 1)
        #expect(step.runs("ContactDetail") == 1)
        #expect(harness.shows("Phone of Alan"))
        #expect(!step.events.contains { $0.kind == .warning })
    }

    /// Several rows at once: outside edit mode a tap selects the row alone, in edit mode it
    /// adds or removes it.
    struct Multiple: View {
        @State var selection: Set<Int> = []
        @State var editMode = EditMode.inactive
        var body: some View {
            List(SplitViewRules.contacts, selection: $selection) { contact in
                Text(contact.name)
            }
            .environment(\.editMode, $editMode)
            Text("\(selection.count) selected")
            Button("Select several") { editMode = .active }
        }
    }

    @Test func aSetSelectionTakesOneRowOutsideEditModeAndTogglesRowsInIt() {
        let harness = Harness(Multiple())
        harness.tap("Ada")
        harness.tap("Alan")
        #expect(harness.shows("1 selected"))
        harness.tap("Select several")
        harness.tap("Ada")
        #expect(harness.shows("2 selected"))
        let step = harness.tap("Alan")
        #expect(step.runs("Multiple") == 1)
        #expect(harness.shows("1 selected"))
        #expect(harness.treeText.contains("row \"Ada\": selected"))
        #expect(harness.treeText.contains("row \"Alan\": not selected"))
    }

    struct Department: Identifiable, Hashable {
        let id: String
        let people: [String]
    }

    /// Three columns: the sidebar's selection drives the content column, the content's
    /// the detail.
    struct Company: View {
        let departments = [Department(id: "Design", people: ["Ada"]), Department(id: "Sales", people: ["Bo", "Cy"])]
        @State var department: String?
        @State var person: String?
        var body: some View {
            NavigationSplitView {
                List(departments, selection: $department) { Text($0.id) }
            } content: {
                if let department, let found = departments.first(where: { $0.id == department }) {
                    List(found.people, id: \.self, selection: $person) { Text($0) }
                } else {
                    Text("Pick a department")
                }
            } detail: {
                Text(person.map { "Profile of \($0)" } ?? "Pick a person")
            }
        }
    }

    @Test func threeColumnsShowOneAfterAnother() {
        let harness = Harness(Company())
        #expect(!harness.shows("Pick a department"))
        harness.tap("Sales")
        #expect(harness.shows("Cy"))
        #expect(!harness.shows("Pick a person"))
        let step = harness.tap("Cy")
        #expect(step.runs("Company") == 1)
        #expect(harness.shows("Profile of Cy"))
        harness.pop()
        #expect(!harness.shows("Profile of Cy"))
        #expect(harness.shows("Cy"))
        harness.pop()
        #expect(!harness.shows("Cy"))
        #expect(harness.graph.innermostPushedStack() == nil)
    }

    /// `preferredCompactColumn` is the column on top: the app can set it.
    struct Preferred: View {
        @State var column = NavigationSplitViewColumn.detail
        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                Button("Show detail") { column = .detail }
            } detail: {
                Text("The detail")
            }
            Text("on top: \(column)")
        }
    }

    @Test func aBoundPreferredCompactColumnIsTheColumnOnTop() {
        let harness = Harness(Preferred())
        #expect(harness.shows("The detail"))
        let step = harness.pop()
        #expect(step.runs("Preferred") == 1)
        #expect(harness.shows("on top: sidebar"))
        #expect(!harness.shows("The detail"))
        harness.tap("Show detail")
        #expect(harness.shows("The detail"))
    }
}
