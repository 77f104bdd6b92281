/// What kind of control a view put on screen. The one list of kinds: the graph's
/// controls, the lab's verbs, the tree, screen snapshots and the shell all use it.
///
/// The raw value is how messages and pages name the kind (`no text field labelled …`,
/// `"kind": "text field"` in a snapshot's JSON).
package enum ControlKind: String, CaseIterable, Codable, Sendable {
    case button, toggle, textField = "text field", picker, stepper, slider

    /// The control's SwiftUI type, as the tree shows it.
    package var title: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .textField: "TextField"
        case .picker: "Picker"
        case .stepper: "Stepper"
        case .slider: "Slider"
        }
    }
}
