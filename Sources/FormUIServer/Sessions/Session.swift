@_spi(Engine) import FormUI
import Locking
#if os(Linux)
import Synchronization
#endif

/// One visitor's state: a page state for each page they have changed, behind one lock.
///
/// The lock makes a session's requests evaluate one at a time (two tabs posting at once take turns),
/// while requests of different sessions run in parallel.
///
/// Nothing is stored for looking: a visitor's session (and its cookie) is created by their first post,
/// and a page's state the first time they post to it. Until then a page shows the defaults of its code,
/// rendered from a fresh page state that is thrown away, so a crawler or a flood of cookieless GETs
/// leaves nothing behind, and a session holds only the pages its visitor changed.
///
/// A server holds many of these, so the object is kept small (DESIGN §4): on Linux the lock is the
/// standard library's `Mutex`, one 32-bit word inside the object, where a pthread mutex is a separate
/// 40-byte allocation; what a store outside the process needs is a box made only by such a store; and
/// the memory store keeps its bookkeeping (last use) here rather than beside the session in its table.
// Sendable: the session's lock (`mutex` or `lock`) guards `pages` and its values; `lastUse` only the memory store's stripe lock.
public final class Session: @unchecked Sendable {
    public let id: SessionID
    #if os(Linux)
    private let mutex = Mutex<Void>(())
    #else
    private let lock = Lock()
    #endif
    private var pages: SessionPages = [:]
    /// What every page of the session shares (`@AppStorage`, who is signed in). Read and written under
    /// the session's lock; a session renewed under a new id hands them on (``renew(as:issued:)``).
    @_spi(Engine) public private(set) var sharedValues: SessionValues

    /// When the memory store last saw the session used, in its clock's nanoseconds, with the top bit
    /// set while it was used since eviction last looked at it (``MemorySessionStore``). Only that
    /// store's stripe lock guards it.
    var lastUse: UInt64 = 0
    /// When the session's id was issued, in its store's clock (the memory store's nanoseconds, a shared
    /// store's wall-clock milliseconds): its lifetime counts from here. Set by the store before anyone
    /// else sees the session.
    var issued: Int64 = 0
    /// Whether the session was renewed under a new id: this object is left empty, and a change that a
    /// request still holding it tries to keep is refused rather than applied to nothing (or, in a store
    /// outside the process, stored under the old id again). Read and written under the session's lock.
    private(set) var isRetired = false

    /// A new page state for this session: its `@AppStorage` values are the session's.
    @_spi(Engine) public func makePageState() -> PageState { PageState(sessionValues: sharedValues) }

    public init(id: SessionID) {
        self.id = id
        sharedValues = SessionValues()
    }

    private init(id: SessionID, sharedValues: SessionValues, issued: Int64) {
        self.id = id
        self.sharedValues = sharedValues
        self.issued = issued
    }

    /// The session under the new id `id`, issued at `issued`, with this one's pages and values; this one is
    /// left empty, so that a request still holding it changes nothing of the visitor's. Called with this
    /// session's lock held, inside ``withPages(_:)`` (whose `pages` are handed over and emptied).
    func renew(as id: SessionID, issued: Int64, pages: inout SessionPages) -> Session {
        let renewed = Session(id: id, sharedValues: sharedValues, issued: issued)
        hand(&pages, to: renewed)
        return renewed
    }

    /// Gives this session's pages (`pages`, held under its lock) and values to `other`, a session nobody
    /// else holds yet, and retires this one.
    func hand(_ pages: inout SessionPages, to other: Session) {
        other.pages = pages
        other.sharedValues = sharedValues
        pages = [:]
        sharedValues = SessionValues()
        isRetired = true
    }

    /// Runs `change` on the pages under the session's lock, as a store in the process commits it: when
    /// the change leaves the session signed in as another person, `renew` makes the session that takes
    /// its place (handing it these pages) and the result names it. A retired session takes no change.
    func apply<T>(_ change: (inout SessionPages) -> T, renewing renew: (inout SessionPages) -> Session) throws(SessionStoreError) -> Committed<T> {
        try withPages { (pages) throws(SessionStoreError) -> Committed<T> in
            if isRetired { throw Self.retiredError }
            let signedInBefore = sharedValues.signedIn?.id
            let result = change(&pages)
            guard sharedValues.signedIn?.id != signedInBefore else { return Committed(result, self) }
            return Committed(result, renew(&pages), renewed: true)
        }
    }

    /// Why a change to a retired session is not kept.
    static let retiredError = SessionStoreError(
        .unavailable, "The session was renewed by a sign-in or sign-out in another tab while this post was on its way; send it again.")

    /// Runs `body` holding the session's lock.
    @inline(__always)
    private func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        #if os(Linux)
        // `Mutex.withLock` returns a `sending` result, which a generic `T` made under the lock cannot
        // promise: the result is carried out through a local instead.
        var result: T?
        try mutex.withLock { (_) throws(E) in result = try body() }
        return result!
        #else
        do { return try lock.withLock(body) } catch { throw error as! E }
        #endif
    }

    /// Runs `body` holding the session's lock, with its page states by path.
    @_spi(Engine) public func withPages<T, E: Error>(_ body: (inout SessionPages) throws(E) -> T) throws(E) -> T {
        try locked { () throws(E) -> T in try body(&pages) }
    }

    /// How many pages hold state for this session.
    public var pageCount: Int { locked { pages.count } }

    // MARK: Kept by a store outside the process

    /// Which stored version of the session the pages in memory are, for a store that keeps sessions
    /// outside the process (``SQLiteSessionStore``): 0 when never stored, -1 when the pages may differ
    /// from every stored version (a change that could not be stored), so the next use reads them again.
    /// `bytes` are what is stored at that version.
    struct StoredRecord {
        var version: Int64 = 0
        var bytes: [UInt8]?
        /// The session's row key (``SharedSessions/hash(_:)``), made once.
        var rowKey: [UInt8]?
    }

    /// Made by the first `withStoredPages`: the memory store never makes one.
    private final class StoredBox {
        var record = StoredRecord()
    }

    private var stored: StoredBox?

    /// Runs `body` holding the session's lock, with its pages and what is stored of them.
    func withStoredPages<T>(_ body: (inout SessionPages, inout StoredRecord) -> T) -> T {
        locked {
            let box = stored ?? StoredBox()
            stored = box
            return body(&pages, &box.record)
        }
    }
}
