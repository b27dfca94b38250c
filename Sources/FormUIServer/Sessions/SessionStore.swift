@_spi(Engine) import FormUI
import Dispatch
import HTTPServer
import Locking

/// Where sessions live between requests.
///
/// Memory (``MemorySessionStore``) is the default. A store that survives a restart, or that several server
/// processes share, implements the same four requirements; it decides itself how long an idle session
/// lives. Its `commit` may be the default, which renews a session that signs in or out through
/// `makeSession()`; a store that can move a session to a new id in one write does that instead.
public protocol SessionStore: Sendable {
    /// The session with this id, marked as used now; nil when there is none or it has been idle longer
    /// than the store keeps sessions (it is then removed).
    ///
    /// - Parameter id: The session's id, as the visitor's session cookie carries it.
    /// - Returns: The session, or nil when the store has none with this id that is still alive.
    func session(for id: SessionID) -> Session?

    /// A new session with a fresh random id, marked as used now.
    ///
    /// - Returns: The new session, with no page's state yet. A store outside the process may write it
    ///   only with its first change.
    func makeSession() -> Session

    /// Removes every session that has been idle too long; returns how many went.
    ///
    /// - Returns: How many sessions were removed; 0 when none had expired.
    @discardableResult
    func removeExpiredSessions() -> Int

    /// How many sessions the store holds (expired ones not yet swept included).
    var count: Int { get }

    /// Runs a post's `change` on the session's pages, under the session's lock, and returns once the
    /// result is stored: a post is acknowledged only after its change is kept (DESIGN §4). A store that
    /// other processes share runs `change` again on the state as stored when another process changed
    /// the session in between.
    ///
    /// A change that signs the visitor in or out (the session values' `signedIn` is another person after it) is
    /// kept under a new id, in the same write, and the old id leads nowhere from then on: whoever learnt
    /// it before the sign-in cannot use it after (session fixation). The result says which session to
    /// name in the visitor's cookie.
    @_spi(Engine) func commit<T>(_ session: Session, _ change: (inout SessionPages) -> T) throws(SessionStoreError) -> Committed<T>

    /// Whether the store answers now (`GET /readyz`).
    ///
    /// - Returns: `true` when the store can be used now; `false` when it cannot be reached or does not
    ///   answer. A store in the process's memory has a default that always returns `true`.
    func isReachable() -> Bool

    /// Whether sessions outlive this process (a restart or another process reads them): the first `GET`
    /// of a page at a revision then stores what the page shows, so that a post from that page merges
    /// wherever it arrives.
    var keepsSessionsOutsideProcess: Bool { get }
}

/// What a store's `commit` did: the change's result, and the session as it is kept from now on.
@_spi(Engine) public struct Committed<Result> {
    /// The change's result, kept in `session`; `renewed` when that session took the place of the one
    /// committed to, under a new id.
    public init(result: Result, session: Session, renewed: Bool) {
        self.init(result, session, renewed: renewed)
    }

    /// What the change returned.
    public let result: Result
    /// The session committed to, or the one that took its place under a new id when the change signed
    /// the visitor in or out: the one the visitor's cookie names from now on.
    public let session: Session
    /// Whether `session` is under a new id, which the answer's cookie carries.
    public let isRenewed: Bool

    init(_ result: Result, _ session: Session, renewed: Bool = false) {
        self.result = result
        self.session = session
        isRenewed = renewed
    }
}

extension SessionStore {
    /// The default for a store of an app's own: runs `change` under the session's lock; when it signs the
    /// visitor in or out, the pages and values move to a session ``makeSession()`` makes, and the old one
    /// is left empty and retired (the store still finds its id, which then leads to nothing).
    @_spi(Engine) public func commit<T>(_ session: Session, _ change: (inout SessionPages) -> T) throws(SessionStoreError) -> Committed<T> {
        try session.apply(change) { pages in
            let renewed = makeSession()
            session.hand(&pages, to: renewed)
            return renewed
        }
    }

    /// Whether the store answers now: the default, for a store in the process's memory, which always does.
    ///
    /// - Returns: `true`.
    public func isReachable() -> Bool { true }

    /// Whether sessions outlive this process: the default, for a store in the process's memory, `false`.
    public var keepsSessionsOutsideProcess: Bool { false }
}

/// Why a store did not keep a change.
public struct SessionStoreError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure it was, which decides the HTTP status the request gets.
    public enum Kind: Sendable, Equatable {
        /// The store cannot be reached or did not answer in time: try again later (503).
        case unavailable
        /// The session would hold more than the store allows (413).
        case tooLarge
        /// A value of the session's state cannot be stored: a mistake in the app's code, which the
        /// message names (500).
        case notStorable
    }

    /// What kind of failure it was.
    public let kind: Kind
    /// What went wrong, in words: logged when the store is unavailable, and shown to the visitor in the
    /// answer to their post when the session is too large or holds a value that cannot be stored.
    public let description: String

    /// An error of this kind, saying what went wrong.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure it was: ``Kind/unavailable``, ``Kind/tooLarge`` or
    ///     ``Kind/notStorable``.
    ///   - description: What went wrong, in words a visitor may be shown (see ``description``).
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

/// Sessions in a dictionary split into lock stripes, so that requests of different sessions rarely wait
/// for one another; sized for 100,000 sessions (an entry is the id and a reference: the session keeps its
/// own last use).
///
/// A session expires after `timeToLive` without a request, and `lifetime` after its id was issued
/// however much it is used. Expired sessions are dropped when they are looked up and by
/// ``removeExpiredSessions()``, which ``FormApp`` runs periodically.
///
/// The store holds at most ``maximumCount`` sessions (a million unless told), so that clients posting
/// without ever sending their cookie back cannot grow memory until the time-to-live catches up with
/// them. Each stripe holds its share of the maximum; a new session in a full stripe pushes out the one
/// there used least recently. That order is kept the way an operating system keeps pages (the clock, or
/// second-chance, algorithm): sessions wait in a queue in the order they were made, a request marks its
/// session used, and eviction takes from the front, sending a marked session to the back with its mark
/// cleared. A request costs no queue work, and the session pushed out is one nobody used for a full turn
/// of the queue: under a flood, the flood's own oldest sessions, while visitors who keep using theirs
/// keep them. (FormUI only makes a session on a visitor's first post, so GETs never fill the store.)
public final class MemorySessionStore: SessionStore, Sendable {
    /// A session's last use, as ``Session/lastUse`` keeps it: nanoseconds of the store's clock, and the top bit
    /// when it was used since eviction last looked at it (spared once more).
    private static let recentlyUsedBit: UInt64 = 1 << 63

    // Sendable: `lock` guards every `var`; `capacity` never changes.
    private final class Stripe: @unchecked Sendable {
        let lock = Lock()
        /// Each session by its id. The session keeps its own last use, so an entry is the id and one reference.
        var entries: [SessionID: Session] = [:]
        /// How many sessions this stripe may hold: its share of the store's maximum.
        let capacity: Int
        /// Every id of `entries`, oldest first (from `queueStart` on), plus ids removed since (expired),
        /// which are skipped and compacted away.
        var queue: [SessionID] = []
        var queueStart = 0

        init(capacity: Int) {
            self.capacity = capacity
        }

        /// Removes the session least recently used (as far as the clock algorithm knows). Called with the
        /// lock held, when the stripe is full.
        func evictOne() {
            while queueStart < queue.count {
                let id = queue[queueStart]
                queueStart += 1
                guard let session = entries[id] else { continue }  // expired and removed already
                if session.lastUse & MemorySessionStore.recentlyUsedBit != 0 {
                    session.lastUse &= ~MemorySessionStore.recentlyUsedBit
                    queue.append(id)
                    continue
                }
                entries[id] = nil
                return
            }
        }

        /// Drops what the queue holds for nothing: the consumed front, and ids of removed sessions once they
        /// outnumber the live ones. Amortized constant time per session made.
        func compactQueue() {
            let waiting = queue.count - queueStart
            if waiting > 2 * entries.count + 16 {
                queue = queue[queueStart...].filter { entries[$0] != nil }
                queueStart = 0
            } else if queueStart > 16 && queueStart > queue.count / 2 {
                queue.removeFirst(queueStart)
                queueStart = 0
            }
        }
    }

    /// How long a session lives without a request.
    public let timeToLive: Duration
    /// How long a session lives from when its id was issued (made, or renewed by a sign-in or sign-out),
    /// however often it is used.
    public let lifetime: Duration
    /// The most sessions the store holds; past it, making a session removes the least recently used.
    public let maximumCount: Int
    private let timeToLiveNanoseconds: UInt64
    private let lifetimeNanoseconds: UInt64
    private let stripes: [Stripe]
    private let now: @Sendable () -> UInt64

    /// An empty store.
    ///
    /// - Parameters:
    ///   - timeToLive: How long a session lives without a request (30 minutes unless told).
    ///   - lifetime: How long a session lives from when its id was issued however much it is used (a
    ///     week unless told).
    ///   - maximumCount: The most sessions held at once (a million unless told); the least recently used
    ///     makes room for a new one. At least 1: a smaller count stops the process with a precondition
    ///     failure.
    ///   - stripeCount: The number of independently locked parts (64 unless told); rounded up to a power of
    ///     two, then halved until it is at most `maximumCount`, so that each part holds a session at least.
    public convenience init(
        timeToLive: Duration = .seconds(30 * 60), lifetime: Duration = MemorySessionStore.defaultLifetime, maximumCount: Int = 1_000_000,
        stripeCount: Int = 64
    ) {
        self.init(
            timeToLive: timeToLive, lifetime: lifetime, maximumCount: maximumCount, stripeCount: stripeCount,
            clock: { DispatchTime.now().uptimeNanoseconds })
    }

    /// A week: the lifetime of a session unless told.
    public static let defaultLifetime: Duration = .seconds(7 * 24 * 60 * 60)

    /// `clock` gives monotonic nanoseconds; tests pass one they can move.
    init(
        timeToLive: Duration, lifetime: Duration = MemorySessionStore.defaultLifetime, maximumCount: Int = 1_000_000, stripeCount: Int,
        clock: @escaping @Sendable () -> UInt64
    ) {
        precondition(maximumCount >= 1, "A session store holds at least one session")
        self.timeToLive = timeToLive
        self.lifetime = lifetime
        self.maximumCount = maximumCount
        timeToLiveNanoseconds = timeToLive.nanoseconds
        lifetimeNanoseconds = lifetime.nanoseconds
        var count = 1
        while count < max(1, stripeCount) { count <<= 1 }
        while count > maximumCount { count >>= 1 }  // every stripe holds at least one
        // The shares add up to the maximum exactly.
        let share = maximumCount / count
        let remainder = maximumCount % count
        stripes = (0..<count).map { index in Stripe(capacity: share + (index < remainder ? 1 : 0)) }
        now = clock
    }

    private func stripe(for id: SessionID) -> Stripe {
        // The id is random: any of its bits spread sessions evenly.
        stripes[Int(truncatingIfNeeded: id.low) & (stripes.count - 1)]
    }

    private func isExpired(_ session: Session, at time: UInt64) -> Bool {
        let lastAccess = session.lastUse & ~Self.recentlyUsedBit
        let issued = UInt64(session.issued)
        return (time >= lastAccess && time - lastAccess > timeToLiveNanoseconds) || (time >= issued && time - issued > lifetimeNanoseconds)
    }

    /// The session with this id, marked as used now, so that eviction spares it once more; nil when there
    /// is none or it has been idle longer than ``timeToLive`` (it is then removed).
    ///
    /// - Parameter id: The session's id, as the visitor's session cookie carries it.
    /// - Returns: The session, or nil when the store has none with this id that is still alive.
    public func session(for id: SessionID) -> Session? {
        let stripe = stripe(for: id)
        let time = now()
        return stripe.lock.withLock {
            guard let session = stripe.entries[id] else { return nil }
            if isExpired(session, at: time) {
                stripe.entries[id] = nil
                return nil
            }
            session.lastUse = (time & ~Self.recentlyUsedBit) | Self.recentlyUsedBit
            return session
        }
    }

    /// A new session with a fresh random id, marked as used now. When the stripe the id falls in is full,
    /// the session there used least recently is removed to make room.
    ///
    /// - Returns: The new session, held by the store, with no page's state yet.
    public func makeSession() -> Session {
        let time = now()
        return insert { id in
            let session = Session(id: id)
            session.lastUse = time & ~Self.recentlyUsedBit
            session.issued = Int64(time)
            return session
        }
    }

    /// Runs `change` on the session's pages under its lock; a change that signs the visitor in or out
    /// moves the session to a new id (see ``SessionStore/commit(_:_:)``).
    @_spi(Engine) public func commit<T>(_ session: Session, _ change: (inout SessionPages) -> T) throws(SessionStoreError) -> Committed<T> {
        try session.apply(change) { pages in
            let time = now()
            let renewed = insert { id in
                let renewed = session.renew(as: id, issued: Int64(time), pages: &pages)
                renewed.lastUse = time & ~Self.recentlyUsedBit
                return renewed
            }
            let old = stripe(for: session.id)
            old.lock.withLock {
                if old.entries[session.id] === session { old.entries[session.id] = nil }
            }
            return renewed
        }
    }

    /// Puts the session `make` makes for a fresh random id into the store, making room when its stripe
    /// is full.
    private func insert(_ make: (SessionID) -> Session) -> Session {
        while true {
            let id = SessionID.random()
            let stripe = stripe(for: id)
            let made: Session? = stripe.lock.withLock {
                guard stripe.entries[id] == nil else { return nil }  // 2^-128: but never hand out an id twice
                if stripe.entries.count >= stripe.capacity { stripe.evictOne() }
                let session = make(id)
                stripe.entries[id] = session
                stripe.queue.append(id)
                stripe.compactQueue()
                return session
            }
            if let made { return made }
        }
    }

    /// Removes every session that has been idle longer than ``timeToLive``, or lived longer than
    /// ``lifetime``; returns how many went.
    ///
    /// - Returns: How many sessions were removed; 0 when none had expired.
    @discardableResult
    public func removeExpiredSessions() -> Int {
        var removed = 0
        for stripe in stripes {
            let time = now()
            stripe.lock.withLock {
                // Collect first: most sweeps find little, and filtering would copy the whole stripe.
                var expired: [SessionID] = []
                for (id, session) in stripe.entries where isExpired(session, at: time) { expired.append(id) }
                for id in expired { stripe.entries[id] = nil }
                removed += expired.count
                stripe.compactQueue()
            }
        }
        return removed
    }

    /// How many sessions the store holds, expired ones not yet swept included.
    public var count: Int {
        stripes.reduce(0) { total, stripe in total + stripe.lock.withLock { stripe.entries.count } }
    }

    /// How many ids the stripes' eviction queues hold, removed sessions' included (tests check it stays
    /// proportional to the sessions held).
    var queuedCount: Int {
        stripes.reduce(0) { total, stripe in total + stripe.lock.withLock { stripe.queue.count } }
    }
}
