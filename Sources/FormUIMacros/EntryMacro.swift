import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`: the property reads and writes
/// `self[__Key_name.self]`, and a private key type beside it holds the default.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// // becomes
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: FormUI.EnvironmentKey {
///         static var defaultValue: Color { .orange }
///     }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = try Entry(declaration) else { return [] }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = try Entry(declaration) else { return [] }
        let keyProtocol = try keyProtocol(in: context)
        let defaultValue: DeclSyntax
        switch (entry.type, entry.initialValue) {
        case (let type?, let value?):
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil):
            guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
                throw MacroError(macro: "Entry", "@Entry needs a default value: `= …` after the type (only an optional may leave it out, meaning nil)")
            }
            defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?):
            defaultValue = "nonisolated(unsafe) static var defaultValue = \(value)"
        case (nil, nil):
            throw MacroError(macro: "Entry", "@Entry needs a type and a default value: `@Entry var name: Type = value`")
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                \(defaultValue)
            }
            """,
        ]
    }

    /// The key protocol of the type the extension extends.
    private static func keyProtocol(in context: some MacroExpansionContext) throws -> String {
        for scope in context.lexicalContext {
            guard let extensionDecl = scope.as(ExtensionDeclSyntax.self) else { continue }
            let extended = extensionDecl.extendedType.trimmedDescription
            switch extended.split(separator: ".").last.map(String.init) {
            case "EnvironmentValues": return "FormUI.EnvironmentKey"
            default:
                throw MacroError(macro: "Entry", "FormUI's @Entry declares environment values: use it in `extension EnvironmentValues`, not `extension \(extended)`")
            }
        }
        throw MacroError(macro: "Entry", "@Entry declares a property in `extension EnvironmentValues { … }`")
    }
}

/// The parts of the property `@Entry` is attached to.
private struct Entry {
    let keyName: String
    let type: TypeSyntax?
    let initialValue: ExprSyntax?

    init?(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw MacroError(macro: "Entry", "@Entry goes on a `var` in an extension of EnvironmentValues")
        }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            throw MacroError(macro: "Entry", "@Entry goes on a `var`, not a `let`: the environment value can be set")
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw MacroError(macro: "Entry", "@Entry goes on one property with a plain name")
        }
        if binding.accessorBlock != nil { throw MacroError(macro: "Entry", "@Entry writes the property's accessors: leave them out") }
        keyName = "__Key_" + name
        type = binding.typeAnnotation?.type.trimmed
        initialValue = binding.initializer?.value.trimmed
    }
}
