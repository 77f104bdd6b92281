/// What a trace event says beyond its kind and names, as a value: why a child was
/// skipped, what invalidated a view, what a write or an action's callback did.
///
/// The runtime records what happened; the engine renders it, once per language (English
/// for the text and JSON traces, Chinese for the text trace). Names and values the app
/// made (`Model#1`, `"Page 0"`, `_count`) are carried as the runtime described them, and
/// SwiftUI's own messages (runtime warnings, crash text, `_printChanges` lines) as
/// SwiftUI prints them, in every language.
package indirect enum TraceDetail: Hashable, Sendable {
    // Why a child's body did not run (`skip`).

    /// A child compared field by field: no stored field differs.
    case inputsUnchanged
    /// A child compared with its `==` (`.equatable()`, an `Equatable` view): it says equal.
    case equatableSaysUnchanged

    // Why a view was invalidated.

    /// The child's `==` said its new value differs.
    case equalityReturnedFalse
    /// Environment entries the view reads changed (their names, as the app spells them).
    case environmentChanged([String])
    /// Stored fields of the view's value differ (`@self`).
    case fieldsChanged([ChangedField])
    /// An object the view holds fired `objectWillChange`.
    case objectWillChange(object: String, Emission)
    /// A view holds another object than before (`@ObservedObject`, `@Bindable`).
    case holdsAnotherObject(now: String, was: String)
    /// A binding made with `Binding(get:set:)`: never equal to the last one.
    case bindingFromClosures
    /// A binding now reaches another source of truth.
    case bindingPointsElsewhere
    /// A tracked property the body read changed (`@dependencies`).
    case trackedProperty(object: String, PropertyName)
    /// A stored value the body read changed (`_count`): its location, old and new value.
    case storedValueChanged(location: String, from: StoredValue, to: String)
    /// The value of a preference key a view is built from changed
    /// (`overlayPreferenceValue`): the key, the old and the new value.
    case preferenceValueChanged(key: String, from: String, to: String)

    // What an object did.

    /// What made an `ObservableObject` emit (the emission event itself).
    case emission(Emission)
    /// An `@Observable` property was set to an equal value through a `_modify` access.
    case setUnchangedByModify
    /// An `@Observable` property with no stored field notified with `withMutation`.
    case computedPropertyNotified

    // Writes to `@State`, `@AppStorage`, `@SceneStorage`.

    /// A write that changed the value.
    case valueChanged(from: StoredValue, to: String)
    /// A write of the value already stored: no update.
    case writtenAgain(String)

    // Storage made, replaced, thrown away.

    /// A `@State` slot was made, with its value.
    case stateCreated(property: String, value: String)
    /// A `@StateObject` made its object.
    case stateObjectCreated(property: String, object: String)
    /// An `@ObservedObject` was handed another instance; what the old one held that the new
    /// one does not.
    case observedObjectReplaced(property: String, old: String, new: String, lost: [LostValue])
    /// A `@State`'s initial value made an object again, which SwiftUI throws away.
    case initialValueDiscarded(made: String, kept: String)
    /// What storage held when its identity went (`_n = 1`).
    case storageHeld([HeldValue])

    // Modifier actions run after an update.

    /// `onChange(of:initial: true)` on the first update.
    case onChangeInitial(view: String, value: String)
    /// `onChange(of:)` with the old and the new value.
    case onChange(view: String, from: String, to: String)
    /// `onReceive` with the value delivered.
    case onReceive(view: String, value: String)
    /// `onPreferenceChange` with the new value.
    case onPreferenceChange(key: String, view: String, value: String)
    /// `onDisappear`.
    case onDisappear(view: String)
    /// `task` (and `task(id:)`, with its id) started.
    case taskStarted(view: String, id: String?)
    /// A pull on a refreshable list or scroll view started its `refreshable` action.
    case refreshStarted(view: String)
    /// `task(id:)` started again because its id changed; the old task is cancelled.
    case taskRestarted(view: String, from: String, to: String)
    /// A lazy container was scrolled: the rows now on screen (1-based; none), of how many.
    case lazyContainerScrolled(container: String, view: String, rows: ClosedRange<Int>?, of: Int)
    /// An action whose writes caused another update: the second, third, …
    case causedUpdate(TraceDetail, update: Int)

    // The lab stepping in.

    /// Views kept invalidating themselves; the lab stopped the flush.
    case updateLoopStopped(views: [String], passes: Int)
    /// A `NavigationStack`'s path cannot hold the value a link pushes.
    case pathCannotHold(typeName: String)

    /// SwiftUI's own words: a runtime warning, a crash message, a `_printChanges` line.
    case swiftUIMessage(String)
    /// Several causes of one evaluation, in the order they came.
    case causes([TraceDetail])
    /// A detail read back from a recorded trace (the JSON trace), as it was written.
    case recorded(String)

    /// What made an `ObservableObject` emit.
    package enum Emission: Hashable, Sendable {
        /// A `@Published` property will change.
        case willChange(property: String)
        /// A `@Published` property was set to an equal value (it still emits).
        case setToEqualValue(property: String)
        /// `objectWillChange.send()` called by the app.
        case sentByHand
    }

    /// A stored field whose value differs, and whether it is a closure (never equal).
    package struct ChangedField: Hashable, Sendable {
        package let name: String
        package let isClosure: Bool

        package init(_ name: String, isClosure: Bool = false) {
            self.name = name
            self.isClosure = isClosure
        }
    }

    /// The property a tracked change reached: its name, or only its type when the lab
    /// could not name the key path.
    package enum PropertyName: Hashable, Sendable {
        case named(String)
        case unnamed(valueType: String)
    }

    /// What a storage location held before a write.
    package enum StoredValue: Hashable, Sendable {
        /// A value, described.
        case value(String)
        /// An `@AppStorage` key never written, that no view has shown yet.
        case notYetStored
        /// An `@AppStorage` key never written, whose one shown default is this.
        case defaultNotYetStored(String)
        /// An `@AppStorage` key never written, whose views showed different defaults.
        case notYetStoredShowing([String])
    }

    /// A property of a replaced object whose value the replacement does not have.
    package struct LostValue: Hashable, Sendable {
        package let property: String
        package let was: String
        package let now: String

        package init(property: String, was: String, now: String) {
            self.property = property
            self.was = was
            self.now = now
        }
    }

    /// A stored value and what it held.
    package struct HeldValue: Hashable, Sendable {
        package let property: String
        package let value: String

        package init(property: String, value: String) {
            self.property = property
            self.value = value
        }
    }

    /// The causes of one evaluation as one detail: none, the one, or all of them in order.
    package static func combining(_ details: [TraceDetail]) -> TraceDetail? {
        switch details.count {
        case 0: nil
        case 1: details[0]
        default: .causes(details)
        }
    }
}
