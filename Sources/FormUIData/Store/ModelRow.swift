/// A stored row of a model's table, read into an object by the `init(_$row:)` `@Model` writes.
public struct ModelRow: Sendable {
    /// The row's key.
    public let identity: Int64
    /// The table's name, for messages.
    let entity: String
    /// The schema, for the initial values of properties the row was stored without.
    let schema: ModelSchema
    /// The columns' values, by property name.
    let values: [String: SQLValue]

    /// The value of the property `name`, as the property's type.
    public func value<Value>(_ name: String, as type: Value.Type) throws -> Value {
        let column = values[name] ?? .null
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
}
