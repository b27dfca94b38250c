@_spi(Engine) import FormUI
import FormUIDatabases
import Foundation
import Locking
import Logging

/// Sessions in a PostgreSQL database that any number of server processes, on any machines, share
/// (DESIGN §4): no sticky sessions needed.
///
/// The same rows and the same compare-and-set as ``SQLiteSessionStore``, through libpq (PostgreSQL's own
/// client library, synchronous, which suits the server's Dispatch workers; FormUIDatabases'
/// `PostgresConnection`). A post is answered after its
/// transaction commits (`synchronous_commit` as the server has it, `on` unless changed). When the
/// database is down, posts answer 503 and pages show what the process has; each request tries the
/// connection again, so the server heals by itself when the database returns.
public final class PostgresSessionStore: SharedSessionsStore, Sendable {
    /// The version of the tables this program writes. A database made by a later version is refused.
    public static let schemaVersion: Int64 = 2

    public let timeToLive: Duration
    /// How long a session lives from when its id was issued, however much it is used.
    public let lifetime: Duration
    let sessions: SharedSessions

    /// Connects (`url`: `postgresql://user@host:port/database`, or any libpq connection string) and
    /// makes or checks the tables.
    /// - Parameters:
    ///   - timeToLive: how long a session lives without a request.
    ///   - lifetime: how long a session lives from when its id was issued (made, or renewed by a sign-in or
    ///     sign-out), however much it is used; a week unless told.
    /// - Throws: ``SessionStoreError`` when the database cannot be reached, or was prepared by a later
    ///   version of FormUI.
    public convenience init(
        url: String, timeToLive: Duration = .seconds(30 * 60), lifetime: Duration = MemorySessionStore.defaultLifetime,
        maximumStoredBytes: Int = 1 << 20, maximumCached: Int = 100_000, logger: Logger = Logger(label: "FormUI")
    ) throws(SessionStoreError) {
        try self.init(
            url: url, timeToLive: timeToLive, lifetime: lifetime, maximumStoredBytes: maximumStoredBytes, maximumCached: maximumCached,
            logger: logger, clock: SharedSessions.wallClock)
    }

    init(
        url: String, timeToLive: Duration, lifetime: Duration = MemorySessionStore.defaultLifetime, maximumStoredBytes: Int,
        maximumCached: Int, logger: Logger, clock: @escaping @Sendable () -> Int64
    ) throws(SessionStoreError) {
        self.timeToLive = timeToLive
        self.lifetime = lifetime
        let connection: PostgresConnection
        do {
            connection = try PostgresConnection(url: url)
            try PostgresRows.prepare(connection)
        } catch let error as SessionStoreError {
            throw error
        } catch {
            throw SessionStoreError(.unavailable, "Cannot use the PostgreSQL session database: \(error)")
        }
        try SharedSessions.openHashing()
        let rows = PostgresRows(connection: connection)
        sessions = SharedSessions(rows: rows, timeToLive: timeToLive, lifetime: lifetime, maximumStoredBytes: maximumStoredBytes, maximumCached: maximumCached, logger: logger, clock: clock)
        logger.info("Sessions are kept in \(rows.place)")
    }
}

/// The sessions' rows in PostgreSQL.
struct PostgresRows: SessionRows, Sendable {
    let connection: PostgresConnection

    var place: String { connection.place }

    /// Runs one statement, its failure as the session rows' own.
    private func run(_ sql: String, _ parameters: [DatabaseValue] = []) throws(RowFailure) -> PostgresConnection.Outcome {
        do {
            return try connection.query(sql, parameters)
        } catch {
            throw RowFailure(description: error.message)
        }
    }

    /// The tables: made on the first start, checked (and, in later versions, migrated) on every other,
    /// in one transaction under an advisory lock so that instances starting together agree.
    static func prepare(_ connection: PostgresConnection) throws {
        var refused: SessionStoreError?
        try connection.transaction { statement throws(DatabaseFailure) in
            // A number of FormUI's own, so that two instances do not prepare the tables at once.
            _ = try statement("SELECT pg_advisory_xact_lock(7063812594)", [])
            _ = try statement("CREATE TABLE IF NOT EXISTS formui_schema (version bigint NOT NULL)", [])
            let versions = try statement("SELECT version FROM formui_schema", []).rows.map { $0[0].integerValue }
            switch versions.first {
            case nil:
                _ = try statement("""
                    CREATE TABLE formui_sessions (
                        id_hash bytea PRIMARY KEY,
                        version bigint NOT NULL,
                        last_access bigint NOT NULL,
                        issued_at bigint NOT NULL,
                        state bytea NOT NULL
                    )
                    """, [])
                _ = try statement("CREATE INDEX formui_sessions_last_access ON formui_sessions (last_access)", [])
                _ = try statement("CREATE INDEX formui_sessions_issued_at ON formui_sessions (issued_at)", [])
                _ = try statement("INSERT INTO formui_schema (version) VALUES ($1)", [.integer(PostgresSessionStore.schemaVersion)])
            case 1?:
                // Version 1 did not know when an id was issued: a session kept from it counts its lifetime
                // from its last use.
                _ = try statement("ALTER TABLE formui_sessions ADD COLUMN issued_at bigint NOT NULL DEFAULT 0", [])
                _ = try statement("UPDATE formui_sessions SET issued_at = last_access", [])
                _ = try statement("CREATE INDEX formui_sessions_issued_at ON formui_sessions (issued_at)", [])
                _ = try statement("UPDATE formui_schema SET version = $1", [.integer(PostgresSessionStore.schemaVersion)])
            case PostgresSessionStore.schemaVersion?:
                break
            // A later schema version adds its migration here, as `case 1?` does.
            case let version?:
                refused = SessionStoreError(.unavailable, "The session database has schema version \(version); this program knows version \(PostgresSessionStore.schemaVersion) and earlier. Use a FormUI that knows it, or another database.")
            }
        }
        if let refused { throw refused }
    }

    func head(_ hash: [UInt8]) throws(RowFailure) -> RowHead? {
        let rows = try run("SELECT version, last_access, issued_at FROM formui_sessions WHERE id_hash = $1", [.blob(hash)]).rows
        return rows.first.map {
            RowHead(version: $0[0].integerValue, lastAccess: $0[1].integerValue, issued: $0[2].integerValue)
        }
    }

    func state(_ hash: [UInt8]) throws(RowFailure) -> (version: Int64, bytes: [UInt8])? {
        let rows = try run("SELECT version, state FROM formui_sessions WHERE id_hash = $1", [.blob(hash)]).rows
        return rows.first.map { ($0[0].integerValue, $0[1].bytesValue) }
    }

    func touch(_ hash: [UInt8], at time: Int64) throws(RowFailure) {
        _ = try run("UPDATE formui_sessions SET last_access = $1 WHERE id_hash = $2 AND last_access < $1", [.integer(time), .blob(hash)])
    }

    /// Runs a post's write of its session, and says how many rows it changed. When the post holds a
    /// transaction of the app's data in this same database, the write joins it, so that the session's
    /// change and the data are committed together (``HeldSaves``); otherwise it commits by itself.
    private func write(_ sql: String, _ parameters: [DatabaseValue]) throws(RowFailure) -> Int {
        guard let saves = HeldSaves.current, let held = heldConnection(in: saves) else {
            return try run(sql, parameters).changed
        }
        do throws(DatabaseFailure) {
            try held.perform(sql, parameters) { _ in }
        } catch {
            throw RowFailure(description: error.message)
        }
        saves.carriesSessionChange = true
        return held.changedRowCount
    }

    /// The connection of a transaction the post answered on this thread holds in this same database (the
    /// same server and database, as the same user), whose lock the post holds already.
    private func heldConnection(in saves: HeldSaves) -> PostgresConnection? {
        guard saves.isOnItsThread, let database = connection.database else { return nil }
        for save in saves.heldSaves {
            if let held = save.database as? PostgresConnection, held.database == database { return held }
        }
        return nil
    }

    func compareAndSet(_ hash: [UInt8], expected: Int64, bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        if expected == 0 {
            return try write(
                "INSERT INTO formui_sessions (id_hash, version, last_access, issued_at, state) VALUES ($1, 1, $2, $2, $3) ON CONFLICT (id_hash) DO NOTHING",
                [.blob(hash), .integer(time), .blob(bytes)]
            ) == 1
        }
        return try write(
            "UPDATE formui_sessions SET state = $1, version = version + 1 WHERE id_hash = $2 AND version = $3",
            [.blob(bytes), .blob(hash), .integer(expected)]
        ) == 1
    }

    func move(_ hash: [UInt8], expected: Int64, to newHash: [UInt8], bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        if expected == 0 { return try compareAndSet(newHash, expected: 0, bytes: bytes, at: time) }
        return try write(
            "UPDATE formui_sessions SET id_hash = $1, state = $2, version = version + 1, last_access = $3, issued_at = $3 WHERE id_hash = $4 AND version = $5",
            [.blob(newHash), .blob(bytes), .integer(time), .blob(hash), .integer(expected)]
        ) == 1
    }

    func delete(_ hash: [UInt8], lastAccess: Int64) throws(RowFailure) {
        _ = try run("DELETE FROM formui_sessions WHERE id_hash = $1 AND last_access = $2", [.blob(hash), .integer(lastAccess)])
    }

    func deleteUnused(before time: Int64, issuedBefore: Int64) throws(RowFailure) -> Int {
        try run("DELETE FROM formui_sessions WHERE last_access < $1 OR (issued_at > 0 AND issued_at < $2)", [.integer(time), .integer(issuedBefore)]).changed
    }

    func count() throws(RowFailure) -> Int {
        Int(try run("SELECT count(*) FROM formui_sessions").rows.first?[0].integerValue ?? 0)
    }

    func canTakeChange() throws(RowFailure) -> Bool {
        let rows = try run("SELECT version FROM formui_schema").rows
        return rows.first.map { $0[0].integerValue } == PostgresSessionStore.schemaVersion
    }
}
