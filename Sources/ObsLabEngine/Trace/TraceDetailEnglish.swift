import ObsLab

/// The trace's details in English: the text trace in English, and the JSON trace.
extension TraceDetail {
    var english: String {
        switch self {
        case .inputsUnchanged: "its inputs are unchanged"
        case .equatableSaysUnchanged: "== says the view is unchanged"
        case .equalityReturnedFalse: "== returned false"
        case .environmentChanged(let names): "environment \(names.joined(separator: ", ")) changed"
        case .fieldsChanged(let fields):
            fields.map { $0.isClosure ? "\($0.name) (a closure, never equal)" : $0.name }.joined(separator: ", ")
                + " changed"
        case .objectWillChange(let object, let emission): "\(object).objectWillChange (\(emission.english))"
        case .holdsAnotherObject(let now, let was): "now \(now), was \(was)"
        case .bindingFromClosures: "a binding made from closures is never equal to the last one"
        case .bindingPointsElsewhere: "points elsewhere"
        case .trackedProperty(let object, .named(let property)): "\(object).\(property)"
        case .trackedProperty(let object, .unnamed(let valueType)): "\(object).(a \(valueType) property)"
        case .storedValueChanged(let location, let old, let new): "\(location) \(old.english) → \(new)"
        case .preferenceValueChanged(let key, let old, let new): "preference \(key) \(old) → \(new)"
        case .emission(let emission): emission.english
        case .setUnchangedByModify: "set, value unchanged (a _modify access notifies anyway)"
        case .computedPropertyNotified: "a property with no stored field of its own: computed, notifying with withMutation"
        case .valueChanged(let old, let new): "\(old.english) → \(new)"
        case .writtenAgain(let value): "\(value) again: equal value, no update"
        case .stateCreated(let property, let value): "State \(property) = \(value)"
        case .stateObjectCreated(let property, let object): "StateObject \(property): \(object) created"
        case .observedObjectReplaced(let property, let old, let new, let lost):
            "ObservedObject \(property): \(old) replaced by \(new)"
                + (lost.isEmpty ? "" : "; state lost: "
                    + lost.map { "\($0.property) was \($0.was), now \($0.now)" }.joined(separator: ", "))
        case .initialValueDiscarded(let made, let kept):
            "State's initial value ran again and made \(made); it is discarded, \(kept) is kept"
        case .storageHeld(let held): held.map { "\($0.property) = \($0.value)" }.joined(separator: ", ")
        case .onChangeInitial(let view, let value): "onChange(of:) in \(view) (initial: \(value))"
        case .onChange(let view, let old, let new): "onChange(of:) in \(view) (\(old) → \(new))"
        case .onReceive(let view, let value): "onReceive in \(view) (\(value))"
        case .onPreferenceChange(let key, let view, let value): "onPreferenceChange(\(key)) in \(view) (\(value))"
        case .onDisappear(let view): "onDisappear in \(view)"
        case .taskStarted(let view, nil): "task in \(view) started"
        case .taskStarted(let view, let id?): "task(id:) in \(view) started (id \(id))"
        case .refreshStarted(let view): "refreshable in \(view) started"
        case .taskRestarted(let view, let old, let new):
            "task(id:) in \(view) restarted (id \(old) → \(new)); the old task is cancelled"
        case .lazyContainerScrolled(let container, let view, let rows, let count):
            "\(container) in \(view) scrolled: rows \(rows.map(Self.rowRange) ?? "none") of \(count) on screen"
        case .causedUpdate(let action, let update):
            action.english + " → " + update.englishUpdateName
        case .updateLoopStopped(let views, let passes):
            "\(views.joined(separator: ", ")) kept invalidating itself; the lab stopped after \(passes) update passes "
                + "(SwiftUI would loop or hang here)."
        case .pathCannotHold(let typeName): "The stack's path cannot hold a value of type \(typeName); the link does nothing."
        case .swiftUIMessage(let message), .recorded(let message): message
        case .causes(let causes): causes.map(\.english).joined(separator: "; ")
        }
    }
}

extension TraceDetail {
    /// `17–32`, or one row's number.
    static func rowRange(_ rows: ClosedRange<Int>) -> String {
        rows.count == 1 ? String(rows.lowerBound) : "\(rows.lowerBound)–\(rows.upperBound)"
    }
}

extension TraceDetail.Emission {
    var english: String {
        switch self {
        case .willChange(let property): "\(property) will change"
        case .setToEqualValue(let property): "\(property) set to an equal value"
        case .sentByHand: "objectWillChange.send() called by hand"
        }
    }
}

extension TraceDetail.StoredValue {
    var english: String {
        switch self {
        case .value(let value): value
        case .notYetStored: "not yet stored"
        case .defaultNotYetStored(let value): "\(value) (the default; not yet stored)"
        case .notYetStoredShowing(let values): "not yet stored (views showed their defaults: \(values.joined(separator: ", ")))"
        }
    }
}

private extension Int {
    /// The update an action's writes caused: the second, the third, …
    var englishUpdateName: String {
        switch self {
        case 2: "second update"
        case 3: "third update"
        default: "update #\(self)"
        }
    }
}
