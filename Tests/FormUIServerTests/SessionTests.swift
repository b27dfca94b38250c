import Foundation
@testable import FormUIServer
import SwiftUI
import Testing

@Suite("Sessions over HTTP")
struct SessionHTTPTests {
    @Test("A visitor's first post gets a session cookie: 128 random bits, HttpOnly, SameSite=Lax, Path=/, not Secure on plain HTTP")
    func sessionCookieFlags() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            #expect(try client.get("/pickers").header("Set-Cookie") == nil)
            let first = try client.post("/pickers", form: [("first", "1")])
            #expect(first.status == 303)
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
            let second = try client.post("/pickers", form: [("first", "2")])
            #expect(second.header("Set-Cookie") != setCookie)
            let again = try client.get("/pickers", headers: [("Cookie", "other=1; \(attributes[0])")])
            #expect(again.status == 200)
            #expect(again.header("Set-Cookie") == nil)
            #expect(BrowserForm(html: again.text)["first"] == "1")
            let post = try client.post("/pickers", form: [("first", "3")], headers: [("Cookie", attributes[0])])
            #expect(post.status == 303)
            #expect(post.header("Set-Cookie") == nil)
        }
    }

    @Test("An unknown or malformed cookie: GET shows the defaults without a cookie, a post starts a new session")
    func unknownCookie() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            for cookie in ["formui_session=0123456789abcdef0123456789abcdef", "formui_session=../../etc", "formui_session="] {
                let response = try client.get("/pickers", headers: [("Cookie", cookie)])
                #expect(response.status == 200)
                #expect(response.header("Set-Cookie") == nil)
                let post = try client.post("/pickers", form: [("first", "4")], headers: [("Cookie", cookie)])
                #expect(post.status == 303)
                let setCookie = try #require(post.header("Set-Cookie"))
                #expect(!setCookie.hasPrefix(cookie + ";"))
            }
        }
    }

    @Test("Cookieless GETs and HEADs, HTML or JSON, store no session and set no cookie")
    func lookingStoresNothing() throws {
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { 1 })
        try servingPickers({ $0.sessionStore = store }) { port in
            let client = HTTPTestClient(port: port)
            for target in ["/pickers", "/pickers?format=json", "/pickers?choose=first", "/segments"] {
                for method in ["GET", "HEAD"] {
                    let response = try client.request(method, target)
                    #expect(response.status == 200, "\(method) \(target)")
                    #expect(response.header("Set-Cookie") == nil, "\(method) \(target)")
                }
            }
            #expect(store.count == 0)
        }
        // Many more, without sockets: still nothing stored.
        var configuration = testConfiguration()
        configuration.sessionStore = store
        let app = try FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        for _ in 0..<2_000 {
            let head = HTTPRequest(method: .get, scheme: "http", authority: "example.com", path: "/pickers")
            let response = app.responder.respond(to: HTTPServerRequest(head: head, isSecure: false))
            #expect(response.head.status == .ok)
            #expect(response.head.headerFields[.setCookie] == nil)
        }
        #expect(store.count == 0)
    }

    @Test("A first-time visitor posting the whole form from the page they got (revision 0) changes what they changed")
    func firstPostWithoutSession() throws {
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { 1 })
        var configuration = testConfiguration()
        configuration.sessionStore = store
        let app = try FormApp(configuration)
        app.page("/locked", title: "Locked") { LockedChoice() }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let page = try browser.get("/locked")
            #expect(browser.cookie == nil)
            var form = BrowserForm(html: page.text)
            #expect(form["_revision"] == "0")
            #expect(form["size"] == "medium")
            #expect(form["plan"] == "basic")
            form["size"] = "large"
            // A program posting back every value the page showed, the disabled one included: against
            // revision 0's baseline the disabled field is unchanged and passes; only the size is applied.
            let response = try browser.post("/locked", form: form.fields + [("_action", "_apply")])
            #expect(response.status == 303, "\(response.text.prefix(300))")
            #expect(browser.cookie != nil)
            #expect(store.count == 1)
            let after = BrowserForm(html: try browser.get("/locked").text)
            #expect(after["size"] == "large")
            #expect(after["_revision"] == "1")

            // JSON too, for another first-time visitor.
            let json = try HTTPTestClient(port: port).request(
                "POST", "/locked", headers: [("Content-Type", "application/json")],
                body: Array(#"{"_revision": 0, "plan": "basic", "size": "small"}"#.utf8))
            #expect(json.status == 200, "\(json.text.prefix(300))")
            #expect(json.header("Set-Cookie") != nil)
            #expect(store.count == 2)
        }
    }

    @Test("A page whose first state is made at random: the cookieless GET keeps what it showed in a new session, and the first post is judged against it")
    func randomFirstStateIsKept() throws {
        try randomFirstState(in: MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { 1 }))
        // A store outside the process keeps the first state with the session; the rows (not Codable) are
        // left out of it, and the page works as it did before first states were kept.
        let directory = try TemporaryDirectory()
        try randomFirstState(in: try SQLiteSessionStore(path: directory.path("sessions.sqlite"), logger: quietLogger), rowsKept: false)
    }

    private func randomFirstState(in store: some SessionStore, rowsKept: Bool = true) throws {
        var configuration = testConfiguration()
        configuration.sessionStore = store
        let app = try FormApp(configuration)
        app.page("/guess", title: "Guess") { GuessTheNumber() }
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let page = try browser.get("/guess")
            #expect(browser.cookie != nil, "the state the visitor saw is kept")
            #expect(store.count == 1)
            let target = try #require(page.text.firstMatch(of: /Target (\d+)/)?.1)
            let rows = page.text.matches(of: /Row ([0-9A-F-]{36})/).map { String($0.1) }
            #expect(rows.count == 2)
            var form = BrowserForm(html: page.text)
            form["guess"] = String(target)
            let action = try #require(page.text.firstMatch(of: /name="_action" value="([^"]+)"[^>]*><span class="text">Guess it/)?.1).description
            let response = try browser.post("/guess", form: form.fields + [("_action", action)])
            #expect(response.status == 303, "\(response.text.prefix(400))")
            let after = try browser.get("/guess").text
            #expect(after.contains("Right: \(target)"), "the guess is judged against the target the visitor was shown")
            if rowsKept {
                #expect(after.matches(of: /Row ([0-9A-F-]{36})/).map { String($0.1) } == rows, "rows keep the ids they were shown with")
            }

            // A page whose first state is the same every time still costs nothing that outlives the request.
            let other = HTTPTestClient(port: port)
            #expect(try other.get("/pickers").header("Set-Cookie") == nil)
            #expect(store.count == 1)
        }
    }

    @Test("A session idle past its time-to-live is gone: the page shows the defaults, and a post starts a new one")
    func expiryAfterTTL() throws {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { clock.now })
        try servingPickers({ $0.sessionStore = store }) { port in
            let browser = TestBrowser(port: port)
            _ = try browser.get("/pickers")
            #expect(browser.cookie == nil)
            #expect(try browser.post("/pickers", form: [("first", "5")]).status == 303)
            let original = try #require(browser.cookie)
            #expect(try browser.value(of: "first", at: "/pickers") == "5")

            // Used within the time-to-live: still there (each request renews it).
            clock.advance(by: .seconds(50))
            #expect(try browser.value(of: "first", at: "/pickers") == "5")
            clock.advance(by: .seconds(50))
            #expect(try browser.value(of: "first", at: "/pickers") == "5")
            #expect(browser.cookie == original)

            clock.advance(by: .seconds(61))
            let response = try browser.get("/pickers")
            #expect(response.header("Set-Cookie") == nil)
            #expect(BrowserForm(html: response.text)["first"] == "0")
            #expect(store.count == 0)
            #expect(try browser.post("/pickers", form: [("second", "2")]).status == 303)
            #expect(browser.cookie != original)
            #expect(try browser.value(of: "first", at: "/pickers") == "0")
            #expect(try browser.value(of: "second", at: "/pickers") == "2")
        }
    }

    @Test("A running app sweeps idle sessions out of the store by itself")
    func periodicSweep() throws {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), stripeCount: 4, clock: { clock.now })
        // A tiny configured TTL makes the sweep run every 50 ms; the store's own clock decides what is idle.
        try servingPickers({ $0.sessionStore = store; $0.sessionTTL = .milliseconds(100) }) { port in
            for _ in 0..<5 {
                let response = try HTTPTestClient(port: port).post("/pickers", form: [("first", "1")])
                #expect(response.status == 303)
            }
            #expect(store.count == 5)
            clock.advance(by: .seconds(61))
            // Wait for the sweep (bounded: 10 seconds), without looking sessions up (that would expire them too).
            waitUntil(timeout: 10) { store.count == 0 }
            #expect(store.count == 0)
        }
    }

    @Test("With the real clock and a tiny time-to-live, an idle session expires")
    func expiryWithRealClock() throws {
        try servingPickers({ $0.sessionTTL = .milliseconds(100) }) { port in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/pickers", form: [("first", "5")]).status == 303)
            let original = try #require(browser.cookie)
            Thread.sleep(forTimeInterval: 0.4)  // the point: real time passes the 100 ms time-to-live
            #expect(try browser.value(of: "first", at: "/pickers") == "0")
            #expect(try browser.post("/pickers", form: [("first", "6")]).status == 303)
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

    @Test("Past its maximum, a new session replaces the least recently used; a used one gets a second chance")
    func maximumCount() {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), maximumCount: 8, stripeCount: 1, clock: { clock.now })
        #expect(store.maximumCount == 8)
        let sessions = (0..<8).map { _ in store.makeSession() }
        #expect(store.count == 8)
        for session in sessions[0..<4] { #expect(store.session(for: session.id) === session) }
        let newcomer = store.makeSession()
        #expect(store.count == 8)
        // The oldest that was not used since is the one that went.
        #expect(store.session(for: sessions[4].id) == nil)
        for session in sessions[0..<4] + sessions[5...] + [newcomer] {
            #expect(store.session(for: session.id) === session)
        }
        // Many more: never over the maximum.
        for _ in 0..<100 { _ = store.makeSession() }
        #expect(store.count == 8)
    }

    @Test("Striped, the maximum holds in total; a session in use survives a flood of new ones")
    func maximumCountStriped() {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(60), maximumCount: 1_000, stripeCount: 8, clock: { clock.now })
        let kept = store.makeSession()
        var keptAll = true
        for index in 0..<20_000 {
            _ = store.makeSession()
            if index % 10 == 0 { keptAll = keptAll && store.session(for: kept.id) === kept }
        }
        #expect(store.count == 1_000)
        #expect(keptAll)
        #expect(store.session(for: kept.id) === kept)
        // The eviction queue stays proportional to what is held (it saw 20,000 sessions).
        #expect(store.queuedCount <= 5 * 1_000)

        // Fewer sessions allowed than stripes: the stripes shrink, the maximum still holds.
        let tiny = MemorySessionStore(timeToLive: .seconds(60), maximumCount: 3, stripeCount: 64, clock: { clock.now })
        for _ in 0..<50 { _ = tiny.makeSession() }
        #expect(tiny.count <= 3)
    }

    @Test("Sessions removed by expiry do not pile up in the eviction queue")
    func queueStaysSmall() {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(1), maximumCount: 100, stripeCount: 4, clock: { clock.now })
        for _ in 0..<5_000 {
            let session = store.makeSession()
            clock.advance(by: .seconds(2))
            #expect(store.session(for: session.id) == nil)  // expired on lookup, without a sweep
        }
        #expect(store.count == 0)
        #expect(store.queuedCount <= 4 * 40)
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

@Suite("Session limits over HTTP")
struct SessionLimitTests {
    @Test("A flood of cookieless posts keeps at most maximumSessionCount sessions")
    func floodOfPosts() throws {
        var configuration = testConfiguration()
        configuration.maximumSessionCount = 5
        configuration.rateLimits = .unlimited  // one client flooding: the store's cap is what is checked
        let app = try FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            for _ in 0..<100 {
                let response = try client.post("/pickers", form: [("first", "1")])
                #expect(response.status == 303)
                #expect(response.header("Set-Cookie") != nil)
            }
            #expect(app.sessions.count == 5)
        }
    }
}

/// A disabled picker beside an enabled one: posting the disabled one's shown value back is no change.
struct LockedChoice: View {
    @State private var plan = "basic"
    @State private var size = "medium"

    var body: some View {
        Form {
            Picker("Plan", selection: $plan) {
                Text("Basic").tag("basic")
                Text("Pro").tag("pro")
            }
            .disabled(true)
            Picker("Size", selection: $size) {
                Text("Small").tag("small")
                Text("Medium").tag("medium")
                Text("Large").tag("large")
            }
        }
    }
}

/// A game whose target and rows are made at random when its state is first made.
private struct GuessTheNumber: View {
    struct Row: Identifiable {
        let id = UUID()
        var name: String
    }

    @State private var target = Int.random(in: 1...1_000_000)
    @State private var rows = [Row(name: "One"), Row(name: "Two")]
    @State private var guess = ""
    @State private var verdict = ""

    var body: some View {
        Form {
            Text("Target \(target)")
            ForEach(rows) { row in
                Text("Row \(row.id.uuidString)")
            }
            TextField("Guess", text: $guess)
            Button("Guess it") { verdict = Int(guess) == target ? "Right: \(target)" : "Wrong" }
            Text(verdict)
        }
    }
}
