import Foundation
@testable import FormUIServer
import Testing

@Suite("Sessions over HTTP")
struct SessionHTTPTests {
    @Test("A new visitor gets a session cookie: 128 random bits, HttpOnly, SameSite=Lax, Path=/, not Secure on plain HTTP")
    func sessionCookieFlags() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            let first = try client.get("/pickers")
            #expect(first.status == 200)
            let setCookie = try #require(first.header("Set-Cookie"))
            let attributes = setCookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let pair = attributes[0].split(separator: "=", maxSplits: 1).map(String.init)
            #expect(pair[0] == "formui_session")
            // 32 hex digits: 128 bits.
            #expect(pair[1].count == 32)
            #expect(pair[1].allSatisfy { $0.isHexDigit })
            #expect(SessionID(pair[1]) != nil)
            #expect(attributes.contains("HttpOnly"))
            #expect(attributes.contains("SameSite=Lax"))
            #expect(attributes.contains("Path=/"))
            #expect(!attributes.contains { $0.lowercased() == "secure" })
            #expect(first.headers("Set-Cookie").count == 1)

            // Another visitor gets another id; the same visitor keeps theirs and is not sent it again.
            let second = try client.get("/pickers")
            #expect(second.header("Set-Cookie") != setCookie)
            let again = try client.get("/pickers", headers: [("Cookie", "other=1; \(attributes[0])")])
            #expect(again.status == 200)
            #expect(again.header("Set-Cookie") == nil)
        }
    }

    @Test("An unknown or malformed cookie starts a new session")
    func unknownCookie() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            for cookie in ["formui_session=0123456789abcdef0123456789abcdef", "formui_session=../../etc", "formui_session="] {
                let response = try client.get("/pickers", headers: [("Cookie", cookie)])
                #expect(response.status == 200)
                let setCookie = try #require(response.header("Set-Cookie"))
                #expect(!setCookie.hasPrefix(cookie + ";"))
            }
        }
    }

    @Test("A session idle past its time-to-live is gone: the next request starts a new one with the defaults")
    func expiryAfterTTL() throws {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { clock.now })
        try servingPickers({ $0.sessionStore = store }) { port in
            let browser = TestBrowser(port: port)
            _ = try browser.get("/pickers")
            let original = try #require(browser.cookie)
            #expect(try browser.post("/pickers", form: [("first", "5")]).status == 303)
            #expect(try browser.value(of: "first", at: "/pickers") == "5")

            // Used within the time-to-live: still there (each request renews it).
            clock.advance(by: .seconds(50))
            #expect(try browser.value(of: "first", at: "/pickers") == "5")
            clock.advance(by: .seconds(50))
            #expect(try browser.value(of: "first", at: "/pickers") == "5")
            #expect(browser.cookie == original)

            clock.advance(by: .seconds(61))
            let response = try browser.get("/pickers")
            #expect(response.header("Set-Cookie") != nil)
            #expect(browser.cookie != original)
            #expect(try browser.value(of: "first", at: "/pickers") == "0")
        }
    }

    @Test("A running app sweeps idle sessions out of the store by itself")
    func periodicSweep() throws {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { clock.now })
        // A tiny configured TTL makes the sweep run every 50 ms; the store's own clock decides what is idle.
        try servingPickers({ $0.sessionStore = store; $0.sessionTTL = .milliseconds(100) }) { port in
            for _ in 0..<5 { _ = try HTTPTestClient(port: port).get("/pickers") }
            #expect(store.count == 5)
            clock.advance(by: .seconds(61))
            // Wait for the sweep (bounded: 10 seconds), without looking sessions up (that would expire them too).
            let deadline = Date().addingTimeInterval(10)
            while store.count > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            #expect(store.count == 0)
        }
    }

    @Test("With the real clock and a tiny time-to-live, an idle session expires")
    func expiryWithRealClock() throws {
        try servingPickers({ $0.sessionTTL = .milliseconds(100) }) { port in
            let browser = TestBrowser(port: port)
            _ = try browser.get("/pickers")
            let original = try #require(browser.cookie)
            Thread.sleep(forTimeInterval: 0.4)
            let response = try browser.get("/pickers")
            #expect(response.header("Set-Cookie") != nil)
            #expect(browser.cookie != original)
        }
    }
}

@Suite("Session store")
struct SessionStoreTests {
    @Test("Sessions expire after the time-to-live without use; a sweep removes them; use renews them")
    func sweep() {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(10), stripeCount: 8, clock: { clock.now })
        let kept = store.makeSession()
        let dropped = (0..<100).map { _ in store.makeSession() }
        #expect(store.count == 101)
        clock.advance(by: .seconds(8))
        #expect(store.session(for: kept.id) === kept)
        clock.advance(by: .seconds(8))
        #expect(store.removeExpiredSessions() == 100)
        #expect(store.count == 1)
        #expect(store.session(for: dropped[0].id) == nil)
        #expect(store.session(for: kept.id) === kept)
        clock.advance(by: .seconds(11))
        // Expired on lookup, even before a sweep.
        #expect(store.session(for: kept.id) == nil)
        #expect(store.count == 0)
    }

    @Test("100,000 sessions: each found again by its id, all swept when idle")
    func hundredThousand() {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 64, clock: { clock.now })
        let sessions = (0..<100_000).map { _ in store.makeSession() }
        #expect(store.count == 100_000)
        #expect(Set(sessions.map(\.id)).count == 100_000)
        var misses = 0
        for session in sessions where store.session(for: session.id) !== session { misses += 1 }
        #expect(misses == 0)
        clock.advance(by: .seconds(61))
        #expect(store.removeExpiredSessions() == 100_000)
        #expect(store.count == 0)
    }

    @Test("Ids are random and distinct, and parse back from their cookie form")
    func ids() {
        var seen = Set<SessionID>()
        for _ in 0..<1000 {
            let id = SessionID.random()
            #expect(SessionID(id.description) == id)
            #expect(id.description.count == 32)
            seen.insert(id)
        }
        #expect(seen.count == 1000)
        #expect(SessionID("0123456789ABCDEF0123456789abcdef")?.description == "0123456789abcdef0123456789abcdef")
        for bad in ["", "0123", "0123456789abcdef0123456789abcdeg", "0123456789abcdef0123456789abcdef0", " 123456789abcdef0123456789abcdef"] {
            #expect(SessionID(bad) == nil)
        }
    }

    @Test("Concurrent visitors each see only their own state")
    func isolation() throws {
        try servingPickers { port in
            let failures = NSLock()
            nonisolated(unsafe) var problems: [String] = []
            DispatchQueue.concurrentPerform(iterations: 24) { index in
                let browser = TestBrowser(port: port)
                let value = String(index % 10)
                do {
                    _ = try browser.get("/pickers")
                    let status = try browser.post("/pickers", form: [("first", value), ("second", value)]).status
                    let first = try browser.value(of: "first", at: "/pickers")
                    let second = try browser.value(of: "second", at: "/pickers")
                    if status != 303 || first != value || second != value {
                        failures.withLock { problems.append("visitor \(index): \(status) \(first ?? "-") \(second ?? "-")") }
                    }
                } catch {
                    failures.withLock { problems.append("visitor \(index): \(error)") }
                }
            }
            #expect(problems == [])
        }
    }
}
