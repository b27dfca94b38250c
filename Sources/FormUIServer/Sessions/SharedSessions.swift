@_spi(Engine) import FormUI
import Foundation
import HTTPServer
import Locking
import Logging

/// Why a database call failed (its own message).
struct RowFailure: Error, CustomStringConvertible {
    let description: String
}

/// The version, last use and issue time of a stored session.
struct RowHead {
    let version: Int64
    let lastAccess: Int64
    /// When the session's id was issued (wall-clock ms): its lifetime counts from here.
    let issued: Int64
}

/// The rows of sessions in a database: what ``SharedSessions`` needs of SQLite or PostgreSQL. A row is
/// keyed by the SHA-256 of the session id and holds a version, the last use and the time its id was
/// issued (wall-clock ms), and the state's bytes.
protocol SessionRows: Sendable {
    /// Where the rows are, for log lines: "the SQLite file /data/sessions.sqlite".
    var place: String { get }
    func head(_ hash: [UInt8]) throws(RowFailure) -> RowHead?
    func state(_ hash: [UInt8]) throws(RowFailure) -> (version: Int64, bytes: [UInt8])?
    /// Notes a use at `time`, if later than the one stored.
    func touch(_ hash: [UInt8], at time: Int64) throws(RowFailure)
    /// Stores `bytes` as version `expected + 1` (a new row, last used and issued at `time`, when `expected`
    /// is 0) if the row is still at `expected`; whether it was. An existing row's last use is left to ``touch``.
    func compareAndSet(_ hash: [UInt8], expected: Int64, bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool
    /// In one statement, moves the row to the key `newHash`, issued and last used at `time`, storing
    /// `bytes` as version `expected + 1`, if the row is still at `expected`; whether it was. (A session
    /// renewed under a new id: the old key is gone in the same write.)
    func move(_ hash: [UInt8], expected: Int64, to newHash: [UInt8], bytes: [UInt8], at time: Int64) throws(RowFailure) -> Bool
    /// Deletes the row if its last use is still `lastAccess`.
    func delete(_ hash: [UInt8], lastAccess: Int64) throws(RowFailure)
    /// Deletes every row last used before `time` or issued before `issuedBefore`; how many went.
    func deleteUnused(before time: Int64, issuedBefore: Int64) throws(RowFailure) -> Int
    func count() throws(RowFailure) -> Int
    /// Whether a change could be written now (GET /readyz).
    func canTakeChange() throws(RowFailure) -> Bool
}

/// A store whose sessions are database rows (``SQLiteSessionStore``, ``PostgresSessionStore``): what
/// ``SessionStore`` asks is answered by its ``SharedSessions``, over the store's own rows.
protocol SharedSessionsStore: SessionStore {
    var sessions: SharedSessions { get }
}

extension SharedSessionsStore {
    public var keepsSessionsOutsideProcess: Bool { true }
    public func session(for id: SessionID) -> Session? { sessions.session(for: id) }
    public func makeSession() -> Session { sessions.makeSession() }

    public func commit<T>(_ session: Session, _ change: (inout SessionPages) -> T) throws(SessionStoreError) -> Committed<T> {
        try sessions.commit(session, change)
    }

    @discardableResult
    public func removeExpiredSessions() -> Int { sessions.removeExpiredSessions() }
    public var count: Int { sessions.count }
    /// Whether the database can take a change now (SQLite: the file's write lock is taken, waiting up to
    /// the busy timeout, and given back at once; PostgreSQL: the database answers).
    public func isReachable() -> Bool { sessions.isReachable() }
}

/// Sessions kept in database rows that outlive the process and that several processes share
/// (DESIGN §4): what ``SQLiteSessionStore`` and ``PostgresSessionStore`` do, over their own rows.
///
/// Each process keeps the sessions it used, decoded, with the version they are at; a request reads the
/// row's version and decodes the state only when another process changed it. A post's change is stored
/// before the post is answered, by a write conditional on the version the change was applied to
/// (compare-and-set); when another process stored the session in between, the change is applied again
/// to the session as stored.
// Sendable: `cacheLock` guards `cache`; every other property is an immutable `let`.
final class SharedSessions: @unchecked Sendable {
    let rows: any SessionRows
    let logger: Logger
    let maximumStoredBytes: Int
    private let timeToLiveMilliseconds: Int64
    private let lifetimeMilliseconds: Int64
    /// How long a session's last use may be out of date in the database before a request writes it:
    /// reads do not write every time.
    private let touchIntervalMilliseconds: Int64
    private let now: @Sendable () -> Int64

    private struct Cached {
        let session: Session
        var lastUsed: Int64
    }

    private let cacheLock = Lock()
    private var cache: [SessionID: Cached] = [:]
    /// The most sessions kept decoded in memory; past it the cache starts again (the database has them all).
    private let maximumCached: Int
    /// How many times a post is applied again after losing a race with another process before it is
    /// refused as unavailable.
    static let attempts = 20

    init(
        rows: any SessionRows, timeToLive: Duration, lifetime: Duration, maximumStoredBytes: Int, maximumCached: Int, logger: Logger,
        clock: @escaping @Sendable () -> Int64
    ) {
        self.rows = rows
        self.logger = logger
        self.maximumStoredBytes = maximumStoredBytes
        self.maximumCached = max(1, maximumCached)
        now = clock
        timeToLiveMilliseconds = Self.milliseconds(timeToLive)
        lifetimeMilliseconds = Self.milliseconds(lifetime)
        touchIntervalMilliseconds = min(60_000, max(1, timeToLiveMilliseconds / 10))
    }

    /// Wall-clock milliseconds: shared by processes and restarts.
    static let wallClock: @Sendable () -> Int64 = { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The SHA-256 of the id's 16 bytes: the row's key. The id itself never reaches the database, so a
    /// copy of it lets nobody take over a visitor's session.
    static func hash(_ id: SessionID) -> [UInt8] {
        var input = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            input[index] = UInt8(truncatingIfNeeded: id.high >> UInt64(56 - 8 * index))
            input[8 + index] = UInt8(truncatingIfNeeded: id.low >> UInt64(56 - 8 * index))
        }
        // The store's initializer opened libcrypto (``openHashing()``).
        return hashing!.sha256(input)
    }

    /// libcrypto, read once rather than through ``LibSSL/loaded()`` on every request.
    private static let hashing = try? LibSSL.loaded()

    /// Opens libcrypto for ``hash(_:)``, or says why a store cannot be made without it.
    static func openHashing() throws(SessionStoreError) {
        do {
            _ = try LibSSL.loaded()
        } catch {
            throw SessionStoreError(.unavailable, "Cannot keep sessions outside the process: \(error)")
        }
    }

    // MARK: The cache

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

    /// Replaces the pages in memory with the session as stored (`version`, `bytes`). State that does not
    /// decode (damaged, or written by an unknown format) is logged and the visitor starts afresh.
    private func load(_ bytes: [UInt8], version: Int64, into pages: inout SessionPages, record: inout Session.StoredRecord, session: Session) {
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

    /// Puts the pages in memory back to the session as this process last stored or read it, after a
    /// change that was not stored: what was not kept is not shown either, even while the database cannot
    /// be read. When that version is not at hand, the next use reads the session again.
    private func restoreStored(_ pages: inout SessionPages, _ record: inout Session.StoredRecord, session: Session) {
        if record.version == 0 {
            pages = [:]
            session.sharedValues.removeAll()
        } else if record.version > 0, let bytes = record.bytes {
            load(bytes, version: record.version, into: &pages, record: &record, session: session)
        } else {
            record.version = -1
        }
    }

    private func touch(_ hash: [UInt8], at time: Int64) {
        do {
            try rows.touch(hash, at: time)
        } catch {
            logger.warning("Could not note a session's use in \(rows.place): \(error)")
        }
    }

    // MARK: What the stores answer

    func session(for id: SessionID) -> Session? {
        let known = cached(id)
        let hash = known.map(rowKey(of:)) ?? Self.hash(id)
        let time = now()
        let head: RowHead?
        do {
            head = try rows.head(hash)
        } catch {
            // The database does not answer now: pages still show what this process has of the session.
            logger.warning("Could not read a session from \(rows.place): \(error)")
            return cached(id)
        }
        guard let head else {
            forget(id)
            return nil
        }
        // A row from a process of schema version 1 has no issue time (0): its last use stands for it.
        let issued = head.issued > 0 ? head.issued : head.lastAccess
        if time - head.lastAccess > timeToLiveMilliseconds || time - issued > lifetimeMilliseconds {
            forget(id)
            do {
                try rows.delete(hash, lastAccess: head.lastAccess)
            } catch {
                logger.warning("Could not remove an expired session from \(rows.place): \(error)")
            }
            return nil
        }
        if time - head.lastAccess >= touchIntervalMilliseconds { touch(hash, at: time) }
        let session = remember(known ?? Self.session(id, issued: issued), at: time)
        session.withStoredPages { pages, record in
            guard record.version != head.version else { return }
            do {
                guard let stored = try rows.state(hash) else { return }
                load(stored.bytes, version: stored.version, into: &pages, record: &record, session: session)
            } catch {
                logger.warning("Could not read a session from \(rows.place): \(error)")
            }
        }
        return session
    }

    func makeSession() -> Session {
        // Stored by its first commit; until then only this process knows it.
        let time = now()
        return remember(Self.session(SessionID.random(), issued: time), at: time)
    }

    /// A session object for `id`, issued at `issued`, before anyone else sees it.
    private static func session(_ id: SessionID, issued: Int64) -> Session {
        let session = Session(id: id)
        session.issued = issued
        return session
    }

    /// The row key of `session`, kept in its stored record after the first time, so that a session's
    /// reads and writes do not each compute a SHA-256.
    private func rowKey(of session: Session) -> [UInt8] {
        session.withStoredPages { _, record in
            if let key = record.rowKey { return key }
            let key = Self.hash(session.id)
            record.rowKey = key
            return key
        }
    }

    func commit<T>(_ session: Session, _ change: (inout SessionPages) -> T) throws(SessionStoreError) -> Committed<T> {
        let hash = rowKey(of: session)
        let outcome: Result<Committed<T>, SessionStoreError> = session.withStoredPages { pages, record in
            // The first attempt applies the change to the session as this process last read it (the request
            // read the row's version a moment ago, in `session(for:)`), and the write holds only if the row
            // is still at that version. After a lost race, or when the pages in memory may differ from every
            // stored version, the session is read as stored now first.
            var readsFirst = record.version < 0
            // Whether the pages in memory hold a change that is not stored.
            var holdsUnstoredChange = false
            func notStored(_ error: SessionStoreError) -> Result<Committed<T>, SessionStoreError> {
                if holdsUnstoredChange { restoreStored(&pages, &record, session: session) }
                return .failure(error)
            }
            if session.isRetired { return .failure(Session.retiredError) }
            for attempt in 1...Self.attempts {
                let time = now()
                do throws(RowFailure) {
                    if readsFirst {
                        if let stored = try rows.state(hash) {
                            if stored.version != record.version || holdsUnstoredChange {
                                load(stored.bytes, version: stored.version, into: &pages, record: &record, session: session)
                            }
                        } else if record.version != 0 || holdsUnstoredChange {
                            // Expired and swept, or removed: the visitor starts afresh.
                            pages = [:]
                            session.sharedValues.removeAll()
                            record = Session.StoredRecord()
                        }
                        holdsUnstoredChange = false
                    }
                    let signedInBefore = session.sharedValues.signedIn?.id
                    let result = change(&pages)
                    holdsUnstoredChange = true
                    let renews = session.sharedValues.signedIn?.id != signedInBefore
                    let bytes: [UInt8]
                    do throws(StoredStateError) {
                        bytes = try SessionSnapshot.encode(pages: pages, sharedValues: session.sharedValues)
                    } catch {
                        logger.error("A change was not stored: \(error.description)")
                        return notStored(SessionStoreError(.notStorable, error.description))
                    }
                    // The request's `session(for:)` noted the session's use: nothing more to write.
                    if !renews, let stored = record.bytes, stored == bytes { return .success(Committed(result, session)) }
                    guard bytes.count <= maximumStoredBytes else {
                        logger.notice("A change was not stored: the session would take \(bytes.count) bytes, more than the \(maximumStoredBytes) allowed")
                        return notStored(SessionStoreError(.tooLarge, "The session would take \(bytes.count) bytes, more than the \(maximumStoredBytes) this server keeps for one visitor."))
                    }
                    if renews {
                        let id = SessionID.random()
                        let newHash = Self.hash(id)
                        if try rows.move(hash, expected: record.version, to: newHash, bytes: bytes, at: time) {
                            return .success(Committed(result, renewed(session, as: id, key: newHash, pages: &pages, record: &record, bytes: bytes, at: time), renewed: true))
                        }
                    } else if try rows.compareAndSet(hash, expected: record.version, bytes: bytes, at: time) {
                        record = Session.StoredRecord(version: record.version + 1, bytes: bytes)
                        return .success(Committed(result, session))
                    }
                    // Another process stored the session since it was read: apply the change again to the
                    // session as it is now.
                    logger.debug("A session changed in another process during a post; applying it again (attempt \(attempt))")
                    readsFirst = true
                } catch {
                    logger.error("A change was not stored in \(rows.place): \(error)")
                    return notStored(SessionStoreError(.unavailable, "The session store did not answer: \(error)"))
                }
            }
            return notStored(SessionStoreError(.unavailable, "The session kept changing in other processes; gave up after \(Self.attempts) attempts"))
        }
        return try outcome.get()
    }

    /// The session that takes `session`'s place under the new id `id` (row key `key`), stored as the next
    /// version (`bytes`): this process's cache forgets the old id, and `session` is left empty and at an
    /// unknown version, so that a request still holding it reads its row again (and finds none).
    private func renewed(
        _ session: Session, as id: SessionID, key: [UInt8], pages: inout SessionPages, record: inout Session.StoredRecord, bytes: [UInt8],
        at time: Int64
    ) -> Session {
        let renewed = session.renew(as: id, issued: time, pages: &pages)
        let version = record.version + 1
        renewed.withStoredPages { _, stored in stored = Session.StoredRecord(version: version, bytes: bytes, rowKey: key) }
        record = Session.StoredRecord(version: -1, bytes: nil, rowKey: record.rowKey)
        forget(session.id)
        return remember(renewed, at: time)
    }

    func removeExpiredSessions() -> Int {
        let time = now()
        var removed = 0
        do {
            removed = try rows.deleteUnused(before: time - timeToLiveMilliseconds, issuedBefore: time - lifetimeMilliseconds)
        } catch {
            logger.warning("Could not remove expired sessions from \(rows.place): \(error)")
        }
        cacheLock.withLock {
            cache = cache.filter { time - $0.value.lastUsed <= timeToLiveMilliseconds && time - $0.value.session.issued <= lifetimeMilliseconds }
        }
        return removed
    }

    var count: Int {
        (try? rows.count()) ?? 0
    }

    func isReachable() -> Bool {
        do {
            return try rows.canTakeChange()
        } catch {
            logger.warning("\(rows.place) cannot take a change: \(error)")
            return false
        }
    }
}
