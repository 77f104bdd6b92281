/// The ways a view presents another.
enum PresentationKind: String {
    case sheet, fullScreenCover, popover, alert, confirmationDialog

    /// Alerts and dialogs dismiss themselves when any of their buttons is tapped.
    var dismissesOnButtonTap: Bool { self == .alert || self == .confirmationDialog }
}

/// A presentation the shell can end (`dismiss`): a sheet, cover, popover, alert or dialog.
@MainActor
package protocol DismissibleHost {
    /// Whether it is showing, read without becoming a dependency.
    var isShowing: Bool { get }
    /// Ends the presentation as the system does (a swipe down, a tap outside).
    func dismissFromOutside()
}
