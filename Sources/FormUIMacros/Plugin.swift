import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros SwiftUI code uses whose expansion FormUI writes: `@Entry`, `#Preview`, `@Previewable`.
@main
struct FormUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
