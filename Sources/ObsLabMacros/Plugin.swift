import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding ObsLab's macros.
@main
struct ObsLabMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
