import ObsLab
import ObsLabEngine

// A theme handed down through views that don't use it, as in the sources' book app.
// The app puts the theme in the environment at the top; a shelf and its book rows pass
// through without mentioning it; a book title deep inside reads the theme's colour; a
// theme picker reads nothing and only changes it.
//
// - Old: `.environmentObject(theme)` and `@EnvironmentObject var theme: Theme`. Every
//   view that declares the property subscribes to the whole object, whatever it reads
//   (SEMANTICS.md §3); the app, which owns it with `@StateObject`, re-runs too.
// - New: `.environment(theme)` and `@Environment(Theme.self) var theme`. Reads are
//   tracked per property like any other (§4), so only the title re-runs.
//
// Either way, the views in between (the shelf, the rows) are not involved: the
// environment reaches descendants without passing through their inputs.

enum EnvironmentObjectOld {
    final class Theme: ObservableObject {
        @Published var primaryColor: Color = .red
        @Published var fontName = "Georgia"
    }

    /// The sources' `Color` prints as a struct; give the lab a word for it.
    static func name(of color: Color) -> String { color == .red ? "red" : color == .blue ? "blue" : "other" }

    struct BookApp: View {
        @StateObject private var theme = Theme()

        var body: some View {
            VStack {
                ThemePicker()
                Shelf(books: ["Mastering iOS 17", "Swift Concurrency"])
            }
            .environmentObject(theme)
        }
    }

    struct Shelf: View {
        let books: [String]

        var body: some View {
            List {
                ForEach(books, id: \.self) { BookRow(title: $0) }
            }
        }
    }

    struct BookRow: View {
        let title: String

        var body: some View {
            HStack {
                BookTitle(text: title)
                Text("in stock")
            }
        }
    }

    struct BookTitle: View {
        @EnvironmentObject var theme: Theme
        let text: String

        var body: some View {
            Text("\(text) [\(EnvironmentObjectOld.name(of: theme.primaryColor))]")
                .foregroundStyle(theme.primaryColor)
        }
    }

    struct ThemePicker: View {
        @EnvironmentObject var theme: Theme

        var body: some View {
            HStack {
                Button("Make it blue") { theme.primaryColor = .blue }
                Button("Change the font") { theme.fontName = "Avenir" }
            }
        }
    }
}

enum EnvironmentObjectNew {
    @Observable final class Theme {
        var primaryColor: Color = .red
        var fontName = "Georgia"
    }

    static func name(of color: Color) -> String { color == .red ? "red" : color == .blue ? "blue" : "other" }

    struct BookApp: View {
        @State private var theme = Theme()

        var body: some View {
            VStack {
                ThemePicker()
                Shelf(books: ["Mastering iOS 17", "Swift Concurrency"])
            }
            .environment(theme)
        }
    }

    struct Shelf: View {
        let books: [String]

        var body: some View {
            List {
                ForEach(books, id: \.self) { BookRow(title: $0) }
            }
        }
    }

    struct BookRow: View {
        let title: String

        var body: some View {
            HStack {
                BookTitle(text: title)
                Text("in stock")
            }
        }
    }

    struct BookTitle: View {
        @Environment(Theme.self) var theme
        let text: String

        var body: some View {
            Text("\(text) [\(EnvironmentObjectNew.name(of: theme.primaryColor))]")
                .foregroundStyle(theme.primaryColor)
        }
    }

    struct ThemePicker: View {
        @Environment(Theme.self) var theme

        var body: some View {
            HStack {
                Button("Make it blue") { theme.primaryColor = .blue }
                Button("Change the font") { theme.fontName = "Avenir" }
            }
        }
    }
}

extension BuiltInCatalog {
    static let environmentObject = Scenario(
        id: "environment-object",
        title: "A theme in the environment",
        summary: """
            A theme in the environment re-runs every @EnvironmentObject holder on any change, \
            and with @Observable only the views that read the changed property. A book app puts \
            its theme at the top with .environmentObject or .environment; a shelf and its rows \
            pass it by; the book titles read its colour; a picker only changes it.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: ".environmentObject(_:) and @EnvironmentObject",
                            module: EnvironmentObjectOld.self) { _ in
                EnvironmentObjectOld.BookApp()
            },
            ScenarioVariant(ScenarioVariant.new, description: ".environment(_:) and @Environment(Theme.self)",
                            module: EnvironmentObjectNew.self) { _ in
                EnvironmentObjectNew.BookApp()
            },
        ],
        script: """
            tap "Make it blue"
            # The views in between never re-run.
            expect Shelf runs 0
            expect "BookRow[Mastering iOS 17]" runs 0
            # Old: every subscriber, the app that owns the theme included.
            expect old BookApp runs 1 reason "_theme changed." wasted
            expect old ThemePicker runs 1 reason "_theme changed." wasted
            expect old "BookRow[Mastering iOS 17]/BookTitle" runs 1 reason "_theme changed."
            expect old "BookRow[Swift Concurrency]/BookTitle" runs 1 reason "_theme changed."
            # New: only the titles, which read primaryColor.
            expect new BookApp runs 0
            expect new ThemePicker runs 0
            expect new "BookRow[Mastering iOS 17]/BookTitle" runs 1 reason "@dependencies changed." cause "Theme#1.primaryColor"
            expect new "BookRow[Swift Concurrency]/BookTitle" runs 1 cause "Theme#1.primaryColor"
            # Nobody reads the font name.
            tap "Change the font"
            expect old "BookRow[Mastering iOS 17]/BookTitle" runs 1 wasted
            expect old ThemePicker runs 1 wasted
            expect new "BookRow[Mastering iOS 17]/BookTitle" runs 0
            expect new ThemePicker runs 0
            """)
}
