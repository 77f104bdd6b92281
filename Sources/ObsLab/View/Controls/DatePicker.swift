import Foundation

/// A control that picks a date (`choose "<label>" "2026-12-24"`, or `"2026-12-24 18:30"`,
/// or `"18:30"` for a time): the date is written to the binding, kept within the range.
///
/// Like every control, creating it reads nothing: the view that passes `$dueDate` does not
/// depend on the date. The tree shows the date as the lab writes it, in the machine's time
/// zone: `2026-12-24`, `18:30`, or both, after the components the picker displays.
public struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        range = nil
        components = displayedComponents
        self.label = label()
    }

    /// A date picker with a custom label, whose dates stay within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        let binding = selection, range = range
        let format = DatePickerText(components: components)
        let control = Control(kind: .picker, label: title.isEmpty ? "DatePicker" : title,
                              currentValue: { format.text(of: binding.readUntracked()) })
        control.displayName = "DatePicker"
        control.acceptsChoice = { format.date(from: $0, around: binding.readUntracked()) != nil }
        control.choiceHint = format.hint
        control.choose = { text in
            guard var date = format.date(from: text, around: binding.readUntracked()) else { return false }
            if let range { date = min(max(date, range.lowerBound), range.upperBound) }
            binding.wrappedValue = date
            return true
        }
        walker.emit(.control(control))
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, whose dates stay within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, whose dates are `range.lowerBound` or later.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range.lowerBound...Date.distantFuture,
                  displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, whose dates are `range.upperBound` or earlier.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: Date.distantPast...range.upperBound,
                  displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a `DatePicker` shows and picks.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How the lab writes and reads a date picker's value: `yyyy-MM-dd`, `HH:mm`, or both, in
/// the machine's time zone.
struct DatePickerText: Sendable {
    let components: DatePickerComponents

    private var pattern: String {
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false): "yyyy-MM-dd"
        case (false, true): "HH:mm"
        default: "yyyy-MM-dd HH:mm"
        }
    }

    /// What `choose` takes, for an error.
    var hint: String { "a date as \(pattern)" }

    private func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = pattern
        return formatter
    }

    func text(of date: Date) -> String { formatter(pattern).string(from: date) }

    /// The date `text` names; a time alone keeps the day of `current`, a day alone its time.
    func date(from text: String, around current: Date) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let full = formatter("yyyy-MM-dd HH:mm").date(from: trimmed) { return full }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        if let day = formatter("yyyy-MM-dd").date(from: trimmed) {
            let time = calendar.dateComponents([.hour, .minute], from: current)
            return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: day)
        }
        if let clock = formatter("HH:mm").date(from: trimmed) {
            let time = calendar.dateComponents([.hour, .minute], from: clock)
            return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: current)
        }
        return nil
    }
}
