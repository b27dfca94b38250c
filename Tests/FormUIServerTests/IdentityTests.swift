@_spi(Engine) import FormUI
import FormUIDatabases
@_spi(Engine) @testable import FormUIServer
@testable import gallery
import Foundation
import HTTPServer
import HTTPTypes
import Testing

/// Who is signed in: a page that signs its visitor in as whoever they type, with a draft of the
/// visitor's own beside it (their state, which signing in and out keeps).
struct AccountPage: View {
    @Environment(\.identity) private var identity
    @Environment(\.signIn) private var signIn
    @Environment(\.signOut) private var signOut
    @State private var username = ""
    @State private var draft = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
            TextField("Draft", text: $draft)
            Text("Signed in: \(identity?.id ?? "nobody")")
            Button("Sign in") { signIn(Identity(id: username, name: username.capitalized)) }
            Button("Sign out") { signOut() }
        }
    }
}

/// The session id in a browser's cookie.
private func sessionID(_ browser: TestBrowser) throws -> String {
    try #require(browser.cookie?.split(separator: "=").last.map(String.init))
}

private func signedIn(_ browser: TestBrowser) throws -> String? {
    let page = try browser.get("/account").text
    guard let range = page.range(of: "Signed in: ") else { return nil }
    return String(page[range.upperBound...].prefix { $0 != "<" })
}

/// Serves `/account` (``AccountPage``) with `configure`'s changes to the test configuration.
private func servingAccount<T>(_ configure: (inout FormAppConfiguration) -> Void = { _ in }, _ body: (Int) throws -> T) throws -> T {
    var configuration = testConfiguration()
    configure(&configuration)
    let app = try FormApp(configuration)
    app.page("/account", title: "Account") { AccountPage() }
    app.page("/eager", title: "Eager") { EagerSignIn() }
    app.page("/dice", title: "Dice") { RolledDie() }
    return try serving(app, body)
}

/// A page that tries to sign its visitor in as soon as it shows.
struct EagerSignIn: View {
    @Environment(\.identity) private var identity
    @Environment(\.signIn) private var signIn
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note", text: $note)
            Text("Signed in: \(identity?.id ?? "nobody")")
        }
        .onAppear { signIn(Identity(id: "mallory")) }
    }
}

/// A die rolled when the visitor first sees it: a first state the server keeps in a session of its own.
struct RolledDie: View {
    @State private var roll = Int.random(in: 1...1_000_000)
    var body: some View {
        Form { Text("You rolled \(roll)") }
    }
}

/// A store of an app's own: the memory store's sessions behind the protocol's default `commit`.
final class OwnStore: SessionStore {
    let inner = MemorySessionStore()
    func session(for id: SessionID) -> Session? { inner.session(for: id) }
    func makeSession() -> Session { inner.makeSession() }
    func removeExpiredSessions() -> Int { inner.removeExpiredSessions() }
    var count: Int { inner.count }
}

@Suite("Identity: signing in and out, lifetimes, proxies and hosts")
struct IdentityTests {
    /// Signs `browser` in as `name` (typing a draft first when given) and returns the ids before and after.
    func signIn(_ browser: TestBrowser, as name: String, draft: String? = nil) throws -> (before: String, after: String) {
        #expect(try browser.post("/account", form: [("username", name)] + (draft.map { [("draft", $0)] } ?? []) + [("_action", "_apply")]).status == 303)
        let before = try sessionID(browser)
        let answer = try browser.post("/account", form: [("_action", "sign-in")])
        #expect(answer.status == 303)
        #expect(answer.header("Set-Cookie") != nil, "the sign-in's answer carries the new id")
        return (before, try sessionID(browser))
    }

    func checkRotation(port: Int) throws {
        let visitor = TestBrowser(port: port)
        let (before, after) = try signIn(visitor, as: "ada", draft: "my draft")
        #expect(before != after, "signing in issues a new session id")
        #expect(try signedIn(visitor) == "ada")
        #expect(try visitor.value(of: "draft", at: "/account") == "my draft", "the visitor's state is kept")

        // The id from before the sign-in leads nowhere: a page of the defaults, and a post starts afresh.
        let thief = TestBrowser(port: port)
        thief.cookie = "formui_session=\(before)"
        #expect(try signedIn(thief) == "nobody")
        #expect(try thief.value(of: "draft", at: "/account") == "")
        #expect(try thief.post("/account", form: [("draft", "mine now"), ("_action", "_apply")]).status == 303)
        #expect(try sessionID(thief) != before && sessionID(thief) != after, "a post with a dead id gets a session of its own")
        #expect(try signedIn(thief) == "nobody")
        #expect(try visitor.value(of: "draft", at: "/account") == "my draft")

        // Signing out: another new id, the state still kept, and the signed-in id dead too.
        let answer = try visitor.post("/account", form: [("_action", "sign-out")])
        #expect(answer.status == 303 && answer.header("Set-Cookie") != nil)
        let signedOut = try sessionID(visitor)
        #expect(signedOut != after && signedOut != before)
        #expect(try signedIn(visitor) == "nobody")
        #expect(try visitor.value(of: "draft", at: "/account") == "my draft")
        let stale = TestBrowser(port: port)
        stale.cookie = "formui_session=\(after)"
        #expect(try signedIn(stale) == "nobody")

        // A post that does not sign in or out keeps the id.
        #expect(try visitor.post("/account", form: [("draft", "edited"), ("_action", "_apply")]).header("Set-Cookie") == nil)
        #expect(try sessionID(visitor) == signedOut)
    }

    @Test("In memory: signing in and out issue new session ids, keep the visitor's state, and the old ids lead nowhere")
    func rotationInMemory() throws {
        try servingAccount { port throws in try checkRotation(port: port) }
    }

    @Test("In SQLite: the same, in one write per sign-in; across a restart the new id is signed in and the old one is not")
    func rotationInSQLite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        try servingAccount({ $0.sessionStore = try! SQLiteSessionStore(path: path, logger: quietLogger) }) { port throws in
            try checkRotation(port: port)
        }
        // A restart: a new store on the same file.
        var ids: (before: String, after: String) = ("", "")
        try servingAccount({ $0.sessionStore = try! SQLiteSessionStore(path: path, logger: quietLogger) }) { port throws in
            ids = try signIn(TestBrowser(port: port), as: "grace", draft: "kept")
        }
        try servingAccount({ $0.sessionStore = try! SQLiteSessionStore(path: path, logger: quietLogger) }) { port throws in
            let visitor = TestBrowser(port: port)
            visitor.cookie = "formui_session=\(ids.after)"
            #expect(try signedIn(visitor) == "grace")
            #expect(try visitor.value(of: "draft", at: "/account") == "kept")
            let thief = TestBrowser(port: port)
            thief.cookie = "formui_session=\(ids.before)"
            #expect(try signedIn(thief) == "nobody")
        }
        // No row is left under the old key: the sign-in moved it.
        let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 2000)
        var keys: [[UInt8]] = []
        try database.run("SELECT id_hash FROM formui_sessions") { row in keys.append(row.blob(0)) }
        #expect(!keys.contains(SharedSessions.hash(try #require(SessionID(ids.before)))))
        #expect(keys.contains(SharedSessions.hash(try #require(SessionID(ids.after)))))
    }

    // MARK: Lifetime

    @Test("In memory a session ends its lifetime after it was issued, however much it is used; a sign-in issues it again")
    func lifetimeInMemory() throws {
        let clock = ManualClock()
        let store = MemorySessionStore(timeToLive: .seconds(3600), lifetime: .seconds(3 * 3600), stripeCount: 4, clock: { clock.now })
        let session = store.makeSession()
        for _ in 0..<5 {
            clock.advance(by: .seconds(1800))
            #expect(store.session(for: session.id) != nil, "used every half hour, within its lifetime")
        }
        // 2.5 hours old; a sign-in now issues a new id, whose lifetime starts again.
        let committed = try store.commit(session) { pages in
            let state = session.makePageState()
            pages["/account"] = state
            state.sessionValues.signedIn = Identity(id: "ada")
        }
        #expect(committed.isRenewed && committed.session.id != session.id)
        #expect(store.session(for: session.id) == nil)
        clock.advance(by: .seconds(1800))
        #expect(store.session(for: committed.session.id) != nil, "3 hours after the first id, 30 minutes after the new one")
        for _ in 0..<6 { clock.advance(by: .seconds(1800)); _ = store.session(for: committed.session.id) }
        #expect(store.session(for: committed.session.id) == nil, "past its lifetime, however busy")
    }

    @Test("In SQLite a session ends its lifetime after it was issued; the sweep removes it; a version 1 file is migrated")
    func lifetimeInSQLite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let clock = WallClock()
        let store = try SQLiteSessionStore(
            path: path, timeToLive: .seconds(3600), lifetime: .seconds(3 * 3600), maximumStoredBytes: 1 << 20, busyTimeout: .seconds(2),
            maximumCached: 100, logger: quietLogger, clock: { clock.now })
        let session = store.makeSession()
        _ = try store.commit(session) { pages in pages["/a"] = session.makePageState() }
        for _ in 0..<5 {
            clock.advance(seconds: 1800)
            #expect(store.session(for: session.id) != nil)
        }
        clock.advance(seconds: 1900)
        #expect(store.removeExpiredSessions() == 1, "used a minute ago, but issued more than three hours ago")
        #expect(store.session(for: session.id) == nil)

        // A file of schema version 1 (no issue times): its sessions count their lifetime from their last use.
        let old = directory.path("old.sqlite")
        let database = try SQLiteDatabase(path: old, busyTimeoutMilliseconds: 2000)
        let id = SessionID.random()
        let bytes = try SessionSnapshot.encode(pages: [:], sharedValues: SessionValues())
        try database.execute("""
            CREATE TABLE formui_schema (version INTEGER NOT NULL);
            INSERT INTO formui_schema (version) VALUES (1);
            CREATE TABLE formui_sessions (id_hash BLOB PRIMARY KEY NOT NULL, version INTEGER NOT NULL, last_access INTEGER NOT NULL, state BLOB NOT NULL) WITHOUT ROWID;
            CREATE INDEX formui_sessions_last_access ON formui_sessions (last_access);
            """)
        try database.run(
            "INSERT INTO formui_sessions (id_hash, version, last_access, state) VALUES (?1, 1, ?2, ?3)",
            [.blob(SharedSessions.hash(id)), .integer(clock.now), .blob(bytes)])
        let migrated = try SQLiteSessionStore(
            path: old, timeToLive: .seconds(3600), lifetime: .seconds(3 * 3600), maximumStoredBytes: 1 << 20, busyTimeout: .seconds(2),
            maximumCached: 100, logger: quietLogger, clock: { clock.now })
        #expect(migrated.session(for: id) != nil)
        var version: Int64 = 0
        try database.run("SELECT version FROM formui_schema") { row in version = row.integer(0) }
        #expect(version == SQLiteSessionStore.schemaVersion)
        var issued: Int64 = 0
        try database.run("SELECT issued_at FROM formui_sessions") { row in issued = row.integer(0) }
        #expect(issued == clock.now)
    }

    @Test("--session-lifetime and --identity-header are read and checked")
    func settings() throws {
        let settings = try AppSettings(arguments: ["--session-lifetime", "12h", "--identity-header", "X-Forwarded-User", "--trusted-proxies", "10.0.0.1"])
        #expect(settings.sessionLifetime == .seconds(12 * 3600))
        #expect(settings.identityHeader == "X-Forwarded-User")
        #expect(try AppSettings(arguments: ["--session-lifetime", "7d"]).sessionLifetime == .seconds(7 * 86400))
        #expect(throws: AppSettings.Problem.self) { try AppSettings(arguments: ["--session-lifetime", "forever"]) }
        #expect(throws: AppSettings.Problem.self) { try AppSettings(arguments: ["--identity-header", "X Forwarded User"]) }
        var configuration = testConfiguration()
        configuration.identityHeader = "X-Forwarded-User"
        #expect { try FormApp(configuration) } throws: { "\($0)".contains("only from trusted proxies") }
    }

    // MARK: Identity from outside

    @Test("A trusted proxy's header names who is signed in; from anyone else it is ignored; a session is one person's")
    func proxyHeader() throws {
        let header = "X-Forwarded-User"
        try servingAccount({ $0.trustedProxies = ["127.0.0.1", "::1"]; $0.identityHeader = header }) { port throws in
            let ada = TestBrowser(port: port)
            #expect(try ada.get("/account", headers: [(header, "ada@example.com")]).text.contains("Signed in: ada@example.com"))
            #expect(try ada.post("/account", form: [("draft", "ada-draft"), ("_action", "_apply")], headers: [(header, "ada@example.com")]).status == 303)
            #expect(try ada.get("/account", headers: [(header, "ada@example.com")]).text.contains("value=\"ada-draft\""))
            let adaCookie = try #require(ada.cookie)

            // Another person arriving with Ada's cookie (a shared computer) does not get her session.
            let grace = TestBrowser(port: port)
            grace.cookie = adaCookie
            let page = try grace.get("/account", headers: [(header, "grace@example.com")]).text
            #expect(page.contains("Signed in: grace@example.com") && !page.contains("ada-draft"))
            let post = try grace.post("/account", form: [("draft", "grace-draft"), ("_action", "_apply")], headers: [(header, "grace@example.com")])
            #expect(post.status == 303 && grace.cookie != adaCookie, "her first post starts her own session")
            #expect(try ada.get("/account", headers: [(header, "ada@example.com")]).text.contains("ada-draft"))
            // No header: nobody, and Ada's session is not handed to an anonymous request either.
            #expect(try ada.get("/account").text.contains("Signed in: nobody"))
        }
        // The same header from a peer that is not a trusted proxy names nobody.
        try servingAccount({ $0.trustedProxies = ["10.0.0.1"]; $0.identityHeader = header }) { port throws in
            #expect(try TestBrowser(port: port).get("/account", headers: [(header, "ada@example.com")]).text.contains("Signed in: nobody"))
        }
    }

    @Test("A host server hands its signed-in person to the responder: views read it, and their posts start their own session")
    func hostIdentity() throws {
        var configuration = testConfiguration()
        configuration.sessionCookieName = "formui_session"
        let app = try FormApp(configuration)
        app.page("/account", title: "Account") { AccountPage() }
        let responder = app.responder
        func request(_ method: HTTPRequest.Method, _ body: String = "", cookie: String? = nil) -> HTTPServerRequest {
            var head = HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: "/account")
            if method == .post { head.headerFields[.contentType] = "application/x-www-form-urlencoded" }
            if let cookie { head.headerFields[.cookie] = cookie }
            return HTTPServerRequest(head: head, body: Array(body.utf8), remoteAddress: "127.0.0.1:5000")
        }
        let shown = responder.respond(to: request(.get), signedIn: Identity(id: "u-17", name: "Kim"))
        #expect(String(decoding: shown.body, as: UTF8.self).contains("Signed in: u-17"))
        let posted = responder.respond(to: request(.post, "draft=hers&_action=_apply"), signedIn: Identity(id: "u-17", name: "Kim"))
        #expect(posted.head.status == .seeOther)
        let cookie = try #require(posted.head.headerFields[.setCookie]?.split(separator: ";").first.map(String.init))
        let again = responder.respond(to: request(.get, cookie: cookie), signedIn: Identity(id: "u-17"))
        #expect(String(decoding: again.body, as: UTF8.self).contains("value=\"hers\""))
        let someoneElse = responder.respond(to: request(.get, cookie: cookie), signedIn: Identity(id: "u-18"))
        #expect(!String(decoding: someoneElse.body, as: UTF8.self).contains("value=\"hers\""))
    }

    @Test("A request still holding a session renewed under it changes nothing: its post is refused, and the old id stays dead")
    func retiredSessions() throws {
        func check(_ store: any SessionStore) throws {
            let session = store.makeSession()
            _ = try store.commit(session) { pages in pages["/a"] = session.makePageState() }
            let renewed = try store.commit(session) { pages in pages["/a"]!.sessionValues.signedIn = Identity(id: "ada") }
            #expect(renewed.isRenewed && renewed.session.id != session.id)
            // A second tab's post, which looked the session up before the sign-in.
            #expect(throws: SessionStoreError.self) { try store.commit(session) { pages in pages["/b"] = session.makePageState() } }
            #expect(store.session(for: session.id).map { $0.pageCount } ?? 0 == 0, "the old id leads to nothing")
            #expect(store.session(for: renewed.session.id)?.pageCount == 1)
        }
        try check(MemorySessionStore())
        let directory = try TemporaryDirectory()
        try check(SQLiteSessionStore(path: directory.path("sessions.sqlite"), logger: quietLogger))
        // A store of an app's own, with the default commit: renewed through makeSession().
        try check(OwnStore())
    }

    @Test("Signing in while a page is only shown (.onAppear) does nothing: only a post answers with a new cookie")
    func signInOnlyInAPost() throws {
        try servingAccount { port throws in
            let visitor = TestBrowser(port: port)
            let page = try visitor.get("/eager")
            #expect(page.text.contains("Signed in: nobody"))
            #expect(try visitor.post("/eager", form: [("_action", "_apply")]).status == 303)
            #expect(try visitor.get("/eager").text.contains("Signed in: nobody"))
        }
    }

    @Test("Under a proxy, a session a first showing starts is the person's: their next showing finds it")
    func proxyFirstShowing() throws {
        let header = "X-Forwarded-User"
        try servingAccount({ $0.trustedProxies = ["127.0.0.1", "::1"]; $0.identityHeader = header }) { port throws in
            let visitor = TestBrowser(port: port)
            let first = try visitor.get("/dice", headers: [(header, "ada")]).text
            #expect(visitor.cookie != nil, "a roll to keep starts a session")
            let cookie = visitor.cookie
            let again = try visitor.get("/dice", headers: [(header, "ada")]).text
            #expect(again == first && visitor.cookie == cookie, "the same roll, from the same session")
            // The header twice names nobody, and nobody's request does not get Ada's session.
            let twice = try visitor.get("/account", headers: [(header, "ada"), (header, "grace")]).text
            #expect(twice.contains("Signed in: nobody"))
        }
    }

    // MARK: The gallery's sign-in

    @Test("The gallery's sign-in: a wrong password is refused without saying which part; notes are each person's on any browser")
    func gallerySignIn() throws {
        let app = try GalleryApp.make(testConfiguration(), examples: GalleryApp.allExamples.filter { $0.path == "/apps/sign-in" })
        try serving(app) { port throws in
            func signIn(_ username: String, _ password: String) throws -> TestBrowser {
                let browser = TestBrowser(port: port)
                #expect(try browser.post("/apps/sign-in", form: [("username", username), ("password", password), ("_action", "sign-in")]).status == 303)
                return browser
            }
            let wrong = try signIn("ada", "difference engine").get("/apps/sign-in").text
            let unknown = try signIn("charles", "difference engine").get("/apps/sign-in").text
            #expect(wrong.contains("do not match an account") && unknown.contains("do not match an account"))
            #expect(!wrong.contains("difference engine"), "a password is never echoed")

            let ada = try signIn("ada", "analytical engine")
            #expect(try ada.get("/apps/sign-in").text.contains("Ada Lovelace"))
            let note = "Gears \(UUID().uuidString.prefix(6))"
            #expect(try ada.post("/apps/sign-in", form: [("new-note", note), ("_action", "add-note")]).status == 303)
            // Ada on another browser sees her note; Grace does not; nor does a visitor nobody signed in.
            #expect(try signIn("ADA ", "analytical engine").get("/apps/sign-in").text.contains(note))
            let grace = try signIn("grace", "first compiler").get("/apps/sign-in").text
            #expect(grace.contains("Grace Hopper") && !grace.contains(note))
            #expect(try !TestBrowser(port: port).get("/apps/sign-in").text.contains(note))
        }
    }

    // MARK: Password hashes

    @Test("Password hashes: scrypt with a salt of their own, checked in constant time; another implementation's hash checks")
    func passwordHashes() throws {
        let hash = try PasswordHash.make(for: "correct horse")
        #expect(hash.hasPrefix("$scrypt$ln=15,r=8,p=3$"))
        #expect(PasswordHash.verify("correct horse", against: hash))
        #expect(!PasswordHash.verify("correct horsf", against: hash))
        #expect(!PasswordHash.verify("", against: hash))
        #expect(try PasswordHash.make(for: "correct horse") != hash, "each hash has its own salt")
        #expect(throws: PasswordHash.Failure.self) { try PasswordHash.make(for: "") }
        // Made by Python's hashlib.scrypt (OpenSSL underneath, but another caller): the gallery's accounts.
        #expect(PasswordHash.verify("analytical engine", against: ExampleAccount.named("ada")!.passwordHash))
        #expect(PasswordHash.verify("first compiler", against: ExampleAccount.named("grace")!.passwordHash))
        #expect(!PasswordHash.verify("analytical engine", against: ExampleAccount.named("grace")!.passwordHash))
        // Not a hash of ours, or one asking for too much: false, at once.
        for text in ["", "plain", "$scrypt$ln=15,r=8,p=3$$", "$bcrypt$x$y$z", "$scrypt$ln=40,r=8,p=1$c2FsdA$aGFzaA", "$scrypt$ln=15,r=8$c2FsdA$aGFzaA",
                     "$scrypt$ln=20,r=8,p=16$c2FsdA$aGFzaA"] {
            #expect(!PasswordHash.verify("x", against: text), "\(text)")
        }
    }
}
