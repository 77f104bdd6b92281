import Foundation
import OpenCombine

/// A view that updates according to a schedule that you provide.
///
/// In the lab its content is built with a `Context` whose `date` is the lab's clock
/// (2001-01-01 00:00:00 UTC plus what `wait` let pass), and built again each interval of the
/// schedule when `wait` lets the time pass: a Foundation timer on the lab's clock, as
/// `onReceive` of `Timer.publish` (docs/rules/time.md). The timeline view is a view of its
/// own (`ContentView/TimelineView`), SwiftUI's, which `_printChanges` never reports.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, RuntimeNamedView {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date: Date?

    package var runtimeName: String { "TimelineView" }

    /// Information passed to a timeline view's content callback: the date from the
    /// schedule that triggered the update, and the cadence.
    public struct Context {
        /// The rate at which the timeline updates the view.
        public enum Cadence: Comparable, Sendable {
            /// Updates at the rate of the schedule.
            case live
            /// Updates about once a second.
            case seconds
            /// Updates about once a minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
    }

    /// Creates a timeline view that uses `schedule`; `content` builds the view for each date.
    public init(_ schedule: Schedule,
                @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let now = date ?? LabTime.updating?.now ?? Date()
        let context = TimelineViewDefaultContext(date: now, cadence: .live)
        return TimelineContent(content: content(context), interval: schedule.labInterval) { date = $0 }
    }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A timeline view's content, receiving the ticks of its schedule while on screen.
struct TimelineContent<Content: View>: View, PrimitiveView {
    let content: Content
    let interval: TimeInterval?
    let tick: @MainActor (Date) -> Void

    func walk(into walker: inout StructureWalker) {
        guard let interval else {
            walker.visit(content, component: nil)
            return
        }
        let timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect()
        walker.visit(OnReceiveView(content: content, publisher: timer, action: tick), component: nil)
    }
}
