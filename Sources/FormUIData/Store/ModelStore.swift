@_spi(Engine) import FormUI
import Foundation
import FormUIDatabases
import Locking

/// Where a container's models are kept: one database — a SQLite file, SQLite in memory, or PostgreSQL —
/// with a table per model.
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
    let database: any RowDatabase
    private let place: String?
    var dialect: SQLDialect { database.dialect }
    /// The model classes whose tables are made and up to date (two versions of a model, one table).
    private var preparedModels: Set<ObjectIdentifier> = []
    /// Whether the database has FormUI's own function (`formui_fold`, PostgreSQL's: SQLite's is the
    /// connection's).
    private var preparedDatabase = false
    /// Whether `_formui_devices` is made (with the first model's table, or by the sweep); guarded by the
    /// database's lock.
    var devicesTablePrepared = false
    /// When this process last noted each device's use (seconds since 1970).
    let notedUses = Locked<[String: Double]>([:])
    /// The models the process's containers keep here, by name (``register(_:)``).
    let knownSchemas = Locked<[String: ModelSchema]>([:])

    /// What the store is, for messages: the file's path, "memory", or PostgreSQL's host and database.
    var location: String { place ?? (database as! PostgresConnection).place }

    /// A SQLite database: a file's `path`, or `:memory:`.
    init(path: String, location: String) throws(SwiftDataError) {
        do {
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 5000)
            try database.locked { () throws(DatabaseFailure) in
                if path != ":memory:" { try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL") }
                try database.declareFoldFunction()
            }
            self.database = database
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) cannot be opened: \(error.description)")
        }
        place = location
        preparedDatabase = true
    }

    /// A PostgreSQL database (`url` as libpq takes it), which any number of processes share; connected
    /// at the first use, so that a database down now is found again later.
    init(postgresURL url: String) throws(SwiftDataError) {
        do {
            database = try PostgresConnection(url: url, connectingNow: false)
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data in PostgreSQL cannot be reached: \(error.description)")
        }
        place = nil
    }

    /// Runs `body` holding the database, with the model's table made and up to date.
    func with<T>(_ schema: ModelSchema, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        try locked { database throws(SwiftDataError) in
            try prepare(schema)
            return try body(database)
        }
    }

    /// Runs `body` holding the database, no table prepared. Inside the post whose saves hold the
    /// database's transaction open (``HeldSaves``), it runs in that transaction, the lock already held.
    func locked<T>(_ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if isHeldHere { return try body(database) }
        try acquire()
        defer { database.lock.unlock() }
        return try body(database)
    }

    /// Runs `body` holding the database inside one transaction, committed when it returns and rolled
    /// back when it throws. Inside a held transaction (``holdingTransaction(_:for:_:)``) it is a
    /// savepoint of it.
    func transaction<T>(_ schemas: [ModelSchema], _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if isHeldHere { return try savepoint(schemas, body) }
        try acquire()
        defer { database.lock.unlock() }
        for schema in schemas { try prepare(schema) }
        try run { () throws(DatabaseFailure) in try database.execute(dialect.beginWriting) }
        transactionIsOpen = true
        defer { transactionIsOpen = false }
        do {
            let value = try body(database)
            try run { () throws(DatabaseFailure) in try database.execute("COMMIT") }
            return value
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    // MARK: A transaction held for a post

    /// Whether a transaction is open on the connection (table preparation then runs inside it).
    private(set) var transactionIsOpen = false
    /// The models whose tables were made or changed inside the held transaction (and whether FormUI's
    /// function was): prepared again after it is rolled back, which undoes that too.
    private var preparedInHeldTransaction: [ObjectIdentifier] = []
    private var preparedDatabaseInHeldTransaction = false
    private var preparedDevicesInHeldTransaction = false
    /// The post (its ``HeldSaves``) whose transaction holds the database: guarded by a lock of its own,
    /// since other threads read it to learn that they must wait.
    private let holder = Locked<ObjectIdentifier?>(nil)

    /// Whether the code running now is the post that holds the database's transaction (on the thread
    /// answering it: a `Task` an action started sees the post's ``HeldSaves`` too, on another thread).
    private var isHeldHere: Bool {
        guard let current = HeldSaves.current, current.isOnItsThread else { return false }
        return holder.withLock { $0 } == ObjectIdentifier(current)
    }

    /// Takes the database's lock. A post that holds another store's transaction waits 5 seconds at most,
    /// then fails as unavailable: two posts each holding one store and reading the other would
    /// otherwise wait for each other for ever.
    private func acquire() throws(SwiftDataError) {
        guard let saves = HeldSaves.current, saves.isOnItsThread, saves.isHolding else {
            database.lock.lock()
            return
        }
        guard database.lock.lock(waitingAtMost: 5) else {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) was held by another request for 5 seconds.")
        }
    }

    /// Runs `body` in a transaction left open for `saves`, which commits or rolls it back when the
    /// post's session change has been stored (``HeldSaves``); the lock is held until then, so that
    /// every other request waits for the outcome. Inside the transaction already held, a savepoint of it.
    func holdingTransaction<T>(_ schemas: [ModelSchema], for saves: HeldSaves, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if isHeldHere { return try savepoint(schemas, body) }
        try acquire()
        do {
            for schema in schemas { try prepare(schema) }
            try run { () throws(DatabaseFailure) in try database.execute(dialect.beginWriting) }
        } catch {
            database.lock.unlock()
            throw error
        }
        transactionIsOpen = true
        do {
            let value = try body(database)
            holder.withLock { $0 = ObjectIdentifier(saves) }
            saves.hold(HeldTransaction(store: self))
            return value
        } catch {
            try? database.execute("ROLLBACK")
            transactionIsOpen = false
            database.lock.unlock()
            throw error
        }
    }

    /// Ends the held transaction: commits it or rolls it back, and gives the database back.
    fileprivate func endHeldTransaction(committing: Bool) throws(SwiftDataError) {
        var committed = false
        defer {
            if !committed {
                for model in preparedInHeldTransaction { preparedModels.remove(model) }
                if preparedDatabaseInHeldTransaction { preparedDatabase = false }
                if preparedDevicesInHeldTransaction { devicesTablePrepared = false }
            }
            preparedInHeldTransaction = []
            preparedDatabaseInHeldTransaction = false
            preparedDevicesInHeldTransaction = false
            transactionIsOpen = false
            holder.withLock { $0 = nil }
            database.lock.unlock()
        }
        guard committing else {
            try? database.execute("ROLLBACK")
            return
        }
        do {
            try database.execute("COMMIT")
            committed = true
        } catch {
            try? database.execute("ROLLBACK")
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) did not commit: \(error.description)")
        }
    }

    /// `body` inside a savepoint of the transaction held: undone alone when it throws.
    private func savepoint<T>(_ schemas: [ModelSchema], _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        try run { () throws(DatabaseFailure) in try database.execute("SAVEPOINT formui_save") }
        do {
            for schema in schemas { try prepare(schema) }
            let value = try body(database)
            try run { () throws(DatabaseFailure) in try database.execute("RELEASE SAVEPOINT formui_save") }
            return value
        } catch {
            try? database.execute("ROLLBACK TO SAVEPOINT formui_save; RELEASE SAVEPOINT formui_save")
            throw error
        }
    }

    /// Runs a database call, its failure as a ``SwiftDataError``.
    func run<T>(_ body: () throws(DatabaseFailure) -> T) throws(SwiftDataError) -> T {
        do {
            return try body()
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) did not answer: \(error.description)")
        }
    }

    /// Runs `body`, which changes tables, as PostgreSQL needs it: in a transaction holding FormUI's
    /// advisory lock, so that processes starting together prepare one after the other. Called holding
    /// the lock.
    func preparing(_ body: () throws(DatabaseFailure) -> Void) throws(SwiftDataError) {
        // Inside a transaction (a save's, a post's held one) the tables are made as part of it.
        guard dialect == .postgres, !transactionIsOpen else { return try run(body) }
        try run { () throws(DatabaseFailure) in
            do throws(DatabaseFailure) {
                try database.execute("BEGIN; SELECT pg_advisory_xact_lock(7063812595)")
            } catch {
                // The second statement's failure leaves the first's transaction open.
                try? database.execute("ROLLBACK")
                throw error
            }
            do throws(DatabaseFailure) {
                try body()
                try database.execute("COMMIT")
            } catch {
                try? database.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Makes the model's table, or adds the columns it lacks. Called holding the lock.
    private func prepare(_ schema: ModelSchema) throws(SwiftDataError) {
        guard !preparedModels.contains(ObjectIdentifier(schema.type)) else { return }
        let table = quoted(schema.name)
        let dialect = self.dialect
        var existing: [String] = []
        try preparing { () throws(DatabaseFailure) in
            if !preparedDatabase {
                var exists = false
                try database.perform("SELECT 1 FROM pg_proc WHERE proname = 'formui_fold'", []) { _ in exists = true }
                if !exists { try database.execute(SQLDialect.postgresFoldFunction) }
            }
            try database.perform(dialect.columnNames, [.text(schema.name)]) { row in
                if let name = row.text(0) { existing.append(name) }
            }
            if !devicesTablePrepared {
                try database.execute(Self.devicesTableDefinition(dialect))
            }
            if existing.isEmpty {
                var columns = [dialect.rowKeyColumn, "\"_owner\" TEXT NOT NULL", "\"_version\" \(dialect.rowKeyType) NOT NULL DEFAULT 1"]
                columns += schema.columns.map { quoted($0.name) + " " + dialect.type(of: $0.column) }
                try database.execute("CREATE TABLE IF NOT EXISTS \(table) (\(columns.joined(separator: ", ")))")
                try database.execute("CREATE INDEX IF NOT EXISTS \(quoted(schema.name + "_owner")) ON \(table) (\"_owner\")")
            } else {
                for property in schema.columns where !existing.contains(property.name) {
                    if let original = property.originalName, existing.contains(original) {
                        try database.execute("ALTER TABLE \(table) RENAME COLUMN \(quoted(original)) TO \(quoted(property.name))")
                    } else {
                        try database.execute("ALTER TABLE \(table) ADD COLUMN \(quoted(property.name)) \(dialect.type(of: property.column))")
                    }
                }
            }
            for property in schema.properties where property.isUnique {
                try database.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(quoted(schema.uniqueIndex(of: property))) ON \(table) (\"_owner\", \(quoted(property.name)))")
            }
            for property in schema.relationships where property.relationship!.isToMany {
                guard case .joinTable(let name, _, _) = schema.toManyStorage(of: property) else { continue }
                try database.execute("CREATE TABLE IF NOT EXISTS \(quoted(name)) (\"_from\" \(dialect.rowKeyType) NOT NULL, \"_to\" \(dialect.rowKeyType) NOT NULL\(dialect.joinTableOrderColumn), PRIMARY KEY (\"_from\", \"_to\"))")
                try database.execute("CREATE INDEX IF NOT EXISTS \(quoted(name + "_to")) ON \(quoted(name)) (\"_to\")")
            }
        }
        if !preparedDatabase, transactionIsOpen { preparedDatabaseInHeldTransaction = true }
        if !devicesTablePrepared, transactionIsOpen { preparedDevicesInHeldTransaction = true }
        preparedDatabase = true
        devicesTablePrepared = true
        if !existing.isEmpty { try checkStoredValues(schema) }
        preparedModels.insert(ObjectIdentifier(schema.type))
        if transactionIsOpen { preparedInHeldTransaction.append(ObjectIdentifier(schema.type)) }
    }

    /// Refuses a table whose stored values the model cannot read — a property whose type changed, or a
    /// property added without an initial value to a table that has rows — naming the model, the property
    /// and the fix, when the table is first prepared (for a container, as it is made: at the app's
    /// start).
    private func checkStoredValues(_ schema: ModelSchema) throws(SwiftDataError) {
        let columns = schema.columns
        guard !columns.isEmpty else { return }
        var problem: (property: ModelProperty, storage: String)?
        try run { () throws(DatabaseFailure) in
            switch dialect {
            case .sqlite:
                // One pass over the table, grouping its columns' storage classes.
                let kinds = columns.map { "typeof(\(quoted($0.name)))" }.joined(separator: ", ")
                try database.perform("SELECT DISTINCT \(kinds) FROM \(quoted(schema.name))", []) { row in
                    guard problem == nil else { return }
                    for (index, property) in columns.enumerated() {
                        let storage = row.text(Int32(index)) ?? "null"
                        if !property.reads(storage) { problem = (property, storage) }
                    }
                }
            case .postgres:
                // The columns' declared types, then whether any row holds NULL where the model cannot.
                var declared: [String: String] = [:]
                try database.perform("SELECT column_name::text, data_type::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?", [.text(schema.name)]) { row in
                    if let name = row.text(0), let type = row.text(1) { declared[name] = type }
                }
                for property in columns {
                    let storage = Self.postgresStorage(declared[property.name] ?? "")
                    if storage != "null", !property.reads(storage) { problem = (property, storage) }
                }
                guard problem == nil else { return }
                let nulls = columns.filter { !$0.reads("null") }
                guard !nulls.isEmpty else { return }
                let tests = nulls.map { "coalesce(bool_or(\(quoted($0.name)) IS NULL), false)" }.joined(separator: ", ")
                try database.perform("SELECT \(tests) FROM \(quoted(schema.name))", []) { row in
                    if let index = (0..<nulls.count).first(where: { row.integer(Int32($0)) != 0 }) { problem = (nulls[index], "null") }
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

extension ModelStore {
    /// A PostgreSQL column type as the SQLite storage class whose values it holds.
    fileprivate static func postgresStorage(_ type: String) -> String {
        switch type {
        case "bigint", "integer", "smallint", "boolean": "integer"
        case "double precision", "real": "real"
        case "text", "character varying", "character": "text"
        case "bytea": "blob"
        default: type
        }
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

/// A post's transaction, open until its session's change is stored (``ModelStore/holdingTransaction(_:for:_:)``).
private final class HeldTransaction: HeldSave {
    private var store: ModelStore?

    init(store: ModelStore) { self.store = store }

    var database: AnyObject? { store?.database }

    func commit() throws(SubmissionError) {
        guard let store else { return }
        self.store = nil
        do {
            try store.endHeldTransaction(committing: true)
        } catch {
            var failure = SubmissionError(kind: .unavailable, problems: [.init(name: nil, label: "Your change", message: "Your change was not saved: the app's data is not available right now. Please send it again in a moment.")])
            failure.saveFailure = .refused
            throw failure
        }
    }

    func rollBack() {
        guard let store else { return }
        self.store = nil
        try? store.endHeldTransaction(committing: false)
    }
}
