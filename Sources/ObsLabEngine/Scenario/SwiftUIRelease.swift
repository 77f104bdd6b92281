import ObsLab
import Foundation

/// The SwiftUI release the lab models, where SwiftUI's data flow depends on it
/// (docs/rules/state-release.md).
///
/// The release is the Xcode (SDK and compiler) an app is built with, not the OS it runs
/// on: Apple's `State` documentation says "When you build with Xcode 27 or later, the
/// system uses the `State()` macro instead".
public enum SwiftUIRelease: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Xcode 26 and earlier: `@State` is a property wrapper whose initial value is an
    /// ordinary argument, evaluated every time the view struct is created.
    case xcode26 = 26
    /// Xcode 27: `@State` is a macro; its initial value is evaluated lazily, once, when
    /// SwiftUI creates the storage for the view's identity.
    case xcode27 = 27

    /// The release the lab models unless told otherwise: the current one.
    public static let current = SwiftUIRelease.xcode27

    /// `26`, `27`, `xcode26`, `Xcode 27`; earlier Xcode versions model as 26.
    public init?(argument: String) {
        let digits = argument.lowercased().replacingOccurrences(of: "xcode", with: "")
            .trimmingCharacters(in: .whitespaces)
        guard let number = Int(digits), number >= 11, number <= 99 else { return nil }
        self = number >= 27 ? .xcode27 : .xcode26
    }

    /// Whether `@State` evaluates its initial value only when it creates the storage.
    public var evaluatesStateInitialValueLazily: Bool { self >= .xcode27 }

    public var description: String { name(in: .english) }

    /// The release as the shell names it, in `language`.
    public func name(in language: Language) -> String {
        switch (self, language) {
        case (.xcode26, .english): "SwiftUI as of Xcode 26 (and earlier)"
        case (_, .english): "SwiftUI as of Xcode \(rawValue)"
        case (.xcode26, .simplifiedChinese): "模拟 Xcode 26（及更早）构建的 SwiftUI"
        case (_, .simplifiedChinese): "模拟 Xcode \(rawValue) 构建的 SwiftUI"
        }
    }

    public static func < (lhs: SwiftUIRelease, rhs: SwiftUIRelease) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ViewGraph {
    /// The SwiftUI release this graph models; set before `mount()`.
    package var release: SwiftUIRelease {
        get { evaluatesStateInitialValueLazily ? .xcode27 : .xcode26 }
        set { evaluatesStateInitialValueLazily = newValue.evaluatesStateInitialValueLazily }
    }
}
