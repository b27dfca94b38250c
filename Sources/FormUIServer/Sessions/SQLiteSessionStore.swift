import FormUI
import Foundation
import Logging
import FormUIDatabases

/// Sessions in one SQLite file, kept across restarts and shared by the processes that open the file
/// (DESIGN §4).
///
/// - A row per session: the SHA-256 of its id (the id itself is never stored, so a copy of the file
///   does not let anyone take over a visitor's session), its version, when it was last used and when its
///   id was issued, and its state as `SessionSnapshot` bytes.
/// - A post's change is stored before the post is answered (`commit(_:_:)`), by a write conditional on
///   the version it was applied to (compare-and-set): when another process stored the session in between,
///   the change is applied again to the state as stored, so no acknowledged post is undone.
/// - Each process keeps the sessions it used in memory, decoded; a request reads only the row's version
///   and decodes the state again only when another process changed it.
/// - WAL journal. A post is answered after its commit: with ``Synchronous/normal`` (the default) the
///   change is in the file's write-ahead log, which a crash or `kill -9` of the process does not lose;
///   with ``Synchronous/full`` it is also synced to the disk, which a power loss does not lose either.
///   Another process's lock is waited for up to the busy timeout; past it the post is refused (503) and
///   nothing is kept.
public final class SQLiteSessionStore: SharedSessionsStore, Sendable {
    /// The version of the tables this program writes. A file made by a later version is refused.
    public static let schemaVersion: Int64 = 2

    /// What a stored change survives once its post is answered: SQLite's `synchronous` setting in WAL mode.
    public enum Synchronous: String, Sendable, Equatable {
        /// A crash or `kill -9` of the process, not a power loss or a crash of the machine, which may roll
        /// back the last commits (the file stays consistent). The log is synced at checkpoints, not at
        /// every commit: a stored post costs a few times less than with `.full`.
        case normal
        /// Also a power loss: every commit waits for the disk to sync the log (`fdatasync`).
        case full
    }

    public let path: String
    public let timeToLive: Duration
    /// How long a session lives from when its id was issued, however much it is used.
    public let lifetime: Duration
    public let synchronous: Synchronous
    /// The most bytes one session's stored state may take.
    public var maximumStoredBytes: Int { sessions.maximumStoredBytes }
    let sessions: SharedSessions

    /// Opens (creating) the file and its tables.
    /// - Parameters:
    ///   - timeToLive: how long a session lives without a request.
    ///   - lifetime: how long a session lives from when its id was issued (made, or renewed by a sign-in or
    ///     sign-out), however much it is used; a week unless told.
    ///   - maximumStoredBytes: the most bytes one session's state may take (1 MiB unless told).
    ///   - busyTimeout: how long a request waits for another process's lock on the file.
    ///   - synchronous: what an answered post's change survives (a crash of the process unless told).
    ///   - maximumCached: the most sessions kept decoded in this process.
    /// - Throws: ``SessionStoreError`` when the file cannot be opened, is not a database, or was made by a
    ///   later version of FormUI.
    public convenience init(
        path: String, timeToLive: Duration = .seconds(30 * 60), lifetime: Duration = MemorySessionStore.defaultLifetime,
        maximumStoredBytes: Int = 1 << 20,
        busyTimeout: Duration = .seconds(5), synchronous: Synchronous = .normal, maximumCached: Int = 100_000,
        logger: Logger = Logger(label: "FormUI")
    ) throws(SessionStoreError) {
        try self.init(
            path: path, timeToLive: timeToLive, lifetime: lifetime, maximumStoredBytes: maximumStoredBytes, busyTimeout: busyTimeout,
            synchronous: synchronous, maximumCached: maximumCached, logger: logger, clock: SharedSessions.wallClock
        )
    }

    /// `clock` gives wall-clock milliseconds (shared by processes and restarts); tests pass one they move.
    init(
        path: String, timeToLive: Duration, lifetime: Duration = MemorySessionStore.defaultLifetime, maximumStoredBytes: Int,
        busyTimeout: Duration, synchronous: Synchronous = .normal, maximumCached: Int, logger: Logger, clock: @escaping @Sendable () -> Int64
    ) throws(SessionStoreError) {
        self.path = path
        self.timeToLive = timeToLive
        self.lifetime = lifetime
        self.synchronous = synchronous
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: Int32(clamping: SharedSessions.milliseconds(busyTimeout)))
            try database.lock.withLock { try SQLiteRows.prepare(database, synchronous: synchronous) }
        } catch let error as SessionStoreError {
            throw error
        } catch {
            throw SessionStoreError(.unavailable, "Cannot use the session file \(path): \(error)")
        }
        try SharedSessions.openHashing()
        sessions = SharedSessions(
            rows: SQLiteRows(database: database, path: path), timeToLive: timeToLive, lifetime: lifetime, maximumStoredBytes: maximumStoredBytes,
            maximumCached: maximumCached, logger: logger, clock: clock
        )
        logger.info("Sessions are kept in the SQLite file \(path) (synchronous=\(synchronous.rawValue))")
    }

    /// The row key of a session: the SHA-256 of its id.
    static func hash(_ id: SessionID) -> [UInt8] { SharedSessions.hash(id) }
}

/// The sessions' rows in a SQLite file, through one connection used under its lock.
struct SQLiteRows: SessionRows, Sendable {
    let database: SQLiteDatabase
    let path: String

    var place: String { "the SQLite file \(path)" }

    /// WAL, the `synchronous` setting (a connection's own), and the tables: made on the first start,
    /// checked (and, in later versions, migrated) on every other, inside one write transaction so that
    /// processes starting together agree.
    static func prepare(_ database: SQLiteDatabase, synchronous: SQLiteSessionStore.Synchronous) throws {
        var mode = ""
        try database.run("PRAGMA journal_mode=WAL") { row in mode = row.text(0) ?? "" }
        guard mode.lowercased() == "wal" else { throw SQLiteDatabase.Failure(code: 0, message: "the file cannot be put in WAL mode (it is in \(mode) mode)") }
        try database.execute(synchronous == .full ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL")
        try database.execute("BEGIN IMMEDIATE")
        do {
            try database.execute("CREATE TABLE IF NOT EXISTS formui_schema (version INTEGER NOT NULL)")
            var versions: [Int64] = []
            try database.run("SELECT version FROM formui_schema") { row in versions.append(row.integer(0)) }
            switch versions.first {
            case nil:
                try database.execute("""
                    CREATE TABLE formui_sessions (
                        id_hash BLOB PRIMARY KEY NOT NULL,
                        version INTEGER NOT NULL,
                        last_access INTEGER NOT NULL,
                        issued_at INTEGER NOT NULL,
                        state BLOB NOT NULL
                    ) WITHOUT ROWID;
                    CREATE INDEX formui_sessions_last_access ON formui_sessions (last_access);
                    CREATE INDEX formui_sessions_issued_at ON formui_sessions (issued_at);
                    """)
                try database.run("INSERT INTO formui_schema (version) VALUES (?1)", [.integer(SQLiteSessionStore.schemaVersion)])
            case 1?:
                // Version 1 did not know when an id was issued: a session kept from it counts its lifetime
                // from its last use.
                try database.execute("""
                    ALTER TABLE formui_sessions ADD COLUMN issued_at INTEGER NOT NULL DEFAULT 0;
                    UPDATE formui_sessions SET issued_at = last_access;
                    CREATE INDEX formui_sessions_issued_at ON formui_sessions (issued_at);
                    """)
                try database.run("UPDATE formui_schema SET version = ?1", [.integer(SQLiteSessionStore.schemaVersion)])
            case SQLiteSessionStore.schemaVersion?:
                break
            // A later schema version adds its migration here, as `case 1?` does.
            case let version?:
                throw SessionStoreError(.unavailable, "The session file has schema version \(version); this program knows version \(SQLiteSessionStore.schemaVersion) and earlier. Use a FormUI that knows it, or another file.")
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    private func locked<T>(_ body: () throws(SQLiteDatabase.Failure) -> T) throws(RowFailure) -> T {
        do {
            return try database.locked(body)
        } catch {
            throw RowFailure(description: error.description)
        }
    }

    func head(_ hash: [UInt8]) throws(RowFailure) -> RowHead? {
        try locked { () throws(SQLiteDatabase.Failure) -> RowHead? in
            var found: RowHead?
            try database.run("SELECT version, last_access, issued_at FROM formui_sessions WHERE id_hash = ?1", [.blob(hash)]) { row in
                found = RowHead(version: row.integer(0), lastAccess: row.integer(1), issued: row.integer(2))
            }
            return found
        }
    }

    func state(_ hash: [UInt8]) throws(RowFailure) -> (version: Int64, bytes: [UInt8])? {
        try locked { () throws(SQLiteDatabase.Failure) -> (version: Int64, bytes: [UInt8])? in
            var found: (version: Int64, bytes: [UInt8])?
            try database.run("SELECT version, state FROM formui_sessions WHERE id_hash = ?1", [.blob(hash)]) { row in
                found = (row.integer(0), row.blob(1))
            }
            return found
        }
    }

    func touch(_ hash: [UInt8], at time: Int64) throws(RowFailure) {
        try locked { () throws(SQLiteDatabase.Failure) in
            try database.run("UPDATE formui_sessions SET last_access = ?1 WHERE id_hash = ?2 AND last_access < ?1", [.integer(time), .blob(hash)])
        }
    }

    func compareAndSet(_ hash: [UInt8], expected: Int64, bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        try locked { () throws(SQLiteDatabase.Failure) -> Bool in
            if expected == 0 {
                try database.run(
                    "INSERT INTO formui_sessions (id_hash, version, last_access, issued_at, state) VALUES (?1, 1, ?2, ?2, ?3) ON CONFLICT (id_hash) DO NOTHING",
                    [.blob(hash), .integer(time), .blob(bytes)]
                )
            } else {
                try database.run(
                    "UPDATE formui_sessions SET state = ?1, version = version + 1 WHERE id_hash = ?2 AND version = ?3",
                    [.blob(bytes), .blob(hash), .integer(expected)]
                )
            }
            return database.changes == 1
        }
    }

    func move(_ hash: [UInt8], expected: Int64, to newHash: [UInt8], bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool {
        if expected == 0 { return try compareAndSet(newHash, expected: 0, bytes: bytes, at: time) }
        return try locked { () throws(SQLiteDatabase.Failure) -> Bool in
            try database.run(
                "UPDATE formui_sessions SET id_hash = ?1, state = ?2, version = version + 1, last_access = ?3, issued_at = ?3 WHERE id_hash = ?4 AND version = ?5",
                [.blob(newHash), .blob(bytes), .integer(time), .blob(hash), .integer(expected)]
            )
            return database.changes == 1
        }
    }

    func delete(_ hash: [UInt8], lastAccess: Int64) throws(RowFailure) {
        try locked { () throws(SQLiteDatabase.Failure) in
            try database.run("DELETE FROM formui_sessions WHERE id_hash = ?1 AND last_access = ?2", [.blob(hash), .integer(lastAccess)])
        }
    }

    func deleteUnused(before time: Int64, issuedBefore: Int64) throws(RowFailure) -> Int {
        try locked { () throws(SQLiteDatabase.Failure) -> Int in
            try database.run("DELETE FROM formui_sessions WHERE last_access < ?1 OR (issued_at > 0 AND issued_at < ?2)", [.integer(time), .integer(issuedBefore)])
            return database.changes
        }
    }

    func count() throws(RowFailure) -> Int {
        try locked { () throws(SQLiteDatabase.Failure) -> Int in
            var count = 0
            try database.run("SELECT count(*) FROM formui_sessions") { row in count = Int(row.integer(0)) }
            return count
        }
    }

    func canTakeChange() throws(RowFailure) -> Bool {
        try locked { () throws(SQLiteDatabase.Failure) -> Bool in
            try database.execute("BEGIN IMMEDIATE")
            defer { try? database.execute("ROLLBACK") }
            var version: Int64 = 0
            try database.run("SELECT version FROM formui_schema") { row in version = row.integer(0) }
            return version == SQLiteSessionStore.schemaVersion
        }
    }
}
