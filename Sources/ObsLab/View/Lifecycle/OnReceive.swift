import OpenCombine

/// Subscribes to a publisher while the view is on screen and runs the action with each
/// value it sends (OpenCombine's `Publisher`, as `import SwiftUI` gives Combine's).
///
/// The subscription is made after the update that shows the view and kept while the
/// view stays; the latest action is used. A Foundation timer
/// (`Timer.publish(every:on:in:).autoconnect()`) ticks on the lab's clock when the graph
/// has one: `wait 1s` lets one tick come (docs/rules/time.md). A value arriving during an action runs the
/// action at once, and its writes are flushed with that action.
struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    func walk(into walker: inout StructureWalker) {
        let publisher = publisher
        let action = action
        var receiver = LifecycleRequests.Receiver(
            key: walker.position + "#receive\(walker.lifecycle.receivers.count)",
            subscribe: { deliver in AnyCancellable(publisher.sink { deliver($0) }) },
            action: { value in if let value = value as? P.Output { action(value) } })
        if let timer = publisher as? Publishers.Autoconnect<Timer.OCombine.TimerPublisher> {
            receiver.timerInterval = timer.upstream.interval
        }
        walker.lifecycle.receivers.append(receiver)
        walker.visit(content, component: nil)
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is on screen.
    public func onReceive<P: Publisher>(_ publisher: P,
                                        perform action: @escaping @MainActor (P.Output) -> Void)
    -> some View where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}
