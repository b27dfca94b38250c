import FormUI

/// One visitor's state: a ``PageState`` for each page they have changed, behind one lock.
///
/// The lock makes a session's requests evaluate one at a time (two tabs posting at once take turns),
/// while requests of different sessions run in parallel. A page's state is created the first time the
/// visitor posts to it: until then the page shows the defaults of its code and needs no storage, which
/// keeps a session that only looked at pages down to a few dozen bytes.
public final class Session: @unchecked Sendable {
    public let id: SessionID
    private let lock = PThreadMutex()
    private var pages: [String: PageState] = [:]

    public init(id: SessionID) {
        self.id = id
    }

    /// Runs `body` holding the session's lock, with its page states by path.
    public func withPages<T>(_ body: (inout [String: PageState]) throws -> T) rethrows -> T {
        try lock.withLock { try body(&pages) }
    }

    /// How many pages hold state for this session.
    public var pageCount: Int { lock.withLock { pages.count } }
}
