import Foundation
import FormUIDatabases
import Locking

/// Where a container's models are kept: one SQLite database (a file, or in memory), a table per model.
///
/// A table has the model's properties as columns (named as the properties) and three of FormUI's own:
/// `_id` (the row's key), `_owner` (whose row it is: a visitor's device id, or empty for rows shared by
/// everyone) and `_version` (counted up by every update). Tables are made the first time a model is
/// used, and a property the table lacks is added as a column (a lightweight migration); one renamed
/// with `@Attribute(originalName:)` takes its old column over. A to-one relationship is a column
/// holding the other row's `_id`; a to-many one is the other table's column pointing back, or a join
/// table of `_from` and `_to` (``ToManyStorage``).
// Sendable: every use of the database is under its lock.
final class ModelStore: @unchecked Sendable {
    let database: SQLiteDatabase
    /// What the store is, for messages: the file's path or "memory".
    let location: String
    /// The model classes whose tables are made and up to date (two versions of a model, one table).
    private var preparedModels: Set<ObjectIdentifier> = []

    init(path: String, location: String) throws(SwiftDataError) {
        do {
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 5000)
            try database.locked { () throws(SQLiteDatabase.Failure) in
                if path != ":memory:" { try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL") }
                try database.declareFoldFunction()
            }
            self.database = database
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) cannot be opened: \(error.description)")
        }
        self.location = location
    }

    /// Runs `body` holding the database, with the model's table made and up to date.
    func with<T>(_ schema: ModelSchema, _ body: (SQLiteDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        let result: Result<T, SwiftDataError> = database.lock.withLock {
            do throws(SwiftDataError) {
                try prepare(schema)
                return .success(try body(database))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` holding the database, no table prepared.
    func locked<T>(_ body: (SQLiteDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        let result: Result<T, SwiftDataError> = database.lock.withLock {
            do throws(SwiftDataError) {
                return .success(try body(database))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` holding the database inside one transaction, committed when it returns and rolled
    /// back when it throws.
    func transaction<T>(_ schemas: [ModelSchema], _ body: (SQLiteDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        let result: Result<T, SwiftDataError> = database.lock.withLock {
            do throws(SwiftDataError) {
                for schema in schemas { try prepare(schema) }
                try run { () throws(SQLiteDatabase.Failure) in try database.execute("BEGIN IMMEDIATE") }
                do throws(SwiftDataError) {
                    let value = try body(database)
                    try run { () throws(SQLiteDatabase.Failure) in try database.execute("COMMIT") }
                    return .success(value)
                } catch {
                    try? database.execute("ROLLBACK")
                    return .failure(error)
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs a database call, its failure as a ``SwiftDataError``.
    func run<T>(_ body: () throws(SQLiteDatabase.Failure) -> T) throws(SwiftDataError) -> T {
        do {
            return try body()
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) did not answer: \(error.description)")
        }
    }

    /// Makes the model's table, or adds the columns it lacks. Called holding the lock.
    private func prepare(_ schema: ModelSchema) throws(SwiftDataError) {
        guard !preparedModels.contains(ObjectIdentifier(schema.type)) else { return }
        let table = quoted(schema.name)
        var existing: [String] = []
        try run { () throws(SQLiteDatabase.Failure) in
            try database.run("SELECT name FROM pragma_table_info(?1)", [.text(schema.name)]) { row in
                if let name = row.text(0) { existing.append(name) }
            }
        }
        if existing.isEmpty {
            var columns = ["\"_id\" INTEGER PRIMARY KEY AUTOINCREMENT", "\"_owner\" TEXT NOT NULL", "\"_version\" INTEGER NOT NULL DEFAULT 1"]
            columns += schema.columns.map { quoted($0.name) + " " + $0.column.sqlType }
            try run { () throws(SQLiteDatabase.Failure) in
                try database.execute("CREATE TABLE IF NOT EXISTS \(table) (\(columns.joined(separator: ", ")))")
                try database.execute("CREATE INDEX IF NOT EXISTS \(quoted(schema.name + "_owner")) ON \(table) (\"_owner\")")
            }
        } else {
            for property in schema.columns where !existing.contains(property.name) {
                try run { () throws(SQLiteDatabase.Failure) in
                    if let original = property.originalName, existing.contains(original) {
                        try database.execute("ALTER TABLE \(table) RENAME COLUMN \(quoted(original)) TO \(quoted(property.name))")
                    } else {
                        try database.execute("ALTER TABLE \(table) ADD COLUMN \(quoted(property.name)) \(property.column.sqlType)")
                    }
                }
            }
            try checkStoredValues(schema)
        }
        for property in schema.properties where property.isUnique {
            try run { () throws(SQLiteDatabase.Failure) in
                try database.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(quoted(schema.name + "_" + property.name + "_unique")) ON \(table) (\"_owner\", \(quoted(property.name)))")
            }
        }
        for property in schema.relationships where property.relationship!.isToMany {
            guard case .joinTable(let name, _, _) = schema.toManyStorage(of: property) else { continue }
            try run { () throws(SQLiteDatabase.Failure) in
                try database.execute("CREATE TABLE IF NOT EXISTS \(quoted(name)) (\"_from\" INTEGER NOT NULL, \"_to\" INTEGER NOT NULL, PRIMARY KEY (\"_from\", \"_to\"))")
                try database.execute("CREATE INDEX IF NOT EXISTS \(quoted(name + "_to")) ON \(quoted(name)) (\"_to\")")
            }
        }
        preparedModels.insert(ObjectIdentifier(schema.type))
    }

    /// Refuses a table whose stored values the model cannot read — a property whose type changed, or a
    /// property added without an initial value to a table that has rows — naming the model, the property
    /// and the fix, when the table is first prepared (for a container, as it is made: at the app's
    /// start). One pass over the table, grouping its columns' storage classes.
    private func checkStoredValues(_ schema: ModelSchema) throws(SwiftDataError) {
        let columns = schema.columns
        guard !columns.isEmpty else { return }
        let kinds = columns.map { "typeof(\(quoted($0.name)))" }.joined(separator: ", ")
        var problem: (property: ModelProperty, storage: String)?
        try run { () throws(SQLiteDatabase.Failure) in
            try database.run("SELECT DISTINCT \(kinds) FROM \(quoted(schema.name))") { row in
                guard problem == nil else { return }
                for (index, property) in columns.enumerated() {
                    let storage = row.text(Int32(index)) ?? "null"
                    if !property.reads(storage) { problem = (property, storage) }
                }
            }
        }
        guard let (property, storage) = problem else { return }
        if storage == "null" {
            throw SwiftDataError.undecodableRow(model: schema.name, property: property.name, reason: "stored rows have no value for it, and it is neither optional nor given an initial value")
        }
        throw SwiftDataError(
            .undecodableRow,
            "The stored \(schema.name) rows at \(location) do not fit the model: their “\(property.name)” holds \(storage) values, which a \(property.valueType) is not kept as. The property's type changed without a migration: keep the old type, or add a property under a new name and fill it from the old one in a custom MigrationStage (README, “SwiftData”).",
            property: property.name
        )
    }
}

extension ModelProperty {
    /// Whether a value of SQLite's storage class `storage` (`typeof`) reads as the property.
    fileprivate func reads(_ storage: String) -> Bool {
        if storage == "null" {
            if let relationship { return relationship.make([]) != nil }
            return valueType is any OptionalColumn.Type || initialValue != nil
        }
        switch column {
        case .integer: return storage == "integer"
        case .real: return storage == "real" || storage == "integer"
        case .text, .json: return storage == "text"
        case .blob: return storage == "blob"
        }
    }
}
