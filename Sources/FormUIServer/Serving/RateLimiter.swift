import HTTPServer
import Locking

/// One limit of ``RateLimits`` for every client: a bucket of `capacity` requests per client, refilled at
/// `capacity / period`. Times are monotonic nanoseconds passed in, so the limiter is tested against a
/// clock of the test's own.
///
/// The table is bounded: past `maximumClients` entries, the buckets that have refilled (clients that
/// stopped) are dropped; if that frees less than a tenth of the table (addresses by the hundred thousand
/// at once), the table starts again empty, which forgives the clients in it rather than growing without
/// bound, and keeps the sweep, which holds the lock, to once per tenth of the table's inserts.
final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updatedAt: UInt64
    }

    let capacity: Double
    /// Requests a nanosecond.
    private let refillRate: Double
    private let maximumClients: Int
    private let buckets = Locked<[ClientAddress.Key: Bucket]>([:])

    /// - Parameters:
    ///   - count: The requests a client may make at once, and over each `period`.
    ///   - burst: The bucket's size, when larger than `count` (posts allow twice their rate at once).
    init(count: Int, per period: Duration, burst: Int? = nil, maximumClients: Int = 100_000) {
        capacity = Double(max(1, burst ?? count))
        refillRate = Double(max(1, count)) / Double(max(1, period.nanoseconds))
        self.maximumClients = maximumClients
    }

    /// Takes one request from `client`'s bucket: nil when it had one, else how long until it has
    /// (for `Retry-After`), and nothing is taken.
    func take(for client: ClientAddress.Key, now: UInt64 = monotonicNanoseconds()) -> Duration? {
        buckets.withLock { buckets in
            var bucket = buckets[client].map { refilled($0, now: now) } ?? Bucket(tokens: capacity, updatedAt: now)
            guard bucket.tokens >= 1 else {
                buckets[client] = bucket
                return .nanoseconds(Int64(((1 - bucket.tokens) / refillRate).rounded(.up)))
            }
            bucket.tokens -= 1
            if buckets[client] == nil, buckets.count >= maximumClients { makeRoom(in: &buckets, now: now) }
            buckets[client] = bucket
            return nil
        }
    }

    /// How many clients the limiter holds a bucket for.
    var clientCount: Int { buckets.withLock { $0.count } }

    private func refilled(_ bucket: Bucket, now: UInt64) -> Bucket {
        guard now > bucket.updatedAt else { return bucket }
        let tokens = min(capacity, bucket.tokens + Double(now - bucket.updatedAt) * refillRate)
        return Bucket(tokens: tokens, updatedAt: now)
    }

    private func makeRoom(in buckets: inout [ClientAddress.Key: Bucket], now: UInt64) {
        buckets = buckets.filter { refilled($0.value, now: now).tokens < capacity }
        if buckets.count >= maximumClients - maximumClients / 10 { buckets = [:] }
    }
}

extension RateLimiter {
    /// The limiters ``RateLimits`` asks for; nil where a limit is off.
    struct Set: Sendable {
        var newSessions: RateLimiter?
        var posts: RateLimiter?

        /// A limit of 0 or less is none, as `off` is.
        init(_ limits: RateLimits) {
            newSessions = limits.newSessionsPerMinute.flatMap { $0 > 0 ? RateLimiter(count: $0, per: .seconds(60)) : nil }
            posts = limits.postsPerSecond.flatMap { count in
                count > 0 ? RateLimiter(count: count, per: .seconds(1), burst: count.multipliedReportingOverflow(by: 2).overflow ? .max : 2 * count) : nil
            }
        }
    }
}
