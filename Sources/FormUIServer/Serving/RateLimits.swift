import Foundation

/// How fast one client may make the server do work that costs it something: start sessions (each one is
/// kept, in memory or in a database, for its idle time) and post (each post is decoded, evaluated and
/// stored). A client is its address (see ``FormAppConfiguration/trustedProxies`` for clients behind a
/// proxy); an IPv6 client is its `/64`, the block one host is usually given. Past a limit the request
/// is answered `429 Too Many Requests` with `Retry-After` and nothing is done.
///
/// Each limit is a bucket of `count` requests, refilled evenly over its period: a client may spend the
/// whole bucket at once, then one more request each `period / count`. A person never reaches the
/// defaults (60 new sessions a minute from one address covers a classroom behind one NAT; 20 posts a
/// second, 40 at once, is a busy office behind one address clicking away); a script making sessions or
/// posting in a loop reaches them at once.
public struct RateLimits: Sendable, Equatable {
    /// New sessions one client may start a minute: a first post, or a first showing whose state must be
    /// kept (a value drawn at random). nil for no limit.
    public var newSessionsPerMinute: Int?
    /// Posts one client may send a second, with a burst of twice as many. nil for no limit.
    public var postsPerSecond: Int?

    public init(newSessionsPerMinute: Int? = 60, postsPerSecond: Int? = 20) {
        self.newSessionsPerMinute = newSessionsPerMinute
        self.postsPerSecond = postsPerSecond
    }

    /// 60 new sessions a minute and 20 posts a second from one client.
    public static let `default` = RateLimits()

    /// No limit: for an app whose gateway limits clients already, or a load test.
    public static let unlimited = RateLimits(newSessionsPerMinute: nil, postsPerSecond: nil)
}

extension RateLimits {
    /// A limit as an option writes it: a positive whole number, or `off` (or `0`) for no limit, which
    /// is 0 here; nil for anything else.
    public static func parseLimit(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "off" { return 0 }
        guard let count = Int(trimmed), count >= 0 else { return nil }
        return count
    }
}

extension FormAppConfiguration {
    /// Why `entry` cannot be one of ``trustedProxies``; nil when it can (an IPv4 or IPv6 address, or a
    /// block of them such as `10.0.0.0/8`).
    public static func problem(withTrustedProxy entry: String) -> String? {
        IPAddress.Range(entry) == nil ? "“\(entry)” is not an IPv4 or IPv6 address or block (such as 10.0.0.0/8)" : nil
    }
}
