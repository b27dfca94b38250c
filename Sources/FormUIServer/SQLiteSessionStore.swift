import COpenSSL
import Dispatch
import FormUI
import Foundation
import Logging

/// Sessions in one SQLite file, kept across restarts and shared by the processes that open the file
/// (DESIGN §4).
///
/// - A row per session: the SHA-256 of its id (the id itself is never stored, so a copy of the file
///   does not let anyone take over a visitor's session), its version, when it was last used, and its state
///   as ``SessionSnapshot`` bytes.
/// - A post's change is stored before the post is answered (``commit(_:_:)``), by a write conditional on
///   the version it was applied to (compare-and-set): when another process stored the session in between,
///   the change is applied again to the state as stored, so no acknowledged post is undone.
/// - Each process keeps the sessions it used in memory, decoded; a request reads only the row's version
///   and decodes the state again only when another process changed it.
/// - WAL journal, `synchronous=FULL`: a commit is on disk when the post is answered. Another process's
///   lock is waited for up to the busy timeout; past it the post is refused (503) and nothing is kept.
public final class SQLiteSessionStore: SessionStore, @unchecked Sendable {
    /// The version of the tables this program writes. A file made by a later version is refused.
    public static let schemaVersion: Int64 = 1

    public let path: String
    public let timeToLive: Duration
    /// The most bytes one session's stored state may take.
    public let maximumStoredBytes: Int
    let database: SQLiteDatabase
    let logger: Logger
    private let timeToLiveMilliseconds: Int64
    /// How long a session's last use may be out of date in the file before a request writes it: reads
    /// do not write every time.
    private let touchIntervalMilliseconds: Int64
    private let now: @Sendable () -> Int64

    private struct Cached {
        let session: Session
        var lastUsed: Int64
    }

    private let cacheLock = PThreadMutex()
    private var cache: [SessionID: Cached] = [:]
    /// The most sessions kept decoded in memory; past it the cache starts again (the file has them all).
    private let maximumCached: Int
    /// How many times a post is applied again after losing a race with another process before it is
    /// refused as unavailable.
    private static let attempts = 20

    /// Opens (creating) the file and its tables.
    /// - Parameters:
    ///   - timeToLive: how long a session lives without a request.
    ///   - maximumStoredBytes: the most bytes one session's state may take (1 MiB unless told).
    ///   - busyTimeout: how long a request waits for another process's lock on the file.
    /// - Throws: ``SessionStoreError`` when the file cannot be opened, is not a database, or was made by a
    ///   later version of FormUI.
    public convenience init(
        path: String, timeToLive: Duration = .seconds(30 * 60), maximumStoredBytes: Int = 1 << 20,
        busyTimeout: Duration = .seconds(5), maximumCached: Int = 100_000, logger: Logger = Logger(label: "FormUI")
    ) throws(SessionStoreError) {
        try self.init(
            path: path, timeToLive: timeToLive, maximumStoredBytes: maximumStoredBytes, busyTimeout: busyTimeout,
            maximumCached: maximumCached, logger: logger,
            clock: { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }
        )
    }

    /// `clock` gives wall-clock milliseconds (shared by processes and restarts); tests pass one they move.
    init(
        path: String, timeToLive: Duration, maximumStoredBytes: Int, busyTimeout: Duration, maximumCached: Int,
        logger: Logger, clock: @escaping @Sendable () -> Int64
    ) throws(SessionStoreError) {
        self.path = path
        self.timeToLive = timeToLive
        self.maximumStoredBytes = maximumStoredBytes
        self.maximumCached = max(1, maximumCached)
        self.logger = logger
        now = clock
        timeToLiveMilliseconds = Self.milliseconds(timeToLive)
        touchIntervalMilliseconds = min(60_000, max(1, timeToLiveMilliseconds / 10))
        do {
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: Int32(clamping: Self.milliseconds(busyTimeout)))
            try database.lock.withLock { try Self.prepare(database) }
            self.database = database
        } catch let failure as SQLiteDatabase.Failure {
            throw SessionStoreError(.unavailable, "Cannot use the session file \(path): \(failure)")
        } catch let error as SessionStoreError {
            throw error
        } catch {
            throw SessionStoreError(.unavailable, "Cannot use the session file \(path): \(error)")
        }
        logger.info("Sessions are kept in the SQLite file \(path)")
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// WAL, full sync, and the tables: made on the first start, checked (and, in later versions,
    /// migrated) on every other, inside one write transaction so that processes starting together agree.
    private static func prepare(_ database: SQLiteDatabase) throws {
        var mode = ""
        try database.run("PRAGMA journal_mode=WAL") { row in mode = row.text(0) ?? "" }
        guard mode.lowercased() == "wal" else { throw SQLiteDatabase.Failure(code: 0, message: "the file cannot be put in WAL mode (it is in \(mode) mode)") }
        try database.execute("PRAGMA synchronous=FULL")
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
                        state BLOB NOT NULL
                    ) WITHOUT ROWID;
                    CREATE INDEX formui_sessions_last_access ON formui_sessions (last_access);
                    """)
                try database.run("INSERT INTO formui_schema (version) VALUES (?1)", [.integer(schemaVersion)])
            case schemaVersion?:
                break
            // A later schema version adds its migration here: `case 1?: migrate from 1 to 2`.
            case let version?:
                throw SessionStoreError(.unavailable, "The session file has schema version \(version); this program knows version \(schemaVersion) and earlier. Use a FormUI that knows it, or another file.")
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// The SHA-256 of the id's 16 bytes: the row's key.
    static func hash(_ id: SessionID) -> [UInt8] {
        var input = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            input[index] = UInt8(truncatingIfNeeded: id.high >> UInt64(56 - 8 * index))
            input[8 + index] = UInt8(truncatingIfNeeded: id.low >> UInt64(56 - 8 * index))
        }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let status = EVP_Digest(input, input.count, &digest, &length, EVP_sha256(), nil)
        precondition(status == 1 && length == 32, "SHA-256 from libcrypto failed")
        return Array(digest[0..<32])
    }

    // MARK: Rows

    private struct RowHead {
        let version: Int64
        let lastAccess: Int64
    }

    private func head(_ hash: [UInt8]) throws(SQLiteDatabase.Failure) -> RowHead? {
        var found: RowHead?
        try database.locked { () throws(SQLiteDatabase.Failure) in
            try database.run("SELECT version, last_access FROM formui_sessions WHERE id_hash = ?1", [.blob(hash)]) { row in
                found = RowHead(version: row.integer(0), lastAccess: row.integer(1))
            }
        }
        return found
    }

    private func state(_ hash: [UInt8]) throws(SQLiteDatabase.Failure) -> (version: Int64, bytes: [UInt8])? {
        var found: (Int64, [UInt8])?
        try database.locked { () throws(SQLiteDatabase.Failure) in
            try database.run("SELECT version, state FROM formui_sessions WHERE id_hash = ?1", [.blob(hash)]) { row in
                found = (row.integer(0), row.blob(1))
            }
        }
        return found
    }

    private func touch(_ hash: [UInt8], at time: Int64) {
        do {
            try database.locked { () throws(SQLiteDatabase.Failure) in
                try database.run("UPDATE formui_sessions SET last_access = ?1 WHERE id_hash = ?2 AND last_access < ?1", [.integer(time), .blob(hash)])
            }
        } catch {
            logger.warning("Could not note a session's use in \(path): \(error)")
        }
    }

    /// Stores `bytes` as the next version after `expected` (0: no row yet); false when the row is no
    /// longer at `expected` (another process stored it, or it expired).
    private func compareAndSet(_ hash: [UInt8], expected: Int64, bytes: [UInt8], at time: Int64) throws(SQLiteDatabase.Failure) -> Bool {
        try database.locked { () throws(SQLiteDatabase.Failure) -> Bool in
            if expected == 0 {
                try database.run(
                    "INSERT INTO formui_sessions (id_hash, version, last_access, state) VALUES (?1, 1, ?2, ?3) ON CONFLICT (id_hash) DO NOTHING",
                    [.blob(hash), .integer(time), .blob(bytes)]
                )
            } else {
                try database.run(
                    "UPDATE formui_sessions SET state = ?1, version = version + 1, last_access = ?2 WHERE id_hash = ?3 AND version = ?4",
                    [.blob(bytes), .integer(time), .blob(hash), .integer(expected)]
                )
            }
            return database.changes == 1
        }
    }

    /// Replaces the pages in memory with the session as stored (`version`, `bytes`). State that does not
    /// decode (damaged, or written by an unknown format) is logged and the visitor starts afresh.
    private func load(_ bytes: [UInt8], version: Int64, into pages: inout [String: PageState], record: inout Session.StoredRecord, session: Session) {
        do {
            pages = try SessionSnapshot.decode(bytes, sharedValues: session.sharedValues)
            record = Session.StoredRecord(version: version, bytes: bytes)
        } catch {
            logger.error("A stored session could not be read (\(error)); the visitor starts with a new one")
            pages = [:]
            session.sharedValues.removeAll()
            // At the row's version, so that the next post replaces what could not be read.
            record = Session.StoredRecord(version: version, bytes: nil)
        }
    }

    private func cached(_ id: SessionID) -> Session? {
        cacheLock.withLock { cache[id]?.session }
    }

    private func remember(_ session: Session, at time: Int64) -> Session {
        cacheLock.withLock {
            if let existing = cache[session.id] {
                cache[session.id]!.lastUsed = time
                return existing.session
            }
            if cache.count >= maximumCached { cache.removeAll(keepingCapacity: true) }
            cache[session.id] = Cached(session: session, lastUsed: time)
            return session
        }
    }

    private func forget(_ id: SessionID) {
        _ = cacheLock.withLock { cache.removeValue(forKey: id) }
    }

    // MARK: SessionStore

    public var keepsSessionsOutsideProcess: Bool { true }

    public func session(for id: SessionID) -> Session? {
        let hash = Self.hash(id)
        let time = now()
        let head: RowHead?
        do {
            head = try self.head(hash)
        } catch {
            // The file cannot be read now: pages still show what this process has of the session.
            logger.warning("Could not read a session from \(path): \(error)")
            return cached(id)
        }
        guard let head else {
            forget(id)
            return nil
        }
        if time - head.lastAccess > timeToLiveMilliseconds {
            forget(id)
            do {
                try database.locked { () throws(SQLiteDatabase.Failure) in
                    try database.run("DELETE FROM formui_sessions WHERE id_hash = ?1 AND last_access = ?2", [.blob(hash), .integer(head.lastAccess)])
                }
            } catch {
                logger.warning("Could not remove an expired session from \(path): \(error)")
            }
            return nil
        }
        if time - head.lastAccess >= touchIntervalMilliseconds { touch(hash, at: time) }
        let session = remember(cached(id) ?? Session(id: id), at: time)
        session.withStoredPages { pages, record in
            guard record.version != head.version else { return }
            do {
                guard let stored = try state(hash) else { return }
                load(stored.bytes, version: stored.version, into: &pages, record: &record, session: session)
            } catch {
                logger.warning("Could not read a session from \(path): \(error)")
            }
        }
        return session
    }

    public func makeSession() -> Session {
        // Stored by its first commit; until then only this process knows it.
        remember(Session(id: SessionID.random()), at: now())
    }

    public func commit<T>(_ session: Session, _ change: (inout [String: PageState]) -> T) throws(SessionStoreError) -> T {
        let hash = Self.hash(session.id)
        let outcome: Result<T, SessionStoreError> = session.withStoredPages { pages, record in
            for attempt in 1...Self.attempts {
                let time = now()
                do {
                    // The session as stored now: another process may have stored it since this one read it.
                    if let head = try head(hash) {
                        if head.version != record.version, let stored = try state(hash) {
                            load(stored.bytes, version: stored.version, into: &pages, record: &record, session: session)
                        }
                    } else if record.version != 0 {
                        // Expired and swept, or removed: the visitor starts afresh.
                        pages = [:]
                        session.sharedValues.removeAll()
                        record = Session.StoredRecord()
                    }
                    let result = change(&pages)
                    let bytes: [UInt8]
                    do throws(StoredStateError) {
                        bytes = try SessionSnapshot.encode(pages: pages, sharedValues: session.sharedValues)
                    } catch {
                        record.version = -1
                        logger.error("A change was not stored: \(error.description)")
                        return .failure(SessionStoreError(.notStorable, error.description))
                    }
                    if let stored = record.bytes, stored == bytes {
                        touch(hash, at: time)
                        return .success(result)
                    }
                    guard bytes.count <= maximumStoredBytes else {
                        record.version = -1
                        logger.notice("A change was not stored: the session would take \(bytes.count) bytes, more than the \(maximumStoredBytes) allowed")
                        return .failure(SessionStoreError(.tooLarge, "The session would take \(bytes.count) bytes, more than the \(maximumStoredBytes) this server keeps for one visitor."))
                    }
                    if try compareAndSet(hash, expected: max(0, record.version), bytes: bytes, at: time) {
                        record = Session.StoredRecord(version: max(0, record.version) + 1, bytes: bytes)
                        return .success(result)
                    }
                    // Another process stored the session since it was read: apply the post again to
                    // the session as it is now.
                    logger.debug("A session changed in another process during a post; applying it again (attempt \(attempt))")
                    record.version = -1
                } catch {
                    record.version = -1
                    logger.error("A change was not stored in \(path): \(error)")
                    return .failure(SessionStoreError(.unavailable, "The session store did not answer: \(error)"))
                }
            }
            return .failure(SessionStoreError(.unavailable, "The session kept changing in other processes; gave up after \(Self.attempts) attempts"))
        }
        return try outcome.get()
    }

    @discardableResult
    public func removeExpiredSessions() -> Int {
        let time = now()
        var removed = 0
        do {
            try database.locked { () throws(SQLiteDatabase.Failure) in
                try database.run("DELETE FROM formui_sessions WHERE last_access < ?1", [.integer(time - timeToLiveMilliseconds)])
                removed = database.changes
            }
        } catch {
            logger.warning("Could not remove expired sessions from \(path): \(error)")
        }
        cacheLock.withLock {
            cache = cache.filter { time - $0.value.lastUsed <= timeToLiveMilliseconds }
        }
        return removed
    }

    public var count: Int {
        var count = 0
        try? database.locked { () throws(SQLiteDatabase.Failure) in
            try database.run("SELECT count(*) FROM formui_sessions") { row in count = Int(row.integer(0)) }
        }
        return count
    }

    /// Whether the file can take a change now: its write lock is taken (waiting up to the busy timeout)
    /// and given back at once.
    public func isReachable() -> Bool {
        do {
            var version: Int64 = 0
            try database.locked { () throws(SQLiteDatabase.Failure) in
                try database.execute("BEGIN IMMEDIATE")
                defer { try? database.execute("ROLLBACK") }
                try database.run("SELECT version FROM formui_schema") { row in version = row.integer(0) }
            }
            return version == Self.schemaVersion
        } catch {
            logger.warning("The session file \(path) does not answer: \(error)")
            return false
        }
    }
}
