import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model final class Book { var title: String; … }`: a class whose stored properties are kept in a
/// database table, one column each (FormUIData, the module apps import as `SwiftData`).
///
/// - Each stored `var` (not `@Transient`, not computed) gets `@_PersistedProperty`, which moves its
///   value into a private `_name` and makes the property an accessor over it that tells the object's
///   context when it changes. An `init` accessor keeps the class's own initializers as they are.
/// - The class gets `_$backing` (its row and context), `init(_$row:)` (an object made from a row) and
///   `_$schema` (the table: each property's name, key path and attributes), and conforms to
///   `PersistentModel`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            throw MacroError(macro: "Model", "@Model goes on a class: a model is an object its context keeps one of for each row")
        }
        let typeName = classDecl.name.text
        let properties = PersistedProperty.all(in: declaration.memberBlock)
        let reads = properties.map { property -> String in
            if let type = property.type {
                return "self._\(property.name) = try row.value(\(property.columnLiteral), as: (\(type)).self)"
            }
            return "self._\(property.name) = try row.value(\(property.columnLiteral), like: self._\(property.name))"
        }
        let schemaEntries = properties.map { property -> String in
            var arguments = ["\"\(property.name)\"", "\\\(typeName).\(property.name)"]
            if let initial = property.initialValue {
                arguments.append("initialValue: { \(property.type.map { "() -> (\($0)) in " } ?? "")\(initial) }")
            }
            if let original = property.originalName { arguments.append("originalName: \(original)") }
            if property.isUnique { arguments.append("isUnique: true") }
            if let deleteRule = property.deleteRule { arguments.append("deleteRule: \(deleteRule)") }
            if let inverse = property.inverse { arguments.append("inverse: \(inverse)") }
            return "FormUIData.ModelProperty(\(arguments.joined(separator: ", ")))"
        }
        let modifiers = classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } ? "public " : ""
        return [
            "@Transient \(raw: modifiers)var _$backing = FormUIData.ModelBacking()",
            """
            \(raw: modifiers)required init(_$row row: FormUIData.ModelRow) throws {
                \(raw: reads.joined(separator: "\n    "))
            }
            """,
            """
            \(raw: modifiers)static var _$schema: FormUIData.ModelSchema {
                FormUIData.ModelSchema(\(raw: typeName).self, name: "\(raw: typeName)", properties: [
                    \(raw: schemaEntries.joined(separator: ",\n        "))
                ])
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), PersistedProperty(variable) != nil else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): FormUIData.PersistentModel {}")]
    }
}

/// A stored property of a model: an accessor over its private storage `_name`, which reports changes.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = PersistedProperty(variable) else { return [] }
        let name = property.name
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) { _\(raw: name) = initialValue }
            """,
            "get { _$backing.willRead(self, \"\(raw: name)\"); return _\(raw: name) }",
            "set { let oldValue = _\(raw: name); _\(raw: name) = newValue; _$backing.didSet(self, \"\(raw: name)\", oldValue, newValue) }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = PersistedProperty(variable) else { return [] }
        let type = property.type.map { ": \($0)" } ?? ""
        let initial = property.initialValue.map { " = \($0)" } ?? ""
        return ["@Transient private var _\(raw: property.name)\(raw: type)\(raw: initial)"]
    }
}

/// `@Attribute(…)`, `@Relationship(…)`, `@Transient`: read by `@Model`, expanding to nothing themselves.
public struct ModelMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// What `@Model` reads of one stored property.
private struct PersistedProperty {
    let name: String
    let type: String?
    let initialValue: String?
    var originalName: String?
    var isUnique = false
    var deleteRule: String?
    var inverse: String?

    /// The column's name as a string literal: the property's name.
    var columnLiteral: String { "\"\(name)\"" }

    /// The persisted property `variable` declares; nil for one that is not kept (`@Transient`, static,
    /// computed, `let`, the macro's own storage).
    init?(_ variable: VariableDeclSyntax) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) || $0.name.tokenKind == .keyword(.lazy) }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              !name.hasPrefix("_")
        else { return nil }
        if let accessors = binding.accessorBlock {
            // Observers (`didSet`) keep a property stored; a getter makes it computed.
            guard case .accessors(let list) = accessors.accessors,
                  list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            else { return nil }
        }
        self.name = name
        type = binding.typeAnnotation?.type.trimmedDescription
        initialValue = binding.initializer?.value.trimmedDescription
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let attributeName = attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            let arguments = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
            switch attributeName {
            case "Transient", "_PersistedProperty": return nil
            case "Attribute":
                for argument in arguments {
                    if argument.label?.text == "originalName" { originalName = argument.expression.trimmedDescription }
                    if argument.label == nil, argument.expression.trimmedDescription.hasSuffix("unique") { isUnique = true }
                }
            case "Relationship":
                for argument in arguments {
                    switch argument.label?.text {
                    case "deleteRule": deleteRule = argument.expression.trimmedDescription
                    case "inverse": inverse = argument.expression.trimmedDescription
                    case "originalName": originalName = argument.expression.trimmedDescription
                    default: break
                    }
                }
            default: continue
            }
        }
    }

    static func all(in members: MemberBlockSyntax) -> [PersistedProperty] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self).flatMap(PersistedProperty.init) }
    }
}
