import Foundation

/// A type that provides a sequence of dates for a `TimelineView` to update at.
///
/// In the lab a schedule is read for its interval: the timeline view updates every
/// interval on the lab's clock (`wait 2s`, docs/rules/time.md).
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Returns the dates at which a timeline view updates, from `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// The rate at which a timeline schedule updates a view (SwiftUI's
/// `TimelineScheduleMode`): the lab is always `.normal`.
public enum TimelineScheduleMode: Sendable {
    /// The schedule updates as often as it asks.
    case normal
    /// The schedule updates less often (a watch with its wrist down).
    case lowFrequency
}

/// A schedule that updates a timeline view at regular intervals from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a schedule that updates every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates `startDate`, `startDate + interval`, … as a lazy sequence.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: self.startDate, interval: interval)
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        init(start: Date, interval: TimeInterval) {
            upcoming = start
            self.interval = Swift.max(interval, 0.001)
        }
        /// The next date of the schedule.
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }
}

/// A schedule that updates a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a schedule that updates at the start of every minute.
    public init() {}

    /// The start of each minute from `startDate`'s.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule for updating a timeline view at the frame rate, or at a minimum interval,
/// optionally paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates a schedule that updates every frame (every `1/60` s in the lab), or every
    /// `minimumInterval` seconds; a paused schedule does not update.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frames from `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pre-defined schedule that updates a timeline view at the frame rate.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates a timeline view at the frame rate, or at `minimumInterval`,
    /// unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The mode a schedule is asked for its entries in.
    public typealias Mode = TimelineScheduleMode
}

/// What the lab reads of a schedule: how often it updates, and whether it is paused.
extension TimelineSchedule {
    var labInterval: TimeInterval? {
        switch self {
        case let schedule as PeriodicTimelineSchedule: return max(schedule.interval, 0.001)
        case is EveryMinuteTimelineSchedule: return 60
        case let schedule as AnimationTimelineSchedule:
            return schedule.paused ? nil : max(schedule.minimumInterval ?? 1.0 / 60, 0.001)
        default:
            // A custom schedule: the gap between its first two entries.
            var entries = entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal).makeIterator()
            guard let first = entries.next(), let second = entries.next() else { return nil }
            return max(second.timeIntervalSince(first), 0.001)
        }
    }
}
