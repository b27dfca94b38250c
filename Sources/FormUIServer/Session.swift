import FormUI
import Locking

/// One visitor's state: a ``PageState`` for each page they have changed, behind one lock.
///
/// The lock makes a session's requests evaluate one at a time (two tabs posting at once take turns),
/// while requests of different sessions run in parallel.
///
/// Nothing is stored for looking: a visitor's session (and its cookie) is created by their first post,
/// and a page's state the first time they post to it. Until then a page shows the defaults of its code,
/// rendered from a fresh ``PageState`` that is thrown away, so a crawler or a flood of cookieless GETs
/// leaves nothing behind, and a session holds only the pages its visitor changed.
public final class Session: @unchecked Sendable {
    public let id: SessionID
    private let lock = Lock()
    private var pages: [String: PageState] = [:]
    /// What every page of the session shares (`@AppStorage`).
    public let sharedValues = SessionValues()

    /// A new page state for this session: its `@AppStorage` values are the session's.
    public func makePageState() -> PageState { PageState(sessionValues: sharedValues) }

    public init(id: SessionID) {
        self.id = id
    }

    /// Runs `body` holding the session's lock, with its page states by path.
    public func withPages<T>(_ body: (inout [String: PageState]) throws -> T) rethrows -> T {
        try lock.withLock { try body(&pages) }
    }

    /// How many pages hold state for this session.
    public var pageCount: Int { lock.withLock { pages.count } }

    // MARK: Kept by a store outside the process

    /// Which stored version of the session the pages in memory are, for a store that keeps sessions
    /// outside the process (``SQLiteSessionStore``): 0 when never stored, -1 when the pages may differ
    /// from every stored version (a change that could not be stored), so the next use reads them again.
    /// `bytes` are what is stored at that version.
    struct StoredRecord {
        var version: Int64 = 0
        var bytes: [UInt8]?
    }

    private var stored = StoredRecord()

    /// Runs `body` holding the session's lock, with its pages and what is stored of them.
    func withStoredPages<T>(_ body: (inout [String: PageState], inout StoredRecord) -> T) -> T {
        lock.withLock { body(&pages, &stored) }
    }
}
