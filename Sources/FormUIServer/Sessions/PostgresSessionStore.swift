import CLibPQ
import FormUI
import Foundation
import Locking
import Logging

/// Sessions in a PostgreSQL database that any number of server processes, on any machines, share
/// (DESIGN §4): no sticky sessions needed.
///
/// The same rows and the same compare-and-set as ``SQLiteSessionStore``, through libpq (PostgreSQL's own
/// client library, synchronous, which suits the server's Dispatch workers). A post is answered after its
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

/// One libpq connection, used under its lock, made again when it broke (the database restarted).
// Sendable: `lock` guards `connection` and `connectedPlace`, and every use of the libpq connection.
final class PostgresConnection: @unchecked Sendable {
    private let url: String
    private let pq: LibPQ
    private let lock = Lock()
    private var connection: OpaquePointer?
    /// `host:port/database` of the connection (no user or password), for log lines.
    var place: String { lock.withLock { connectedPlace } }
    private var connectedPlace = "PostgreSQL"

    init(url: String) throws(RowFailure) {
        self.url = url
        pq = try LibPQ.loaded()
        let ready: Result<Void, RowFailure> = lock.withLock {
            do throws(RowFailure) {
                _ = try connected()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try ready.get()
    }

    deinit { pq.finish(connection) }

    /// The open connection; a broken one is made again. Called with the lock held.
    private func connected() throws(RowFailure) -> OpaquePointer {
        if let connection, pq.status(connection) == CONNECTION_OK { return connection }
        if let broken = connection {
            pq.finish(broken)
            connection = nil
        }
        guard let made = pq.connectdb(url) else { throw RowFailure(description: "libpq could not make a connection") }
        guard pq.status(made) == CONNECTION_OK else {
            let message = pq.errorMessage(made).map { String(cString: $0) } ?? "".trimmingCharacters(in: .whitespacesAndNewlines)
            pq.finish(made)
            throw RowFailure(description: "cannot connect to PostgreSQL: \(message)")
        }
        // Notices (a table that already exists) are not errors: keep them out of standard error.
        _ = pq.setNoticeProcessor(made, { _, _ in }, nil)
        connectedPlace = "PostgreSQL at \(Self.text(pq.host(made))):\(Self.text(pq.port(made)))/\(Self.text(pq.db(made)))"
        connection = made
        return made
    }

    /// A statement's parameter: integers go as text, bytes as binary.
    enum Parameter {
        case integer(Int64)
        case bytes([UInt8])
    }

    /// What a statement returned: its rows (each column's binary value, nil for NULL) and how many rows it
    /// changed.
    struct Outcome {
        var rows: [[[UInt8]?]] = []
        var changed = 0
    }

    /// Runs one statement with `$1…` parameters; results come in binary.
    func run(_ sql: String, _ parameters: [Parameter] = []) throws(RowFailure) -> Outcome {
        let result: Result<Outcome, RowFailure> = lock.withLock {
            do throws(RowFailure) {
                return .success(try runLocked(sql, parameters))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` in one transaction on the connection (statements through `run` inside it wait for the
    /// lock; use the `statement` it is given).
    func transaction<T>(_ body: ((String, [Parameter]) throws(RowFailure) -> Outcome) throws(RowFailure) -> T) throws(RowFailure) -> T {
        let result: Result<T, RowFailure> = lock.withLock {
            do throws(RowFailure) {
                _ = try runLocked("BEGIN", [])
                do throws(RowFailure) {
                    let value = try body { sql, parameters throws(RowFailure) in try self.runLocked(sql, parameters) }
                    _ = try runLocked("COMMIT", [])
                    return .success(value)
                } catch {
                    _ = try? runLocked("ROLLBACK", [])
                    throw error
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func runLocked(_ sql: String, _ parameters: [Parameter]) throws(RowFailure) -> Outcome {
        let connection = try connected()
        // Each value copied to memory of its own, alive for the call.
        var values: [UnsafeMutablePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        defer { for value in values { value?.deallocate() } }
        for parameter in parameters {
            let bytes: [UInt8]
            switch parameter {
            case .integer(let value):
                bytes = Array(String(value).utf8) + [0]
                formats.append(0)
            case .bytes(let value):
                bytes = value
                formats.append(1)
            }
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
            bytes.withUnsafeBytes { source in
                if let base = source.baseAddress { UnsafeMutableRawPointer(copy).copyMemory(from: base, byteCount: bytes.count) }
            }
            values.append(copy)
            lengths.append(Int32(bytes.count))
        }
        let constantValues = values.map { UnsafePointer<CChar>($0) }
        guard let result = pq.execParams(connection, sql, Int32(parameters.count), nil, constantValues, lengths, formats, 1) else {
            throw RowFailure(description: Self.text(pq.errorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        defer { pq.clear(result) }
        let status = pq.resultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            throw RowFailure(description: Self.text(pq.resultErrorMessage(result)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var outcome = Outcome()
        outcome.changed = Int(Self.text(pq.cmdTuples(result))) ?? 0
        let rowCount = pq.ntuples(result)
        let columnCount = pq.nfields(result)
        for row in 0..<rowCount {
            var columns: [[UInt8]?] = []
            for column in 0..<columnCount {
                if pq.getisnull(result, row, column) == 1 {
                    columns.append(nil)
                } else {
                    let length = Int(pq.getlength(result, row, column))
                    let start = pq.getvalue(result, row, column)
                    columns.append(start.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? [])
                }
            }
            outcome.rows.append(columns)
        }
        return outcome
    }

    /// A string libpq returned ("" for none).
    private static func text(_ characters: UnsafeMutablePointer<CChar>?) -> String {
        characters.map { String(cString: $0) } ?? ""
    }

    /// A binary integer column (int4 or int8, big-endian).
    static func integer(_ bytes: [UInt8]?) -> Int64 {
        guard let bytes, bytes.count == 4 || bytes.count == 8 else { return 0 }
        var value: Int64 = bytes.first! & 0x80 != 0 ? -1 : 0
        for byte in bytes { value = value << 8 | Int64(byte) }
        return value
    }
}

/// The sessions' rows in PostgreSQL.
struct PostgresRows: SessionRows, Sendable {
    let connection: PostgresConnection

    var place: String { connection.place }

    /// The tables: made on the first start, checked (and, in later versions, migrated) on every other,
    /// in one transaction under an advisory lock so that instances starting together agree.
    static func prepare(_ connection: PostgresConnection) throws {
        var refused: SessionStoreError?
        try connection.transaction { statement throws(RowFailure) in
            // A number of FormUI's own, so that two instances do not prepare the tables at once.
            _ = try statement("SELECT pg_advisory_xact_lock(7063812594)", [])
            _ = try statement("CREATE TABLE IF NOT EXISTS formui_schema (version bigint NOT NULL)", [])
            let versions = try statement("SELECT version FROM formui_schema", []).rows.map { PostgresConnection.integer($0[0]) }
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
        let rows = try connection.run("SELECT version, last_access, issued_at FROM formui_sessions WHERE id_hash = $1", [.bytes(hash)]).rows
        return rows.first.map {
            RowHead(version: PostgresConnection.integer($0[0]), lastAccess: PostgresConnection.integer($0[1]), issued: PostgresConnection.integer($0[2]))
        }
    }

    func state(_ hash: [UInt8]) throws(RowFailure) -> (version: Int64, bytes: [UInt8])? {
        let rows = try connection.run("SELECT version, state FROM formui_sessions WHERE id_hash = $1", [.bytes(hash)]).rows
        return rows.first.map { (PostgresConnection.integer($0[0]), $0[1] ?? []) }
    }

    func touch(_ hash: [UInt8], at time: Int64) throws(RowFailure) {
        _ = try connection.run("UPDATE formui_sessions SET last_access = $1 WHERE id_hash = $2 AND last_access < $1", [.integer(time), .bytes(hash)])
    }

    func compareAndSet(_ hash: [UInt8], expected: Int64, bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        if expected == 0 {
            return try connection.run(
                "INSERT INTO formui_sessions (id_hash, version, last_access, issued_at, state) VALUES ($1, 1, $2, $2, $3) ON CONFLICT (id_hash) DO NOTHING",
                [.bytes(hash), .integer(time), .bytes(bytes)]
            ).changed == 1
        }
        return try connection.run(
            "UPDATE formui_sessions SET state = $1, version = version + 1 WHERE id_hash = $2 AND version = $3",
            [.bytes(bytes), .bytes(hash), .integer(expected)]
        ).changed == 1
    }

    func move(_ hash: [UInt8], expected: Int64, to newHash: [UInt8], bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        if expected == 0 { return try compareAndSet(newHash, expected: 0, bytes: bytes, at: time) }
        return try connection.run(
            "UPDATE formui_sessions SET id_hash = $1, state = $2, version = version + 1, last_access = $3, issued_at = $3 WHERE id_hash = $4 AND version = $5",
            [.bytes(newHash), .bytes(bytes), .integer(time), .bytes(hash), .integer(expected)]
        ).changed == 1
    }

    func delete(_ hash: [UInt8], lastAccess: Int64) throws(RowFailure) {
        _ = try connection.run("DELETE FROM formui_sessions WHERE id_hash = $1 AND last_access = $2", [.bytes(hash), .integer(lastAccess)])
    }

    func deleteUnused(before time: Int64, issuedBefore: Int64) throws(RowFailure) -> Int {
        try connection.run("DELETE FROM formui_sessions WHERE last_access < $1 OR (issued_at > 0 AND issued_at < $2)", [.integer(time), .integer(issuedBefore)]).changed
    }

    func count() throws(RowFailure) -> Int {
        Int(PostgresConnection.integer(try connection.run("SELECT count(*) FROM formui_sessions").rows.first?[0]))
    }

    func canTakeChange() throws(RowFailure) -> Bool {
        let rows = try connection.run("SELECT version FROM formui_schema").rows
        return rows.first.map { PostgresConnection.integer($0[0]) } == PostgresSessionStore.schemaVersion
    }
}
