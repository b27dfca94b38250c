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
    /// The properties kept in the table's own columns: the values, and the to-one relationships.
    let columns: [ModelProperty]
    /// The properties that hold other models.
    let relationships: [ModelProperty]

    public init<Model: PersistentModel>(_ type: Model.Type, name: String, properties: [ModelProperty]) {
        self.type = type
        self.name = name
        self.properties = properties
        columns = properties.filter { $0.relationship?.isToMany != true }
        relationships = properties.filter { $0.relationship != nil }
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
    /// How the column keeps it (a to-one relationship: the other row's `_id`).
    let column: ColumnKind
    /// What the property is when it holds other models.
    let relationship: ModelRelationship?
    /// The property's value in `object`.
    let read: (AnyObject) -> Any
    /// Sets the property of `object` to a value of its type.
    let write: (AnyObject, Any) -> Void
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
        if let related = Value.self as? any RelationshipValue.Type {
            relationship = ModelRelationship(related, deleteRule: deleteRule ?? .nullify, inverse: inverse)
            column = .integer
        } else {
            relationship = nil
            column = ColumnKind(of: Value.self)
        }
        read = { ($0 as! Root)[keyPath: keyPath] }
        write = { object, value in
            guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> else { return }
            (object as! Root)[keyPath: writable] = value as! Value
        }
        self.initialValue = initialValue.map { make in { make() } }
    }
}
