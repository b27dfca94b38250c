import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { ContentView() }`: an Xcode preview, which a server has no canvas for. It expands to
/// nothing, so that a view file Xcode made (every new one has a preview) compiles as it is.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// `@Previewable` on a property of a `#Preview`'s closure: nothing to add, as the preview is not made.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
