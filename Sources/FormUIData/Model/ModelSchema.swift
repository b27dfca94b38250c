import Foundation
import Locking

/// A model's table: its name and its stored properties, as `@Model` declares them (`_$schema`).
// Sendable: made once per model type and never changed.
public struct ModelSchema: @unchecked Sendable {
    /// The model's class.
    let type: any PersistentModel.Type
    /// The table's name: the class's name.
    public let name: String
    /// The stored properties, in the order the class declares them.
    public let properties: [ModelProperty]

    public init<Model: PersistentModel>(_ type: Model.Type, name: String, properties: [ModelProperty]) {
        self.type = type
        self.name = name
        self.properties = properties
    }

    /// The property whose key path is `keyPath`.
    func property(for keyPath: AnyKeyPath) -> ModelProperty? {
        properties.first { $0.keyPath == keyPath }
    }

    func property(named name: String) -> ModelProperty? {
        properties.first { $0.name == name }
    }

    private static let names = LockedCache<ObjectIdentifier, String>()
    private static let schemas = LockedCache<ObjectIdentifier, ModelSchema>()

    /// The table name of `type`, worked out once.
    static func name(of type: any PersistentModel.Type) -> String {
        names.value(for: ObjectIdentifier(type)) { _ in type._$schema.name }
    }

    /// The schema of `type`, made once.
    static func of(_ type: any PersistentModel.Type) -> ModelSchema {
        schemas.value(for: ObjectIdentifier(type)) { _ in type._$schema }
    }
}

/// One stored property of a model: its column's name and kind, and how to read its value.
// Sendable: made once per model type and never changed; `read` reads a model object the caller holds.
public struct ModelProperty: @unchecked Sendable {
    /// The property's name, which is its column's.
    public let name: String
    /// The column it had before it was renamed (`@Attribute(originalName:)`).
    public let originalName: String?
    /// Whether no two rows of one owner may share the value (`@Attribute(.unique)`).
    public let isUnique: Bool
    let keyPath: AnyKeyPath
    /// The property's type.
    let valueType: Any.Type
    /// How the column keeps it.
    let column: ColumnKind
    /// The property's value in `object`.
    let read: (AnyObject) -> Any
    /// The property's initial value in the class, for rows stored before the property existed.
    let initialValue: (() -> Any)?

    public init<Root: PersistentModel, Value>(
        _ name: String,
        _ keyPath: KeyPath<Root, Value>,
        initialValue: (() -> Value)? = nil,
        originalName: String? = nil,
        isUnique: Bool = false,
        deleteRule: Schema.Relationship.DeleteRule? = nil,
        inverse: AnyKeyPath? = nil
    ) {
        self.name = name
        self.originalName = originalName
        self.isUnique = isUnique
        self.keyPath = keyPath
        valueType = Value.self
        column = ColumnKind(of: Value.self)
        read = { ($0 as! Root)[keyPath: keyPath] }
        self.initialValue = initialValue.map { make in { make() } }
    }
}
