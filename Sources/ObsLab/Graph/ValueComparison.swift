import Foundation

/// The graph's rule for "is this input the same as last time?", the one SwiftUI applies
/// to the stored fields of a view: Equatable values by `==`, class instances by
/// identity, closures never equal, anything else field by field.
enum ValueComparison {
    /// With `closuresEqual`, two closures count as the same (a model's stored closure is
    /// not a change of its value); a view's closure input never does.
    static func equal(_ lhs: Any, _ rhs: Any, closuresEqual: Bool = false) -> Bool {
        // The common cases first; a closure is never Equatable, so `==` decides alone.
        if let lhs = lhs as? String { return (rhs as? String).map { StringEquality.equal(lhs, $0) } ?? false }
        if let lhs = lhs as? Int { return (rhs as? Int) == lhs }
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        if isFunction(lhs) || isFunction(rhs) { return closuresEqual && isFunction(lhs) && isFunction(rhs) }
        let leftMirror = Mirror(reflecting: lhs)
        let rightMirror = Mirror(reflecting: rhs)
        if leftMirror.displayStyle == .class || rightMirror.displayStyle == .class {
            return isIdentical(lhs, rhs)
        }
        guard type(of: lhs) == type(of: rhs) else { return false }
        let left = Array(leftMirror.children), right = Array(rightMirror.children)
        guard left.count == right.count else { return false }
        if left.isEmpty { return String(describing: lhs) == String(describing: rhs) }
        for (l, r) in zip(left, right) where l.label != r.label || !equal(l.value, r.value, closuresEqual: closuresEqual) {
            return false
        }
        return true
    }

    static func isEquatable(_ value: Any) -> Bool { value is any Equatable }

    /// A closure, or an optional one: decided once per type.
    static func isFunction(_ value: Any) -> Bool {
        isFunctionType(type(of: value))
    }

    /// Whether values of `type` are closures, or optional ones.
    static func isFunctionType(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        functionTypesLock.lock()
        defer { functionTypesLock.unlock() }
        if let known = functionTypes[key] { return known }
        let isFunction = String(describing: type).contains("->")
        functionTypes[key] = isFunction
        return isFunction
    }

    private static let functionTypesLock = NSLock()
    nonisolated(unsafe) private static var functionTypes: [ObjectIdentifier: Bool] = [:]

    static func isIdentical(_ lhs: Any, _ rhs: Any) -> Bool {
        guard Mirror(reflecting: lhs).displayStyle == .class,
              Mirror(reflecting: rhs).displayStyle == .class else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
