import FormUIDatabases

/// Writes a context's changes into the store, inside the transaction its save runs: the inserted
/// models' rows, the changed models' columns, the deleted models' rows, and the pairs of the to-many
/// relationships kept in join tables.
///
/// It reads only what is loaded: the database is held while it writes, so loading a relationship
/// then would wait for itself. ``refuseDenied(_:)`` runs before the transaction for that reason.
struct ChangeWriter {
    let store: ModelStore
    let database: any RowDatabase
    /// Whose rows these are.
    let owner: RowOwner
    /// The rows the inserted models got, by object.
    private(set) var newRows: [ObjectIdentifier: Int64] = [:]
    /// To-one columns that point at a model inserted later in the same save, written once it has a row.
    private var laterPointers: [(schema: ModelSchema, model: any PersistentModel, property: ModelProperty, target: any PersistentModel)] = []

    init(store: ModelStore, database: any RowDatabase, owner: RowOwner) {
        self.store = store
        self.database = database
        self.owner = owner
    }

    mutating func write(inserted: [any PersistentModel], changed: [any PersistentModel], deleted: [any PersistentModel]) throws(SwiftDataError) {
        for model in inserted {
            let schema = ModelSchema.of(type(of: model))
            let columns = (["_owner"] + schema.columns.map(\.name)).map(quoted).joined(separator: ", ")
            let marks = Array(repeating: "?", count: schema.columns.count + 1).joined(separator: ", ")
            let values = try [.text(owner.ownerOfNewRows)] + schema.columns.map { property throws(SwiftDataError) in try value(property, of: model, schema) }
            newRows[ObjectIdentifier(model)] = try insert("INSERT INTO \(quoted(schema.name)) (\(columns)) VALUES (\(marks))", values, schema)
        }
        for model in changed {
            let schema = ModelSchema.of(type(of: model))
            // A relationship never loaded keeps its column as it is.
            let columns = schema.columns.filter { model._$backing.unloaded[$0.name] == nil }
            let assignments = (columns.map { quoted($0.name) + " = ?" } + ["\"_version\" = \"_version\" + 1"]).joined(separator: ", ")
            let values = try columns.map { property throws(SwiftDataError) in try value(property, of: model, schema) }
            // Only the version read: a row another request changed meanwhile is a conflict, not overwritten.
            let condition = SQLFragment("\"_id\" = ? AND \"_version\" = ? AND ", [.integer(row(of: model)!), .integer(model._$backing.version)]) + owner.condition()
            try run("UPDATE \(quoted(schema.name)) SET \(assignments) WHERE \(condition.sql)", values + condition.parameters, schema)
            if database.changedRowCount == 0 {
                throw SwiftDataError(.conflict, "This \(schema.name) was changed by someone else since it was read: nothing was saved. Here it is as it is now.")
            }
        }
        for pointer in laterPointers {
            guard let target = row(of: pointer.target) else { continue }
            try run("UPDATE \(quoted(pointer.schema.name)) SET \(quoted(pointer.property.name)) = ? WHERE \"_id\" = ?", [.integer(target), .integer(row(of: pointer.model)!)], pointer.schema)
        }
        for model in inserted + changed { try writePairs(of: model) }
        for model in deleted {
            let schema = ModelSchema.of(type(of: model))
            let row = row(of: model)!
            let condition = SQLFragment("\"_id\" = ? AND ", [.integer(row)]) + owner.condition()
            try run("DELETE FROM \(quoted(schema.name)) WHERE \(condition.sql)", condition.parameters, schema)
            for case .joinTable(let table, let own, _) in schema.relationships.filter({ $0.relationship!.isToMany }).map(schema.toManyStorage) {
                try run("DELETE FROM \(quoted(table)) WHERE \(quoted(own)) = ?", [.integer(row)], schema)
            }
        }
    }

    /// The row of a stored model, or of one inserted by this save.
    func row(of model: any PersistentModel) -> Int64? {
        model._$backing.row ?? newRows[ObjectIdentifier(model)]
    }

    /// The column value of `property` of `model`.
    private mutating func value(_ property: ModelProperty, of model: any PersistentModel, _ schema: ModelSchema) throws(SwiftDataError) -> SQLValue {
        guard property.relationship != nil else {
            do {
                return try ColumnCoding.encode(property.read(model))
            } catch {
                throw SwiftDataError(.unstorableValue, "\(schema.name).\(property.name) cannot be kept: \(error.description)", property: property.name)
            }
        }
        guard let target = ModelLinks.related(property, of: model).first, !target._$backing.isDeleted else { return .null }
        if let row = row(of: target) { return .integer(row) }
        laterPointers.append((schema, model, property, target))
        return .null
    }

    /// Writes the pairs of `model`'s loaded to-many relationships that are kept in join tables.
    private func writePairs(of model: any PersistentModel) throws(SwiftDataError) {
        let schema = ModelSchema.of(type(of: model))
        for property in schema.relationships where property.relationship!.isToMany && model._$backing.unloaded[property.name] == nil {
            guard case .joinTable(let table, let own, let other) = schema.toManyStorage(of: property) else { continue }
            let row = row(of: model)!
            try run("DELETE FROM \(quoted(table)) WHERE \(quoted(own)) = ?", [.integer(row)], schema)
            for related in ModelLinks.related(property, of: model) where !related._$backing.isDeleted {
                guard let relatedRow = self.row(of: related) else { continue }
                try run("INSERT INTO \(quoted(table)) (\(quoted(own)), \(quoted(other))) VALUES (?, ?) ON CONFLICT DO NOTHING", [.integer(row), .integer(relatedRow)], schema)
            }
        }
    }

    /// A deleted model whose `.deny` relationship still holds models cannot be deleted: checked before
    /// the transaction, since it may load the relationship.
    static func refuseDenied(_ deleted: [any PersistentModel]) throws(SwiftDataError) {
        for model in deleted {
            let schema = ModelSchema.of(type(of: model))
            for property in schema.relationships where property.relationship!.deleteRule == .deny {
                if ModelLinks.related(property, of: model).contains(where: { !$0._$backing.isDeleted }) {
                    throw SwiftDataError(.deleteDenied, "This \(schema.name) cannot be deleted while its \(property.name) holds anything (its delete rule is .deny): delete those first.", property: property.name)
                }
            }
        }
    }

    /// Inserts a row, answering its `_id`: PostgreSQL returns it, SQLite keeps the last one made.
    private func insert(_ sql: String, _ values: [SQLValue], _ schema: ModelSchema) throws(SwiftDataError) -> Int64 {
        guard database.dialect == .postgres else {
            try run(sql, values, schema)
            return (database as! SQLiteDatabase).lastInsertRowID
        }
        var row: Int64 = 0
        try run(sql + " RETURNING \"_id\"", values, schema) { row = $0.integer(0) }
        return row
    }

    /// Runs one write, a duplicate of a `.unique` property named as such.
    private func run(_ sql: String, _ values: [SQLValue], _ schema: ModelSchema, row: (DatabaseRow) -> Void = { _ in }) throws(SwiftDataError) {
        do {
            try database.perform(sql, values) { row($0) }
        } catch {
            // PostgreSQL ended the transaction to break a deadlock, or to keep it serializable: another
            // request changed these rows at the same moment, as a changed version says.
            if error.sqlState == "40P01" || error.sqlState == "40001" {
                throw SwiftDataError(.conflict, "This \(schema.name) was being changed by someone else at the same moment: nothing was saved.")
            }
            if error.isUniqueViolation {
                let property = schema.uniqueProperty(refusedBy: error.constraint ?? "")
                throw SwiftDataError(.duplicateValue, "Another \(schema.name) already has this \(property).", property: property)
            }
            throw SwiftDataError(.storeUnavailable, "The app's data at \(store.location) did not take the change: \(error.description)")
        }
    }
}

extension ModelSchema {
    /// The name of the unique index of a `.unique` property.
    func uniqueIndex(of property: ModelProperty) -> String {
        name + "_" + property.name + "_unique"
    }

    /// The `.unique` property whose index refused a row: SQLite names the index's columns
    /// (“Book._owner, Book.title”), PostgreSQL the index (its first 63 bytes).
    func uniqueProperty(refusedBy constraint: String) -> String {
        for property in properties where property.isUnique {
            let index = uniqueIndex(of: property)
            if constraint.hasSuffix("." + property.name) || constraint == index || constraint.utf8.elementsEqual(index.utf8.prefix(63)) {
                return property.name
            }
        }
        return constraint.split(separator: ".").last.map(String.init) ?? constraint
    }
}
