import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine

// docs/rules/time.md, "Timers and delays a model starts" and "TimelineView".
@MainActor
@Suite struct ModelTimeRules {

    @MainActor @Observable
    final class Session {
        var ticks = 0
        var message = "Ready"
        var timer: Foundation.Timer?

        func start(repeats: Bool = true) {
            timer = Foundation.Timer._OnLabClock.scheduledTimer(withTimeInterval: 1, repeats: repeats) { [weak self] _ in
                MainActor.assumeIsolated { self?.ticks += 1 }
            }
        }

        func stop() {
            timer?.invalidate()
        }

        func flash() {
            message = "Saved"
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                MainActor.assumeIsolated { self.message = "Ready" }
            }
        }
    }

    struct SessionView: View {
        @State var session = Session()
        var body: some View {
            Text("\(session.ticks) ticks")
            Text(session.message)
            Button("Start") { session.start() }
            Button("Once") { session.start(repeats: false) }
            Button("Stop") { session.stop() }
            Button("Save") { session.flash() }
        }
    }

    struct Clock: View {
        let schedule: AnyTimelineScheduleChoice
        var body: some View {
            switch schedule {
            case .periodic:
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("at \(Int(context.date.timeIntervalSinceReferenceDate))")
                }
            case .everyMinute:
                TimelineView(.everyMinute) { context in
                    Text("at \(Int(context.date.timeIntervalSinceReferenceDate))")
                }
            case .animation:
                TimelineView(.animation(minimumInterval: 0.5)) { context in
                    Text("at \(context.date.timeIntervalSinceReferenceDate)")
                }
            }
        }
    }

    enum AnyTimelineScheduleChoice { case periodic, everyMinute, animation }

    /// A graph with the lab's clock, as the shell, scripts and `try` make it.
    static func clocked(_ root: some View) -> ViewGraph {
        let graph = ViewGraph(root: root)
        graph.clock = LabClock()
        graph.mount()
        return graph
    }

    static func tap(_ label: String, in graph: ViewGraph) {
        let control = graph.controlsOnScreen().map(\.control).first { $0.kind == .button && $0.label == label }
        graph.perform("tap \(label)") { control?.tap?() }
    }

    static func shows(_ text: String, in graph: ViewGraph) -> Bool {
        graph.renderTree().contains { $0.contains("Text \"\(text)\"") }
    }

    @Test func aTimerAModelSchedulesTicksOnTheClockUntilInvalidated() {
        let graph = Self.clocked(SessionView())
        Self.tap("Start", in: graph)
        #expect(Self.shows("0 ticks", in: graph))
        let twoSeconds = graph.passTime(2, action: "wait 2s")
        #expect(Self.shows("2 ticks", in: graph))
        #expect(twoSeconds.events.filter { $0.kind == .evaluation && $0.view == "SessionView" }.count == 2)
        Self.tap("Stop", in: graph)
        graph.passTime(3, action: "wait 3s")
        #expect(Self.shows("2 ticks", in: graph))
    }

    @Test func aTimerThatDoesNotRepeatFiresOnce() {
        let graph = Self.clocked(SessionView())
        Self.tap("Once", in: graph)
        graph.passTime(5, action: "wait 5s")
        #expect(Self.shows("1 ticks", in: graph))
    }

    @Test func aDelayedBlockOnTheMainQueueRunsWhenWaitReachesItsDeadline() {
        let graph = Self.clocked(SessionView())
        Self.tap("Save", in: graph)
        #expect(Self.shows("Saved", in: graph))
        graph.passTime(1.5, action: "wait 1.5s")
        #expect(Self.shows("Saved", in: graph))
        graph.passTime(0.5, action: "wait 500ms")
        #expect(Self.shows("Ready", in: graph))
    }

    /// Outside an update of a graph with a clock (`LabHost`, code of the lab's own), the
    /// timer is scheduled on the run loop, as Foundation's is.
    @Test func withoutAClockATimerIsScheduledOnTheRunLoop() {
        #expect(LabTime.updating == nil)
        nonisolated(unsafe) var fired = 0
        let timer = Foundation.Timer._OnLabClock.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in fired += 1 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        #expect(fired == 1)
        #expect(!timer.isValid)
    }

    @Test func aTimelineViewBuildsItsContentAtEachDateOfItsScheduleOnTheClock() {
        let graph = Self.clocked(Clock(schedule: .periodic))
        #expect(Self.shows("at 0", in: graph))
        let step = graph.passTime(3, action: "wait 3s")
        #expect(Self.shows("at 3", in: graph))
        let runs = step.events.filter { $0.kind == .evaluation }
        #expect(runs.filter { $0.view?.hasSuffix("TimelineView") == true }.count == 3)
        #expect(!runs.contains { $0.view == "Clock" })

        let minutes = Self.clocked(Clock(schedule: .everyMinute))
        minutes.passTime(59, action: "wait 59s")
        #expect(Self.shows("at 0", in: minutes))
        minutes.passTime(1, action: "wait 1s")
        #expect(Self.shows("at 60", in: minutes))

        let frames = Self.clocked(Clock(schedule: .animation))
        let second = frames.passTime(1, action: "wait 1s")
        #expect(second.events.filter { $0.kind == .evaluation }.count == 2)
        #expect(Self.shows("at 1.0", in: frames))
    }

    /// Through `obslab try`: a file with a view called `Timer` keeps it, and compiles.
    @Test func aFileWithItsOwnTimerTypeCompilesUnderTry() throws {
        let source = """
            import SwiftUI

            struct Timer: View {
                var body: some View { Text("own timer") }
            }

            #Preview { Timer() }
            """
        let output = try TimeRules.run("own-timer", source, ["expect Timer shows \"own timer\""])
        #expect(!output.contains("✗") && output.contains("✓"), "\(output)")
    }

    @Test func tryNamesFoundationsTimerUnlessTheFilesDeclareTheirOwn() {
        let plain = UserSourceScan(fileName: "Model.swift", text: "final class Model { var timer: Timer? }")
        #expect(!plain.declaresTimer)
        #expect(EntryPoint(scans: [plain], root: nil).source.contains("typealias Timer = Foundation.Timer._OnLabClock"))
        let own = UserSourceScan(fileName: "Timer.swift", text: "struct Timer: View {\n  var body: some View { Text(\"t\") }\n}")
        #expect(own.declaresTimer)
        #expect(!EntryPoint(scans: [plain, own], root: nil).source.contains("typealias Timer"))
        // A comment or a string naming a `class Timer` is no declaration.
        #expect(!UserSourceScan(fileName: "A.swift", text: "// class Timer\nlet s = \"struct Timer\"").declaresTimer)
    }
}
