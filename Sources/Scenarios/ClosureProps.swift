import ObsLab
import ObsLabEngine

// A child that stores a closure (`onDelete: () -> Void`) can't be compared with its
// previous value, because closures are never equal: every time the parent re-runs, the
// child re-runs with `@self`, even though nothing it shows changed (SEMANTICS.md §2 and
// gotcha 6). Declaring the child `Equatable`, comparing only what it shows, and wrapping
// it in `.equatable()` lets the parent skip it. A child with only plain values is the
// baseline: it is skipped without any help.
enum ClosurePropsApp {
    struct Inbox: View {
        @State private var unread = 3
        @State private var deleted = 0

        var body: some View {
            VStack {
                Text("\(unread) unread, \(deleted) deleted")
                Button("Mark one read") { unread -= 1 }
                PlainRow(title: "Welcome")
                ClosureRow(title: "Invoice", onDelete: { deleted += 1 })
                EquatableRow(title: "Newsletter", onDelete: { deleted += 1 }).equatable()
            }
        }
    }

    /// Only plain values: equal inputs, skipped.
    struct PlainRow: View {
        let title: String

        var body: some View {
            Text(title)
        }
    }

    /// Holds a closure: never equal to the last one.
    struct ClosureRow: View {
        let title: String
        let onDelete: () -> Void

        var body: some View {
            HStack {
                Text(title)
                Button("Delete invoice", action: onDelete)
            }
        }
    }

    /// Compared with its own `==`, which looks at the title only.
    struct EquatableRow: View, Equatable {
        let title: String
        let onDelete: () -> Void

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }

        var body: some View {
            HStack {
                Text(title)
                Button("Delete newsletter", action: onDelete)
            }
        }
    }
}

extension BuiltInCatalog {
    static let closureProps = Scenario(
        id: "closure-props",
        title: "Closures in a child's inputs",
        summary: """
            A child that stores a closure re-runs every time its parent does, because closures \
            never compare equal, unless the child is Equatable and wrapped in equatable(). An \
            inbox hands its rows a delete closure: the plain row re-runs for nothing on every \
            inbox update, the Equatable row comparing its title is skipped, like a row of plain \
            values.
            """,
        variants: [ScenarioVariant("app", description: "a closure property, then Equatable + .equatable()",
                                   module: ClosurePropsApp.self) { _ in
            ClosurePropsApp.Inbox()
        }],
        script: """
            tap "Mark one read"
            expect Inbox runs 1 reason "_unread changed."
            expect PlainRow runs 0
            # The closure is a new value every time: @self, and the output is the same.
            expect ClosureRow runs 1 reason "@self changed." wasted
            expect event "onDelete (a closure, never equal)"
            # Its own == says nothing it shows changed.
            expect EquatableRow runs 0
            expect event "== says the view is unchanged"
            # Calling the closure writes the inbox's state: same picture again.
            tap "Delete newsletter"
            expect Inbox runs 1 reason "_deleted changed."
            expect ClosureRow runs 1 wasted
            expect EquatableRow runs 0
            """)
}
