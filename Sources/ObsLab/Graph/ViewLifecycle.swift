import OpenCombine

/// What the lifecycle modifiers of one body asked for while it was walked: values to
/// watch (`onChange`), tasks to run (`task`), actions for when they go away
/// (`onDisappear`), publishers to subscribe to (`onReceive`). Each is keyed by its
/// structural position, so the same modifier finds its state again on the next update.
struct LifecycleRequests {
    struct Change {
        let key: String
        /// Its place in the body's lifecycle order, for an initial run (`initial`).
        let order: Int
        let value: Any
        let isEqual: (Any) -> Bool
        let initial: Bool
        /// The deprecated one-parameter form: a change runs the action the *previous*
        /// body pass made, with the values it captured (docs/rules/lifecycle.md).
        let runsPreviousAction: Bool
        /// The watched value's type, as SwiftUI's warning names it (`Int`).
        let valueTypeName: String
        let action: @MainActor (_ old: Any, _ new: Any) -> Void
    }
    struct TaskRequest {
        let key: String
        /// Its place in the body's lifecycle order.
        let order: Int
        let id: AnyHashable?
        let action: @MainActor @Sendable () async -> Void
    }
    struct Receiver {
        let key: String
        let subscribe: (@escaping (Any) -> Void) -> AnyCancellable
        let action: @MainActor (Any) -> Void
        /// The interval of a Foundation timer (`Timer.publish(every:…).autoconnect()`),
        /// which ticks on the lab's clock when the graph has one.
        var timerInterval: TimeInterval?
    }

    var changes: [Change] = []
    var tasks: [TaskRequest] = []
    /// With whether a `.transition` is around the modifier (its action then runs before
    /// the update's appear actions).
    var disappearActions: [(key: String, action: @MainActor () -> Void, transitioned: Bool)] = []
    var receivers: [Receiver] = []

    var isEmpty: Bool { changes.isEmpty && tasks.isEmpty && disappearActions.isEmpty && receivers.isEmpty }
}

/// An action a modifier asked to run after the update in which it was walked.
struct LifecycleCallback {
    /// What ran, as the trace names it (`onChange(of:) in ContentView (0 → 1)`); nil for
    /// an action the trace does not list (`onAppear`).
    let description: TraceDetail?
    let view: String
    let action: @MainActor () -> Void
    /// For an action that runs in the lifecycle order (`onAppear`, `onChange(initial:)`,
    /// `task`): the view whose body registered it, and its place in that body's order.
    var place: (node: ViewNode, order: Int)?
}

/// The state a view's lifecycle modifiers keep between updates.
@MainActor
final class ViewLifecycle {
    /// Each `onChange`'s value and action from the last body pass that walked it.
    private var watchedValues: [String: (value: Any, action: @MainActor (_ old: Any, _ new: Any) -> Void)] = [:]
    private var tasks: [String: (id: AnyHashable?, generation: Int, task: Task<Void, Never>?)] = [:]
    private var taskGeneration = 0
    /// Per `onChange`: at most two runs per frame.
    private var changeCycles = UpdateCycleDetector()
    private var disappearActions: [String: (action: @MainActor () -> Void, transitioned: Bool)] = [:]
    private var receivers: [String: (cancellable: AnyCancellable, handler: ReceiveHandler)] = [:]

    /// Compares this update's requests with the last one's and queues what is due:
    /// changed values' actions, new or restarted tasks, actions of modifiers that went away.
    /// `keepingActions`: the same body pass walked again (a scroll): an `onChange` keeps the
    /// action it holds, so the one-parameter form still runs the previous pass's.
    func update(with requests: LifecycleRequests, of node: ViewNode, in graph: ViewGraph, keepingActions: Bool = false) {
        let view = node.path
        let name = Self.declaringName(of: node)
        var seenValues = Set<String>()
        for change in requests.changes {
            seenValues.insert(change.key)
            let new = change.value
            guard let previous = watchedValues[change.key] else {
                watchedValues[change.key] = (new, change.action)
                if change.initial {
                    // Among the appear actions, in the order written (docs/rules/lifecycle-order.md).
                    graph.pendingAppearActions.append(LifecycleCallback(
                        description: .onChangeInitial(view: name, value: describe(new, graph)), view: view,
                        action: { change.action(new, new) }, place: (node, change.order)))
                }
                continue
            }
            let old = previous.value
            watchedValues[change.key] = (new, keepingActions ? previous.action : change.action)
            if change.isEqual(old) { continue }
            guard changeCycles.dispatch(change.key, label: "onChange(of: \(change.valueTypeName)) action",
                                        view: view, graph: graph) else { continue }
            // The two- and zero-parameter forms run the action of the pass that saw the
            // change; the one-parameter form the one made by the pass before it.
            let action = change.runsPreviousAction ? previous.action : change.action
            graph.pendingCallbacks.append(LifecycleCallback(
                description: .onChange(view: name, from: describe(old, graph), to: describe(new, graph)),
                view: view) { action(old, new) })
        }
        for key in watchedValues.keys where !seenValues.contains(key) {
            watchedValues[key] = nil
            changeCycles.forget(key)
        }

        var seenTasks = Set<String>()
        for request in requests.tasks {
            seenTasks.insert(request.key)
            if let running = tasks[request.key] {
                guard running.id != request.id else { continue }
                running.task?.cancel()
                start(request, description: .taskRestarted(view: name, from: describe(running.id as Any, graph),
                                                           to: describe(request.id as Any, graph)),
                      node: node, graph: graph)
            } else {
                let id = request.id == nil ? nil : describe(request.id as Any, graph)
                start(request, description: .taskStarted(view: name, id: id),
                      node: node, graph: graph)
            }
        }
        for (key, running) in tasks where !seenTasks.contains(key) {
            running.task?.cancel()
            tasks[key] = nil
        }

        var seenDisappear = Set<String>()
        for (key, action, transitioned) in requests.disappearActions {
            seenDisappear.insert(key)
            disappearActions[key] = (action, transitioned)
        }
        for (key, gone) in disappearActions.sorted(by: { $0.key < $1.key }) where !seenDisappear.contains(key) {
            disappearActions[key] = nil
            graph.queueDisappearAction(LifecycleCallback(description: .onDisappear(view: name), view: view,
                                                         action: gone.action),
                                       beforeAppearActions: gone.transitioned)
        }

        var seenReceivers = Set<String>()
        for receiver in requests.receivers {
            seenReceivers.insert(receiver.key)
            if let existing = receivers[receiver.key] {
                existing.handler.action = receiver.action
                continue
            }
            let handler = ReceiveHandler(action: receiver.action, view: view, name: name, graph: graph)
            let cancellable: AnyCancellable
            if let interval = receiver.timerInterval, let clock = graph.clock {
                // A Foundation timer ticks on the lab's clock: `wait` lets its ticks come.
                let id = clock.repeating(every: interval) { [weak handler, weak clock] in
                    if let clock { handler?.receive(clock.now) }
                }
                cancellable = AnyCancellable { [weak clock] in MainActor.assumeIsolated { clock?.cancel(id) } }
            } else {
                cancellable = receiver.subscribe { [weak handler] value in
                    MainActor.assumeIsolated { handler?.receive(value) }
                }
            }
            receivers[receiver.key] = (cancellable, handler)
        }
        for (key, receiver) in receivers where !seenReceivers.contains(key) {
            receiver.cancellable.cancel()
            receivers[key] = nil
        }
    }

    /// The view whose code declared a modifier: the nearest view that is not one of the
    /// runtime's own (a stack's root content is part of the body of the view around it).
    static func declaringName(of node: ViewNode) -> String {
        var current: ViewNode? = node
        while let candidate = current, candidate.view is any RuntimeNamedView, let parent = candidate.parent {
            current = parent
        }
        return current?.name ?? node.name
    }

    /// The view's identity is gone: its tasks are cancelled, its subscriptions ended, and
    /// its `onDisappear` actions run after the update (before its appear actions when the
    /// view went with a transition).
    func end(of node: ViewNode, in graph: ViewGraph, withTransition: Bool) {
        for running in tasks.values { running.task?.cancel() }
        tasks = [:]
        for receiver in receivers.values { receiver.cancellable.cancel() }
        receivers = [:]
        for (_, gone) in disappearActions.sorted(by: { $0.key < $1.key }) {
            graph.queueDisappearAction(LifecycleCallback(description: .onDisappear(view: Self.declaringName(of: node)),
                                                         view: node.path, action: gone.action),
                                       beforeAppearActions: withTransition || gone.transitioned)
        }
        disappearActions = [:]
        watchedValues = [:]
        changeCycles.reset()
    }

    private func start(_ request: LifecycleRequests.TaskRequest, description: TraceDetail, node: ViewNode, graph: ViewGraph) {
        // The task is made when the callback runs, after the update and after every appear
        // action of it, in the lifecycle order; its body runs when the main actor is next free.
        let key = request.key
        taskGeneration += 1
        let generation = taskGeneration
        tasks[key] = (request.id, generation, nil)
        graph.letsTasksRun = true
        graph.pendingTaskStarts.append(LifecycleCallback(description: description, view: node.path, action: { [weak self] in
            guard let self, let current = self.tasks[key], current.generation == generation else { return }
            self.tasks[key] = (request.id, generation, graph.startTask(request.action))
        }, place: (node, request.order)))
    }

    private func describe(_ value: Any, _ graph: ViewGraph) -> String {
        if let optional = value as? any OptionalDescribing, optional.isNone { return "nil" }
        return ValueDescription.describe(value, names: graph.objects)
    }
}

private protocol OptionalDescribing { var isNone: Bool { get } }
extension Optional: OptionalDescribing { var isNone: Bool { self == nil } }

/// Delivers a publisher's values to the latest `onReceive` action, and records each delivery.
@MainActor
final class ReceiveHandler {
    var action: @MainActor (Any) -> Void
    let view: String
    let name: String
    weak var graph: ViewGraph?

    init(action: @escaping @MainActor (Any) -> Void, view: String, name: String, graph: ViewGraph) {
        self.action = action
        self.view = view
        self.name = name
        self.graph = graph
    }

    func receive(_ value: Any) {
        if let graph {
            graph.recorder.record(TraceEvent(kind: .callback, view: view,
                                             detail: .onReceive(view: name,
                                                                value: ValueDescription.describe(value, names: graph.objects))))
        }
        action(value)
    }
}

extension ViewGraph {
    /// Starts `action` as a task on the main actor; with a clock, the task and the tasks it
    /// makes sleep on it (`LabTime.clock`).
    func startTask(_ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        guard let clock else { return Task { @MainActor in await action() } }
        return Task { @MainActor in await LabTime.$clock.withValue(clock) { await action() } }
    }

    /// Runs the actions modifiers asked for after the pass. Writes they make invalidate
    /// views, which run in the next pass of the same flush: SwiftUI's second update.
    func runCallbacks(afterPass pass: Int) {
        while !pendingCallbacks.isEmpty && crash == nil {
            let callbacks = pendingCallbacks
            pendingCallbacks = []
            run(callbacks, afterPass: pass)
        }
    }

    /// Runs `callbacks` in order, each listed in the trace when it has a description (with
    /// the update its writes cause).
    func run(_ callbacks: [LifecycleCallback], afterPass pass: Int) {
        for callback in callbacks where crash == nil {
            guard let description = callback.description else {
                callback.action()
                continue
            }
            let index = recorder.reserveEvent(TraceEvent(kind: .callback, view: callback.view, detail: description))
            let before = queuedCount
            callback.action()
            publishers.closeOpenEmissions()
            if queuedCount > before {
                recorder.update(index) { event in event.detail = event.detail.map { .causedUpdate($0, update: pass + 1) } }
            }
        }
    }

    /// A custom view whose `Body` is `Never` has no body to run: SwiftUI stops the app.
    /// `type`: the view's type, when the caller has it already.
    static func missingBody(_ view: any View, type known: ObjectIdentifier? = nil) -> SimulatedCrash? {
        let key = known ?? ObjectIdentifier(Swift.type(of: view))
        if key == lastBodyType { return nil }
        let missing: Bool
        if let known = bodylessTypes[key] {
            missing = known
        } else {
            // A custom shape draws itself from its path: it has no body, and needs none.
            missing = bodyIsNever(view) && !(view is any PrimitiveView) && !(view is any Shape)
            bodylessTypes[key] = missing
        }
        guard missing else {
            lastBodyType = key
            return nil
        }
        return SimulatedCrash(message: "Fatal error: \(type(of: view)) may not have Body == Never")
    }

    private static func bodyIsNever<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }
    /// Per view type, whether it is a custom view with no body (decided once per type).
    private static var bodylessTypes: [ObjectIdentifier: Bool] = [:]
    /// The last type found to have a body: a list's rows run one after another.
    private static var lastBodyType: ObjectIdentifier?

    /// Whether views of `type` are known to have a body (the last type found to have one):
    /// then `missingBody` need not be handed the view.
    static func isKnownToHaveBody(_ type: ObjectIdentifier) -> Bool { type == lastBodyType }
}
