import Foundation

// Names an app's model file uses from Apple's Foundation (or the C headers it brings) that
// the Foundation of other platforms lacks.

#if !canImport(Darwin)
/// Nanoseconds in one second, as Apple's `<dispatch/time.h>` defines it for Swift
/// (`Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`).
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
/// Nanoseconds in one millisecond.
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
/// Nanoseconds in one microsecond.
public var NSEC_PER_USEC: UInt64 { 1_000 }
/// Microseconds in one second.
public var USEC_PER_SEC: UInt64 { 1_000_000 }

extension UserDefaults {
    /// Stores `value` for `key`: key-value coding on Apple's platforms, where `UserDefaults`
    /// answers `setValue(_:forKey:)` with `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored for `key`: key-value coding on Apple's platforms, where
    /// `UserDefaults` answers `value(forKey:)` with `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif
