/// The index of the payload each kind of event last recorded in the step in progress
/// (-1: none), in place (no array to allocate or check): the next event of the kind shares
/// it when it holds the same texts (`TraceEvents.append(kind:view:count:flags:text:detail:sharing:)`).
struct LastPayloads {
    private var slots: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
                        Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32)
        = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

    subscript(slot: Int) -> Int32 {
        @inline(__always) get {
            withUnsafeBytes(of: slots) { $0.load(fromByteOffset: slot * 4, as: Int32.self) }
        }
        @inline(__always) set {
            withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: newValue, toByteOffset: slot * 4, as: Int32.self) }
        }
    }
}

extension TraceEvent.Kind {
    /// The kind's place among the kinds (below 16), for `LastPayloads`.
    var slot: UInt8 {
        switch self {
        case .emission: 0
        case .mutation: 1
        case .stateWrite: 2
        case .invalidation: 3
        case .evaluation: 4
        case .skip: 5
        case .storageCreated: 6
        case .storageDestroyed: 7
        case .storageReplaced: 8
        case .objectDiscarded: 9
        case .warning: 10
        case .crash: 11
        case .callback: 12
        case .console: 13
        }
    }
}
