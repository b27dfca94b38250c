import Dispatch

/// Where sessions live between requests.
///
/// Memory (``MemorySessionStore``) is the default. A store that survives a restart, or that several server
/// processes share, implements the same four requirements; it decides itself how long an idle session
/// lives.
public protocol SessionStore: Sendable {
    /// The session with this id, marked as used now; nil when there is none or it has been idle longer
    /// than the store keeps sessions (it is then removed).
    func session(for id: SessionID) -> Session?

    /// A new session with a fresh random id, marked as used now.
    func makeSession() -> Session

    /// Removes every session that has been idle too long; returns how many went.
    @discardableResult
    func removeExpiredSessions() -> Int

    /// How many sessions the store holds (expired ones not yet swept included).
    var count: Int { get }
}

/// Sessions in a dictionary split into lock stripes, so that requests of different sessions rarely wait
/// for one another; sized for 100,000 sessions (an entry is the id, a timestamp and a small object).
///
/// A session expires after `timeToLive` without a request. Expired sessions are dropped when they are
/// looked up and by ``removeExpiredSessions()``, which ``FormApp`` runs periodically.
public final class MemorySessionStore: SessionStore, @unchecked Sendable {
    private struct Entry {
        let session: Session
        var lastAccess: UInt64
    }

    private final class Stripe: @unchecked Sendable {
        let lock = PThreadMutex()
        var entries: [SessionID: Entry] = [:]
    }

    public let timeToLive: Duration
    private let timeToLiveNanoseconds: UInt64
    private let stripes: [Stripe]
    private let now: @Sendable () -> UInt64

    /// - Parameters:
    ///   - timeToLive: how long a session lives without a request (30 minutes unless told).
    ///   - stripeCount: the number of independently locked parts; rounded up to a power of two.
    public convenience init(timeToLive: Duration = .seconds(30 * 60), stripeCount: Int = 64) {
        self.init(timeToLive: timeToLive, stripeCount: stripeCount, clock: { DispatchTime.now().uptimeNanoseconds })
    }

    /// `clock` gives monotonic nanoseconds; tests pass one they can move.
    init(timeToLive: Duration, stripeCount: Int, clock: @escaping @Sendable () -> UInt64) {
        self.timeToLive = timeToLive
        let (seconds, attoseconds) = timeToLive.components
        timeToLiveNanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        var count = 1
        while count < max(1, stripeCount) { count <<= 1 }
        stripes = (0..<count).map { _ in Stripe() }
        now = clock
    }

    private func stripe(for id: SessionID) -> Stripe {
        // The id is random: any of its bits spread sessions evenly.
        stripes[Int(truncatingIfNeeded: id.low) & (stripes.count - 1)]
    }

    private func isExpired(_ entry: Entry, at time: UInt64) -> Bool {
        time >= entry.lastAccess && time - entry.lastAccess > timeToLiveNanoseconds
    }

    public func session(for id: SessionID) -> Session? {
        let stripe = stripe(for: id)
        let time = now()
        return stripe.lock.withLock {
            guard var entry = stripe.entries[id] else { return nil }
            if isExpired(entry, at: time) {
                stripe.entries[id] = nil
                return nil
            }
            entry.lastAccess = time
            stripe.entries[id] = entry
            return entry.session
        }
    }

    public func makeSession() -> Session {
        let time = now()
        while true {
            let id = SessionID.random()
            let stripe = stripe(for: id)
            let session: Session? = stripe.lock.withLock {
                guard stripe.entries[id] == nil else { return nil }  // 2^-128: but never hand out an id twice
                let session = Session(id: id)
                stripe.entries[id] = Entry(session: session, lastAccess: time)
                return session
            }
            if let session { return session }
        }
    }

    @discardableResult
    public func removeExpiredSessions() -> Int {
        var removed = 0
        for stripe in stripes {
            let time = now()
            stripe.lock.withLock {
                // Collect first: most sweeps find little, and filtering would copy the whole stripe.
                var expired: [SessionID] = []
                for (id, entry) in stripe.entries where isExpired(entry, at: time) { expired.append(id) }
                for id in expired { stripe.entries[id] = nil }
                removed += expired.count
            }
        }
        return removed
    }

    public var count: Int {
        stripes.reduce(0) { total, stripe in total + stripe.lock.withLock { stripe.entries.count } }
    }
}
