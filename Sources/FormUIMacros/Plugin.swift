import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros SwiftUI code uses whose expansion FormUI writes: `@Entry`, `#Preview`, `@Previewable`, and SwiftData's `@Model`.
@main
struct FormUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        EntryMacro.self, PreviewMacro.self, PreviewableMacro.self,
        ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self,
    ]
}
