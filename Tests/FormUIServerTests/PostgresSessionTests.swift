import Foundation
import Testing
@testable import FormUIServer
#if canImport(Glibc)
import Glibc
#endif

@Suite(
    "Sessions in PostgreSQL, shared by gallery processes",
    .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
)
struct PostgresSessionTests {
    @Test("Two instances on one database: a post on one is seen on the other; 300 overlapping posts lose nothing; kill -9 loses nothing acknowledged")
    func twoInstances() throws {
        let server = try PostgresServer()
        let galleries = [try GalleryProcess(sessions: server.url, unlimited: true), try GalleryProcess(sessions: server.url, unlimited: true)]
        let browser = TestBrowser(port: galleries[0].port)
        #expect(try browser.post("/secure-field/login", form: [("username", "shared")]).status == 303)
        let cookie = try #require(browser.cookie)
        let other = TestBrowser(port: galleries[1].port)
        other.cookie = cookie
        #expect(try other.value(of: "username", at: "/secure-field/login") == "shared")

        let presses = 150
        let ports = galleries.map(\.port)
        let failures = pressBothCountersAcross(ports: ports, cookie: cookie, presses: presses)
        #expect(failures.isEmpty, "\(failures)")
        for port in ports {
            let reader = TestBrowser(port: port)
            reader.cookie = cookie
            #expect(try signIns(reader, at: counterPages[0]) == presses)
            #expect(try signIns(reader, at: counterPages[1]) == presses)
        }

        // kill -9 of one instance right after its 303: the other has the change.
        #expect(try browser.post("/button/text-label", form: [("_action", "sign-in")]).status == 303)
        galleries[0].stop(with: SIGKILL)
        #expect(try signIns(other, at: counterPages[0]) == presses + 1)
        galleries[1].stop()
    }

    @Test("kill -9 of an instance under load: every post it acknowledged is stored, and the other instance shows it")
    func killUnderLoad() throws {
        let server = try PostgresServer()
        let galleries = [try GalleryProcess(sessions: server.url, unlimited: true), try GalleryProcess(sessions: server.url, unlimited: true)]
        let start = TestBrowser(port: galleries[0].port)
        #expect(try start.post(counterPages[0], form: [("_action", "sign-in")]).status == 303)
        let cookie = try #require(start.cookie)

        // Four clients press the counter on the first instance as fast as it answers, counting its 303s,
        // until it is gone.
        let acknowledged = AcknowledgedPosts()
        let clients = 4, pressesEach = 400
        let port = galleries[0].port
        let done = DispatchGroup()
        for _ in 0..<clients {
            done.enter()
            Thread.detachNewThread {
                defer { done.leave() }
                for _ in 0..<pressesEach {
                    let client = HTTPTestClient(port: port)
                    guard let response = try? client.post(counterPages[0], form: [("_action", "sign-in")], headers: [("Cookie", cookie)]) else { return }
                    if response.status == 303 { acknowledged.add() }
                }
            }
        }
        waitUntil(timeout: 30, every: 0.01) { acknowledged.count >= 40 }
        galleries[0].stop(with: SIGKILL)
        done.wait()
        let answered = acknowledged.count
        #expect(answered >= 40 && answered < clients * pressesEach, "killed under load: \(answered) posts acknowledged")

        // Every acknowledged press is there; at most one more per client (stored, killed before its 303).
        let other = TestBrowser(port: galleries[1].port)
        other.cookie = cookie
        let stored = try #require(try signIns(other, at: counterPages[0]))
        #expect(stored >= 1 + answered && stored <= 1 + answered + clients, "\(stored) stored, \(answered) acknowledged")
        galleries[1].stop()
    }

    @Test("With the database stopped, posts answer 503 and nothing crashes; when it is back, the server heals by itself")
    func databaseDown() throws {
        let server = try PostgresServer()
        let gallery = try GalleryProcess(sessions: server.url)
        let browser = TestBrowser(port: gallery.port)
        #expect(try browser.post("/secure-field/login", form: [("username", "before")]).status == 303)
        #expect(try browser.get("/readyz").status == 200)

        try server.stop()
        let refused = try browser.post("/secure-field/login", form: [("username", "during")])
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "5")
        #expect(refused.text.contains("not saved"), "\(refused.text)")
        #expect(try browser.get("/secure-field/login").status == 200)
        #expect(try browser.value(of: "username", at: "/secure-field/login") == "before")
        #expect(try browser.get("/readyz").status == 503)
        #expect(try browser.get("/healthz").status == 200)
        #expect(gallery.process.isRunning)

        try server.start()
        #expect(try browser.get("/readyz").status == 200)
        #expect(try browser.post("/secure-field/login", form: [("username", "after")]).status == 303)
        #expect(try browser.value(of: "username", at: "/secure-field/login") == "after")
        gallery.stop()
        #expect(gallery.process.terminationStatus == 0, "\(gallery.log.text)")
    }

    @Test("Signing in on one instance moves the session to a new id in one write: the other instance knows the new id, not the old; a schema 1 database is migrated")
    func signInAcrossInstances() throws {
        let server = try PostgresServer()
        // A database prepared by schema version 1, with a session in it, as an earlier FormUI left it.
        try server.psql("""
            CREATE TABLE formui_schema (version bigint NOT NULL);
            INSERT INTO formui_schema (version) VALUES (1);
            CREATE TABLE formui_sessions (id_hash bytea PRIMARY KEY, version bigint NOT NULL, last_access bigint NOT NULL, state bytea NOT NULL);
            CREATE INDEX formui_sessions_last_access ON formui_sessions (last_access);
            INSERT INTO formui_sessions VALUES ('\\x00', 1, 0, '\\x00');
            """)
        let galleries = [try GalleryProcess(sessions: server.url), try GalleryProcess(sessions: server.url)]
        #expect(try server.psql("SELECT version FROM formui_schema") == "2")
        #expect(try server.psql("SELECT issued_at FROM formui_sessions WHERE id_hash = '\\x00'") == "0", "issued at its last use")

        let ada = TestBrowser(port: galleries[0].port)
        #expect(try ada.post("/apps/sign-in", form: [("username", "ada"), ("password", "wrong")]).status == 303)
        let before = try #require(ada.cookie)
        #expect(try ada.post("/apps/sign-in", form: [("password", "analytical engine"), ("_action", "sign-in")]).status == 303)
        let after = try #require(ada.cookie)
        #expect(after != before)

        let other = TestBrowser(port: galleries[1].port)
        other.cookie = after
        #expect(try other.get("/apps/sign-in").text.contains("Ada Lovelace"))
        let thief = TestBrowser(port: galleries[1].port)
        thief.cookie = before
        let page = try thief.get("/apps/sign-in").text
        #expect(!page.contains("Ada Lovelace") && !page.contains("value=\"ada\""), "the id from before the sign-in leads nowhere")
        #expect(try server.psql("SELECT count(*) FROM formui_sessions WHERE id_hash <> '\\x00'") == "1", "Ada's row only: none left under her old id")
        for gallery in galleries { gallery.stop() }
    }
}

/// How many posts got their 303, counted by several client threads.
private final class AcknowledgedPosts: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
