// Observation's own scope: the thread-local slot `withObservationTracking` points at the
// access list it is filling, and that `ObservationRegistrar.access` adds to.
@_spi(SwiftUI) import Observation

/// Runs a body with Observation recording what it reads into a list the lab holds, the
/// way `withObservationTracking` does inside, so that the lab can make the registration
/// itself (`ObservationTracking(list)`, `_installTracking`) and keep its handle: cancel it
/// and read its list at any time, with nothing else registered.
///
/// The list is found through the two functions Observation reads and sets the slot with,
/// `_swift_observation_tls_get` and `_swift_observation_tls_set`. They are exported on
/// Apple platforms, where SwiftUI calls them, but local to `libswiftObservation.so` on
/// Linux, so they are looked up in the library's ELF symbol table. Before the first use,
/// one read of a private observable checks that setting the slot is what makes `access`
/// record. If any of this fails (a stripped library, a statically linked program, another
/// layout), `isOpenable` is false and the caller uses `withObservationTracking` with its
/// sentinel (see `AccessTracking`).
@MainActor
enum ObservationAccessScope {
    private typealias GetSlot = @convention(c) () -> UnsafeMutableRawPointer?
    private typealias SetSlot = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private struct Slot {
        let get: GetSlot
        let set: SetSlot
    }

    /// Turned off by tests that check the fallback gives the same answers.
    static var isEnabled = true

    /// Whether the scope was found and checked on this system.
    static var isAvailable: Bool { slot != nil }

    /// Whether the scope can be opened now: available, enabled, and not inside another
    /// scope (there, `withObservationTracking` must merge the reads into the outer list).
    static var isOpenable: Bool {
        guard isEnabled, let slot else { return false }
        return slot.get() == nil
    }

    private static let slot: Slot? = {
        guard let library = LoadedObject.exporting("$s11Observation0A9RegistrarVACycfC"),
              let table = ELFSymbolTable.of(library.path),
              let get = table.function(named: "_swift_observation_tls_get", loadedAt: library.base),
              let set = table.function(named: "_swift_observation_tls_set", loadedAt: library.base),
              let getPointer = UnsafeRawPointer(bitPattern: get), let setPointer = UnsafeRawPointer(bitPattern: set),
              LoadedObject.containing(get)?.path == library.path, LoadedObject.containing(set)?.path == library.path
        else { return nil }
        let slot = Slot(get: unsafeBitCast(getPointer, to: GetSlot.self), set: unsafeBitCast(setPointer, to: SetSlot.self))
        return recordsReads(through: slot) ? slot : nil
    }()

    /// Runs `apply` with Observation recording what it reads into `list`, which is left
    /// nil when it read nothing tracked. Only where `isOpenable`: the slot is set back to
    /// nil afterwards.
    static func run<Result>(_ apply: () -> Result, recordingInto list: UnsafeMutablePointer<ObservationTracking._AccessList?>) -> Result {
        guard let slot else { return apply() }
        slot.set(UnsafeMutableRawPointer(list))
        defer { slot.set(nil) }
        return apply()
    }

    /// Whether, with the slot pointing at a list, reading an observable property records
    /// the read there, and the slot reads back what was set. The check may run inside
    /// another scope (the first body can): the slot is given back as it was.
    /// `run`, recording into storage of the lab's own type laid out as Observation's
    /// optional access list (`TrackingLayout` confirms the layout before this is used).
    static func run<Result, List>(_ apply: () -> Result, recordingIntoListLaidOutAs list: UnsafeMutablePointer<List>) -> Result {
        guard let slot else { return apply() }
        slot.set(UnsafeMutableRawPointer(list))
        defer { slot.set(nil) }
        return apply()
    }

    private static func recordsReads(through slot: Slot) -> Bool {
        let previous = slot.get()
        let probe = ScopeProbe()
        var list: ObservationTracking._AccessList?
        let readBack = withUnsafeMutablePointer(to: &list) { pointer -> Bool in
            slot.set(UnsafeMutableRawPointer(pointer))
            defer { slot.set(previous) }
            probe.read()
            return slot.get() == UnsafeMutableRawPointer(pointer)
        }
        guard readBack, slot.get() == previous, let list else { return false }
        // The list must name the probe's registrar: a registration made from it calls back.
        let tracking = ObservationTracking(list)
        let callback = CallbackFlag()
        ObservationTracking._installTracking(tracking, willSet: { _ in callback.set() })
        probe.change()
        tracking.cancel()
        return callback.isSet
    }
}

/// A one-property observable the scope's check reads and changes.
private final class ScopeProbe: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private(set) var value = 0

    func read() { registrar.access(self, keyPath: \.value) }
    func change() { registrar.withMutation(of: self, keyPath: \.value) { value += 1 } }
}

/// Set from an Observation callback, read right after on the same thread.
private final class CallbackFlag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
