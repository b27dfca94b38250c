/// A stored row of a model's table, read into an object by the `init(_$row:)` `@Model` writes.
public struct ModelRow: Sendable {
    /// The row's key.
    public let identity: Int64
    /// The row's version: counted up by each update, so that a save changes only the row it read.
    let version: Int64
    /// The table's name, for messages.
    let entity: String
    /// The schema, for the initial values of properties the row was stored without.
    let schema: ModelSchema
    /// The columns' values, by property name.
    let values: [String: SQLValue]
    /// The context reading the row, which loads a to-one relationship that cannot wait.
    let context: ModelContext?

    /// The value of the property `name`, as the property's type.
    public func value<Value>(_ name: String, as type: Value.Type) throws -> Value {
        let column = values[name] ?? .null
        if let property = schema.property(named: name), let relationship = property.relationship {
            return try related(property, relationship, column) as! Value
        }
        if column == .null, !(Value.self is any OptionalColumn.Type), let initial = schema.property(named: name)?.initialValue?() as? Value {
            // A property added after the row was stored: the class's initial value (a lightweight migration).
            return initial
        }
        do {
            return try ColumnCoding.decode(column, as: type)
        } catch {
            throw SwiftDataError.undecodableRow(model: entity, property: name, reason: error.description)
        }
    }

    /// The value of a property declared without a type, as its initial value's type.
    public func value<Value>(_ name: String, like initial: Value) throws -> Value {
        if (values[name] ?? .null) == .null, !(Value.self is any OptionalColumn.Type) { return initial }
        return try value(name, as: Value.self)
    }

    /// A relationship's value in a new object: empty (it is loaded when first read, see
    /// ``ModelContext/loadRelationship(_:of:)``), or, for a to-one that is not optional, the other
    /// model, read now.
    private func related(_ property: ModelProperty, _ relationship: ModelRelationship, _ column: SQLValue) throws -> Any {
        if let empty = relationship.make([]) { return empty }
        if case .integer(let row) = column, let context, let model = try context.model(relationship.target, row: row), let value = relationship.make([model]) {
            return value
        }
        throw SwiftDataError.undecodableRow(model: entity, property: property.name, reason: "the \(relationship.targetSchema.name) it points at is gone; make the property optional (`var \(property.name): \(relationship.targetSchema.name)?`) to keep such rows")
    }
}
