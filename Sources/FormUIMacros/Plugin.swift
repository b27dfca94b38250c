import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros SwiftUI code uses whose expansion FormUI writes: `@Entry`.
@main
struct FormUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self]
}
