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
// Sendable: each connection is used under its lock; what the connections share is behind locks of its own.
final class ModelStore: @unchecked Sendable {
    /// The store's connections: one for SQLite (one writer at a time is all SQLite allows),
    /// ``postgresConnections`` for PostgreSQL, so that requests read and commit side by side.
    private let connections: [StoreConnection]
    private let place: String?
    let dialect: SQLDialect
    /// Which tables and functions are known to be made and up to date, for every connection: what a
    /// transaction still open made is the transaction's own (``StoreConnection``) until it commits.
    private let prepared = Locked<Set<PreparedPart>>([])
    /// When this process last noted each device's use (seconds since 1970).
    let notedUses = Locked<[String: Double]>([:])
    /// The models the process's containers keep here, by name (``register(_:)``).
    let knownSchemas = Locked<[String: ModelSchema]>([:])
    /// The connection a request waits for when every one is in use: each in turn.
    private let nextWaited = Locked(0)

    /// How many connections a PostgreSQL store may open: each is made at its first use, and a request
    /// takes the first free one, so a server opens as many as it answers data requests at once (at most
    /// its event loops: four per core with PostgreSQL, `FormApp.eventLoopCount`), up to this many.
    static var postgresConnections: Int { 16 }

    /// What the store is, for messages: the file's path, "memory", or PostgreSQL's host and database.
    var location: String { place ?? (connections[0].database as! PostgresConnection).place }

    /// A SQLite database: a file's `path`, or `:memory:`.
    init(path: String, location: String) throws(SwiftDataError) {
        do {
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 5000)
            try database.locked { () throws(DatabaseFailure) in
                if path != ":memory:" { try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL") }
                try database.declareFoldFunction()
            }
            connections = [StoreConnection(database)]
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) cannot be opened: \(error.description)")
        }
        place = location
        dialect = .sqlite
        prepared.withLock { _ = $0.insert(.database) }
    }

    /// A PostgreSQL database (`url` as libpq takes it), which any number of processes share; each
    /// connection is made at its first use, so that a database down now is found again later.
    init(postgresURL url: String) throws(SwiftDataError) {
        var connections: [StoreConnection] = []
        do {
            for _ in 0..<Self.postgresConnections {
                connections.append(StoreConnection(try PostgresConnection(url: url, connectingNow: false)))
            }
        } catch {
            throw SwiftDataError(.storeUnavailable, "The app's data in PostgreSQL cannot be reached: \(error.description)")
        }
        self.connections = connections
        place = nil
        dialect = .postgres
    }

    /// Runs `body` holding a connection, with the model's table made and up to date.
    func with<T>(_ schema: ModelSchema, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        try holding { connection throws(SwiftDataError) in
            try prepare(schema, on: connection)
            return try body(connection.database)
        }
    }

    /// Runs `body` holding a connection, no table prepared. Inside the post whose saves hold a
    /// transaction open here (``HeldSaves``), it runs in that transaction, on its connection.
    func locked<T>(_ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        try holding { connection throws(SwiftDataError) in try body(connection.database) }
    }

    /// Runs `body` with a connection held: the held transaction's, inside the post that holds one here.
    func holding<T>(_ body: (StoreConnection) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if let held = heldConnection { return try body(held) }
        let connection = try acquire()
        defer { connection.database.lock.unlock() }
        return try body(connection)
    }

    /// Runs `body` holding a connection inside one transaction, committed when it returns and rolled
    /// back when it throws. Inside a held transaction (``holdingTransaction(_:for:_:)``) it is a
    /// savepoint of it.
    func transaction<T>(_ schemas: [ModelSchema], _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if let held = heldConnection { return try savepoint(schemas, on: held, body) }
        let connection = try acquire()
        defer { connection.database.lock.unlock() }
        let database = connection.database
        for schema in schemas { try prepare(schema, on: connection) }
        try run { () throws(DatabaseFailure) in try database.execute(dialect.beginWriting) }
        connection.transactionIsOpen = true
        defer { connection.transactionIsOpen = false }
        do {
            let value = try body(database)
            try run { () throws(DatabaseFailure) in try database.execute("COMMIT") }
            connection.committed(into: prepared)
            return value
        } catch {
            try? database.execute("ROLLBACK")
            connection.rolledBack()
            throw error
        }
    }

    // MARK: Connections

    /// The connection the code running now holds a transaction open on: the post's that holds it (on
    /// the thread answering it: a `Task` an action started sees the post's ``HeldSaves`` too, on another
    /// thread).
    private var heldConnection: StoreConnection? {
        guard let current = HeldSaves.current, current.isOnItsThread, current.isHolding else { return nil }
        let saves = ObjectIdentifier(current)
        return connections.first { $0.holder.withLock { $0 } == saves }
    }

    /// Takes a connection: the first free one, or else waits for one, each in turn. A post that holds
    /// another store's transaction waits 5 seconds at most, then fails as unavailable: two posts each
    /// holding one store and reading the other would otherwise wait for each other for ever.
    private func acquire() throws(SwiftDataError) -> StoreConnection {
        for connection in connections where connection.database.lock.tryLock() { return connection }
        let connection = connections.count == 1 ? connections[0] : connections[nextWaited.withLock { next in
            defer { next = (next + 1) % connections.count }
            return next
        }]
        guard let saves = HeldSaves.current, saves.isOnItsThread, saves.isHolding else {
            connection.database.lock.lock()
            return connection
        }
        guard connection.database.lock.lock(waitingAtMost: 5) else {
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) was held by other requests for 5 seconds.")
        }
        return connection
    }

    // MARK: A transaction held for a post

    /// Runs `body` in a transaction left open for `saves`, which commits or rolls it back when the
    /// post's session change has been stored (``HeldSaves``); its connection is held until then, so that
    /// the post's later reads see its writes. Inside the transaction already held, a savepoint of it.
    func holdingTransaction<T>(_ schemas: [ModelSchema], for saves: HeldSaves, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        if let held = heldConnection { return try savepoint(schemas, on: held, body) }
        let connection = try acquire()
        let database = connection.database
        do {
            for schema in schemas { try prepare(schema, on: connection) }
            try run { () throws(DatabaseFailure) in try database.execute(dialect.beginWriting) }
        } catch {
            database.lock.unlock()
            throw error
        }
        connection.transactionIsOpen = true
        do {
            let value = try body(database)
            connection.holder.withLock { $0 = ObjectIdentifier(saves) }
            saves.hold(HeldTransaction(store: self, connection: connection))
            return value
        } catch {
            try? database.execute("ROLLBACK")
            connection.rolledBack()
            connection.transactionIsOpen = false
            database.lock.unlock()
            throw error
        }
    }

    /// Ends the held transaction on `connection`: commits it or rolls it back, and gives the connection back.
    fileprivate func endHeldTransaction(on connection: StoreConnection, committing: Bool) throws(SwiftDataError) {
        let database = connection.database
        defer {
            connection.transactionIsOpen = false
            connection.holder.withLock { $0 = nil }
            database.lock.unlock()
        }
        guard committing else {
            try? database.execute("ROLLBACK")
            connection.rolledBack()
            return
        }
        do {
            try database.execute("COMMIT")
            connection.committed(into: prepared)
        } catch {
            try? database.execute("ROLLBACK")
            connection.rolledBack()
            throw SwiftDataError(.storeUnavailable, "The app's data at \(location) did not commit: \(error.description)")
        }
    }

    /// `body` inside a savepoint of the transaction held on `connection`: undone alone when it throws.
    private func savepoint<T>(_ schemas: [ModelSchema], on connection: StoreConnection, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        let database = connection.database
        try run { () throws(DatabaseFailure) in try database.execute("SAVEPOINT formui_save") }
        do {
            for schema in schemas { try prepare(schema, on: connection) }
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
    /// advisory lock, so that processes (and connections) preparing together go one after the other.
    /// Called holding `connection`.
    func preparing(on connection: StoreConnection, _ body: () throws(DatabaseFailure) -> Void) throws(SwiftDataError) {
        // Inside a transaction (a save's, a post's held one) the tables are made as part of it.
        guard dialect == .postgres, !connection.transactionIsOpen else { return try run(body) }
        let database = connection.database
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

    /// Whether `part` is made for `connection`: for every connection, or in its open transaction.
    func isPrepared(_ part: PreparedPart, for connection: StoreConnection) -> Bool {
        connection.preparedInTransaction.contains(part) || prepared.withLock { $0.contains(part) }
    }

    /// Notes that `part` was made on `connection`: for every connection, or for it alone until its open
    /// transaction commits (a rollback undoes what it made).
    func notePrepared(_ part: PreparedPart, on connection: StoreConnection) {
        if connection.transactionIsOpen {
            connection.preparedInTransaction.insert(part)
        } else {
            prepared.withLock { _ = $0.insert(part) }
        }
    }

    /// Makes the model's table, or adds the columns it lacks. Called holding `connection`.
    private func prepare(_ schema: ModelSchema, on connection: StoreConnection) throws(SwiftDataError) {
        guard !isPrepared(.model(ObjectIdentifier(schema.type)), for: connection) else { return }
        let table = quoted(schema.name)
        let dialect = self.dialect
        let database = connection.database
        let functionMade = isPrepared(.database, for: connection), devicesMade = isPrepared(.devices, for: connection)
        var existing: [String] = []
        try preparing(on: connection) { () throws(DatabaseFailure) in
            if !functionMade {
                var current = false
                try database.perform("SELECT prosrc FROM pg_proc WHERE proname = 'formui_fold'", []) { row in
                    if row.text(0)?.contains(SQLDialect.postgresFoldFunctionMark) == true { current = true }
                }
                if !current { try database.execute(SQLDialect.postgresFoldFunction) }
            }
            try database.perform(dialect.columnNames, [.text(schema.name)]) { row in
                if let name = row.text(0) { existing.append(name) }
            }
            if !devicesMade {
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
        notePrepared(.database, on: connection)
        notePrepared(.devices, on: connection)
        if !existing.isEmpty { try checkStoredValues(schema, on: database) }
        notePrepared(.model(ObjectIdentifier(schema.type)), on: connection)
    }

    /// Refuses a table whose stored values the model cannot read — a property whose type changed, or a
    /// property added without an initial value to a table that has rows — naming the model, the property
    /// and the fix, when the table is first prepared (for a container, as it is made: at the app's
    /// start).
    private func checkStoredValues(_ schema: ModelSchema, on database: any RowDatabase) throws(SwiftDataError) {
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

/// A part of a store's tables that is made and up to date.
enum PreparedPart: Hashable {
    /// A model's table (and its indexes and join tables), by the model class's identity.
    case model(ObjectIdentifier)
    /// FormUI's function in the database (`formui_fold`, PostgreSQL's: SQLite's is the connection's).
    case database
    /// `_formui_devices`.
    case devices
}

/// One of a store's connections, and what its open transaction holds.
// Sendable: used only by the thread holding the database's lock, but for `holder`, which has its own.
final class StoreConnection: @unchecked Sendable {
    let database: any RowDatabase
    /// Whether a transaction is open on the connection (table preparation then runs inside it).
    var transactionIsOpen = false
    /// What the open transaction made (tables, columns, the function): known to this connection alone
    /// until it commits, and made again after a rollback, which undoes it.
    var preparedInTransaction: Set<PreparedPart> = []
    /// The post (its ``HeldSaves``) whose transaction holds the connection open.
    let holder = Locked<ObjectIdentifier?>(nil)

    init(_ database: any RowDatabase) { self.database = database }

    /// After a COMMIT: what the transaction made is there for every connection.
    func committed(into prepared: Locked<Set<PreparedPart>>) {
        guard !preparedInTransaction.isEmpty else { return }
        let made = preparedInTransaction
        preparedInTransaction = []
        prepared.withLock { $0.formUnion(made) }
    }

    /// After a ROLLBACK: what the transaction made is gone.
    func rolledBack() { preparedInTransaction = [] }
}

/// A post's transaction, open until its session's change is stored (``ModelStore/holdingTransaction(_:for:_:)``).
private final class HeldTransaction: HeldSave {
    private var held: (store: ModelStore, connection: StoreConnection)?

    init(store: ModelStore, connection: StoreConnection) { held = (store, connection) }

    var database: AnyObject? { held?.connection.database }

    func commit() throws(SubmissionError) {
        guard let (store, connection) = held else { return }
        held = nil
        do {
            try store.endHeldTransaction(on: connection, committing: true)
        } catch {
            var failure = SubmissionError(kind: .unavailable, problems: [.init(name: nil, label: "Your change", message: "Your change was not saved: the app's data is not available right now. Please send it again in a moment.")])
            failure.saveFailure = .refused
            throw failure
        }
    }

    func rollBack() {
        guard let (store, connection) = held else { return }
        held = nil
        try? store.endHeldTransaction(on: connection, committing: false)
    }
}
