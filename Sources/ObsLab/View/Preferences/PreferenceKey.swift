/// A named value produced by a view.
///
/// A view sets a value with `preference(key:value:)`; a view that contains it reads the
/// combined value of everything in its content with `onPreferenceChange(_:perform:)`.
/// Values of several views are combined in view-tree order with `reduce(value:nextValue:)`;
/// when no view sets one, the value is `defaultValue` (docs/rules/preferences.md).
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of the preference when no view sets one.
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously accumulated value with
    /// the result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
