import Foundation
@testable import FormUIServer
import HTTPServer
import Testing

/// The rate limits: buckets per client (on a clock the test moves), the client an address or a trusted
/// proxy's `X-Forwarded-For`, and 429s over HTTP that change nothing.
/// A die rolled when the visitor first sees it: a first state the server keeps, in a session of its own.
private struct Die: View {
    @State private var roll = Int.random(in: 1...6)
    var body: some View {
        Form { Text("You rolled \(roll)") }
    }
}

@Suite("Rate limits")
struct RateLimitTests {
    static let second: UInt64 = 1_000_000_000
    let client = ClientAddress.Key.v4(0xC000_0201)

    @Test("A bucket gives its whole size at once, then one request per period ÷ count, saying how long to wait")
    func bucket() {
        let limiter = RateLimiter(count: 60, per: .seconds(60))
        var now = Self.second
        for _ in 0..<60 { #expect(limiter.take(for: client, now: now) == nil) }
        let wait = limiter.take(for: client, now: now)
        #expect(wait == .seconds(1), "one token a second: \(String(describing: wait))")
        now += Self.second / 2
        #expect(limiter.take(for: client, now: now) == .milliseconds(500), "half a token refilled")
        now += Self.second / 2
        #expect(limiter.take(for: client, now: now) == nil)
        #expect(limiter.take(for: client, now: now) != nil)
        // Another client has a bucket of its own.
        #expect(limiter.take(for: .v4(0xC000_0202), now: now) == nil)
        // Refilled, never past the bucket's size.
        now += 3600 * Self.second
        for _ in 0..<60 { #expect(limiter.take(for: client, now: now) == nil) }
        #expect(limiter.take(for: client, now: now) != nil)
    }

    @Test("A limit of 0 or less is none; a huge one does not overflow")
    func edges() throws {
        let off = RateLimiter.Set(RateLimits(newSessionsPerMinute: 0, postsPerSecond: -1))
        #expect(off.newSessions == nil && off.posts == nil)
        let huge = RateLimiter.Set(RateLimits(newSessionsPerMinute: .max, postsPerSecond: .max))
        #expect(huge.posts?.capacity == Double(Int.max))
    }

    @Test("Posts allow a burst of twice their rate")
    func postBurst() throws {
        let limiters = RateLimiter.Set(RateLimits(newSessionsPerMinute: nil, postsPerSecond: 10))
        #expect(limiters.newSessions == nil)
        let posts = try #require(limiters.posts)
        for _ in 0..<20 { #expect(posts.take(for: client, now: Self.second) == nil) }
        #expect(posts.take(for: client, now: Self.second) == .milliseconds(100))
    }

    @Test("The table of clients is bounded: clients whose buckets refilled are dropped first, else all")
    func boundedTable() {
        let limiter = RateLimiter(count: 2, per: .seconds(1), maximumClients: 4)
        for n in 0..<4 { #expect(limiter.take(for: .v4(UInt32(n)), now: Self.second) == nil) }
        #expect(limiter.clientCount == 4)
        // Two clients are still spending; the other two have refilled by now.
        #expect(limiter.take(for: .v4(0), now: 2 * Self.second) == nil)
        #expect(limiter.take(for: .v4(1), now: 2 * Self.second) == nil)
        #expect(limiter.take(for: .v4(0), now: 2 * Self.second) == nil)
        #expect(limiter.take(for: .v4(1), now: 2 * Self.second) == nil)
        #expect(limiter.take(for: .v4(9), now: 2 * Self.second) == nil)
        #expect(limiter.clientCount == 3, "the refilled ones made room")
        #expect(limiter.take(for: .v4(0), now: 2 * Self.second) != nil, "a spending client keeps its bucket")
        // Every bucket in use: the table starts again rather than growing.
        #expect(limiter.take(for: .v4(10), now: 2 * Self.second) == nil)
        #expect(limiter.take(for: .v4(11), now: 2 * Self.second) == nil)
        #expect(limiter.clientCount == 1)
    }

    // MARK: Who the client is

    func request(from peer: String, forwardedFor: [String] = []) -> HTTPServerRequest {
        var head = HTTPRequest(method: .post, scheme: "http", authority: "example.com", path: "/")
        for value in forwardedFor { head.headerFields.append(HTTPField(name: .xForwardedFor, value: value)) }
        return HTTPServerRequest(head: head, remoteAddress: peer)
    }

    @Test("The client is the peer; an IPv6 client is its /64; an IPv4-mapped peer is its IPv4 address")
    func peer() {
        #expect(ClientAddress.key(of: request(from: "192.0.2.1:5000"), trusting: []) == .v4(0xC000_0201))
        #expect(ClientAddress.key(of: request(from: "[::ffff:192.0.2.1]:5000"), trusting: []) == .v4(0xC000_0201))
        let a = ClientAddress.key(of: request(from: "[2001:db8:1:2::1]:5000"), trusting: [])
        let b = ClientAddress.key(of: request(from: "[2001:db8:1:2:ffff::9]:5000"), trusting: [])
        let c = ClientAddress.key(of: request(from: "[2001:db8:1:3::1]:5000"), trusting: [])
        #expect(a == b && a != c)
        #expect(a.description == "2001:db8:1:2::/64")
        #expect(ClientAddress.key(of: request(from: "192.0.2.1:5000", forwardedFor: ["203.0.113.7"]), trusting: []) == .v4(0xC000_0201),
                "a peer that is not a trusted proxy is the client, whatever the header says")
    }

    @Test("Behind trusted proxies the client is the first untrusted address from the right of X-Forwarded-For")
    func forwarded() throws {
        let proxies = try ["127.0.0.1", "10.0.0.0/8"].map { try #require(IPAddress.Range($0)) }
        func client(_ peer: String, _ header: [String]) -> String {
            ClientAddress.key(of: request(from: peer, forwardedFor: header), trusting: proxies).description
        }
        #expect(client("127.0.0.1:1", ["203.0.113.7"]) == "203.0.113.7")
        // A client's made-up entries are to the left of the one its proxy wrote; they are never read.
        #expect(client("127.0.0.1:1", ["1.1.1.1, 203.0.113.7"]) == "203.0.113.7")
        #expect(client("127.0.0.1:1", ["1.1.1.1", "203.0.113.7, 10.1.2.3"]) == "203.0.113.7", "two proxies, two header lines")
        #expect(client("127.0.0.1:1", ["garbage, 10.1.2.3"]) == "10.1.2.3", "not an address: the last trusted hop")
        #expect(client("127.0.0.1:1", ["203.0.113.7:5123"]) == "203.0.113.7", "with a port")
        #expect(client("127.0.0.1:1", ["[2001:db8::7]:5123"]) == "2001:db8:0:0::/64")
        #expect(client("127.0.0.1:1", ["2001:db8::7"]) == "2001:db8:0:0::/64")
        #expect(client("127.0.0.1:1", []) == "127.0.0.1", "no header: the proxy itself")
        #expect(client("192.0.2.1:1", ["203.0.113.7"]) == "192.0.2.1")
        #expect(IPAddress.Range("10.0.0.0/33") == nil && IPAddress.Range("host.example") == nil && IPAddress.Range("fd00::/8") != nil)
    }

    @Test("A trusted proxy that is not an address stops the app at its start, saying which")
    func invalidProxy() {
        var configuration = testConfiguration()
        configuration.trustedProxies = ["10.0.0.0/8", "proxy.internal"]
        #expect { try FormApp(configuration) } throws: { error in
            "\(error)".contains("“proxy.internal” is not an IPv4 or IPv6 address")
        }
        #expect(throws: AppSettings.Problem.self) { try AppSettings(arguments: ["--trusted-proxies", "10.0.0.1,nope"]) }
        #expect(throws: AppSettings.Problem.self) { try AppSettings(arguments: ["--posts-per-second", "-3"]) }
        let settings = try? AppSettings(arguments: ["--posts-per-second", "off", "--new-sessions-per-minute", "5"])
        #expect(settings?.rateLimits == RateLimits(newSessionsPerMinute: 5, postsPerSecond: nil))
    }

    // MARK: Over HTTP

    /// The two pickers at `/pickers` and a die rolled at random at `/dice` (a first state to keep).
    func servingLimited<T>(_ limits: RateLimits, proxies: [String] = [], _ body: (Int) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.rateLimits = limits
        configuration.trustedProxies = proxies
        let app = try FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        app.page("/dice", title: "Dice") { Die() }
        return try serving(app, body)
    }

    @Test("Past the new-session limit a first post gets 429 with Retry-After and makes no session; a known visitor goes on")
    func newSessions() throws {
        try servingLimited(RateLimits(newSessionsPerMinute: 3, postsPerSecond: nil)) { port throws in
            let known = TestBrowser(port: port)
            #expect(try known.post("/pickers", form: [("first", "1"), ("_action", "_apply")]).status == 303)
            for _ in 0..<2 {
                #expect(try TestBrowser(port: port).post("/pickers", form: [("_action", "_apply")]).status == 303)
            }
            let refused = try TestBrowser(port: port).post("/pickers", form: [("first", "5"), ("_action", "_apply")])
            #expect(refused.status == 429)
            #expect(refused.header("Set-Cookie") == nil, "no session was made")
            let retryAfter = try #require(Int(refused.header("Retry-After") ?? ""))
            #expect((1...20).contains(retryAfter))
            #expect(refused.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(refused.text.contains("Too many new sessions") && refused.text.contains("Nothing was done"))
            // A visitor with a session is not starting one.
            #expect(try known.post("/pickers", form: [("first", "2"), ("_action", "_apply")]).status == 303)
            #expect(try known.value(of: "first", at: "/pickers") == "2")
            // Looking makes no session, and is never refused.
            #expect(try TestBrowser(port: port).get("/pickers").status == 200)
            let dice = try TestBrowser(port: port).get("/dice")
            #expect(dice.status == 200 && dice.text.contains("You rolled"), "a first showing to keep, shown without keeping it")
            #expect(dice.header("Set-Cookie") == nil)
        }
    }

    @Test("Past the post limit a post gets 429 and changes nothing")
    func posts() throws {
        try servingLimited(RateLimits(newSessionsPerMinute: nil, postsPerSecond: 1)) { port throws in
            let visitor = TestBrowser(port: port)
            var statuses: [Int] = []
            for value in 1...9 {
                statuses.append(try visitor.post("/pickers", form: [("first", "\(value)"), ("_action", "_apply")]).status)
            }
            // A burst of two, then refusals: nine posts would have to take eight seconds to all pass.
            #expect(statuses.prefix(2).allSatisfy { $0 == 303 }, "\(statuses)")
            #expect(statuses.contains(429), "\(statuses)")
            let lastApplied = statuses.lastIndex(of: 303)! + 1
            #expect(try visitor.value(of: "first", at: "/pickers") == "\(lastApplied)", "\(statuses)")
        }
    }

    @Test("The default limits let people through: ten new visitors from one address, then one visitor's twenty posts at once")
    func defaultsLetPeopleThrough() throws {
        try servingPickers { port throws in
            for _ in 0..<10 {
                #expect(try TestBrowser(port: port).post("/pickers", form: [("_action", "_apply")]).status == 303)
            }
            let visitor = TestBrowser(port: port)
            for value in 0..<20 {
                #expect(try visitor.post("/pickers", form: [("first", "\(value % 10)"), ("_action", "_apply")]).status == 303)
            }
        }
    }

    @Test("Behind a trusted proxy each forwarded client has its own limit; without trust the header changes nothing")
    func behindAProxy() throws {
        let limits = RateLimits(newSessionsPerMinute: 2, postsPerSecond: nil)
        func firstPost(_ port: Int, forwardedFor address: String) throws -> Int {
            try TestBrowser(port: port).post("/pickers", form: [("_action", "_apply")], headers: [("X-Forwarded-For", address)]).status
        }
        try servingLimited(limits, proxies: ["127.0.0.1", "::1"]) { port throws in
            #expect(try firstPost(port, forwardedFor: "203.0.113.1") == 303)
            #expect(try firstPost(port, forwardedFor: "203.0.113.1") == 303)
            #expect(try firstPost(port, forwardedFor: "203.0.113.1") == 429)
            #expect(try firstPost(port, forwardedFor: "203.0.113.2") == 303, "another visitor behind the proxy")
        }
        try servingLimited(limits) { port throws in
            #expect(try firstPost(port, forwardedFor: "203.0.113.1") == 303)
            #expect(try firstPost(port, forwardedFor: "203.0.113.2") == 303)
            #expect(try firstPost(port, forwardedFor: "203.0.113.3") == 429, "a made-up header does not escape the limit")
        }
    }
}
