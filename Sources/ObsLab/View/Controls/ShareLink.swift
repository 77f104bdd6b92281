import Foundation

/// A control that presents the system's share sheet (`tap "Share"` in the lab). The sheet
/// is the system's, not the app's: sharing writes nothing the app reads and runs none of
/// its code, so a tap runs no action and no body (docs/rules/controls.md). The tree shows
/// it as `ShareLink "<title>"`.
public struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label

    /// A share link for `item` with a custom label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for `items` with a custom label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let control = walker.control(.button, label: label, tap: {})
        control.displayName = "ShareLink"
        walker.emit(.control(control))
    }
}

extension ShareLink where Label == ObsLab.Label<Text, Image> {
    /// A share link with the system's label: "Share", with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObsLab.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share link for `items` with the system's label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) {
            ObsLab.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share link titled with a localized string key (a literal), with the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObsLab.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    /// A share link titled with a string shown as it is, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObsLab.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}
