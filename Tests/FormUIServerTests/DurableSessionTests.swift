import Foundation
import Testing
import FormUIDatabases
@testable import FormUIServer
#if canImport(Glibc)
import Glibc
#endif

/// The gallery's counter pages: each press of “Sign In” counts one (here and in the PostgreSQL tests).
func signIns(_ browser: TestBrowser, at path: String) throws -> Int? {
    let text = try browser.get(path).text
    guard let range = text.range(of: "signIn() ran ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
}

@Suite("Sessions that survive restarts (gallery processes on one SQLite file)")
struct DurableSessionTests {
    @Test("After SIGTERM and a restart, the visitor's changes are there")
    func restartAfterTerminate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let first = try GalleryProcess(sessions: "sqlite:" + path)
        let browser = TestBrowser(port: first.port)
        #expect(try browser.post("/secure-field/login", form: [("username", "ada")]).status == 303)
        for _ in 0..<3 {
            #expect(try browser.post("/button/text-label", form: [("_action", "sign-in")]).status == 303)
        }
        first.stop()
        #expect(!first.process.isRunning)
        #expect(first.process.terminationReason == .exit && first.process.terminationStatus == 0, "\(first.log.text)")

        let second = try GalleryProcess(sessions: "sqlite:" + path)
        let again = TestBrowser(port: second.port)
        again.cookie = browser.cookie
        #expect(try again.value(of: "username", at: "/secure-field/login") == "ada")
        #expect(try signIns(again, at: "/button/text-label") == 3)
        // And a visitor without the cookie sees the defaults.
        #expect(try signIns(TestBrowser(port: second.port), at: "/button/text-label") == 0)
    }

    @Test("kill -9 right after a 303: the change was stored before it was acknowledged")
    func restartAfterKill() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        var cookie: String?
        for round in 1...3 {
            let gallery = try GalleryProcess(sessions: "sqlite:" + path)
            let browser = TestBrowser(port: gallery.port)
            browser.cookie = cookie
            #expect(try signIns(browser, at: "/button/text-label") == round - 1)
            #expect(try browser.post("/button/text-label", form: [("_action", "sign-in")]).status == 303)
            gallery.stop(with: SIGKILL)
            #expect(gallery.process.terminationReason == .uncaughtSignal)
            cookie = browser.cookie
        }
        let last = try GalleryProcess(sessions: "sqlite:" + path)
        let browser = TestBrowser(port: last.port)
        browser.cookie = cookie
        #expect(try signIns(browser, at: "/button/text-label") == 3)
    }

    @Test("Two processes on one file, one session posting to both at once: no post is lost, the file is sound")
    func twoProcesses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let galleries = [try GalleryProcess(sessions: "sqlite:" + path, unlimited: true), try GalleryProcess(sessions: "sqlite:" + path, unlimited: true)]
        let start = TestBrowser(port: galleries[0].port)
        #expect(try start.post("/secure-field/login", form: [("username", "shared")]).status == 303)
        let cookie = try #require(start.cookie)

        // Two tabs of the one visitor, each pressing its own counter, each post to the other process
        // than its last: 300 posts in all, interleaved on both processes.
        let presses = 150
        let ports = galleries.map(\.port)
        let failures = pressBothCountersAcross(ports: ports, cookie: cookie, presses: presses)
        #expect(failures.isEmpty, "\(failures)")

        for gallery in galleries {
            let browser = TestBrowser(port: gallery.port)
            browser.cookie = cookie
            #expect(try signIns(browser, at: counterPages[0]) == presses)
            #expect(try signIns(browser, at: counterPages[1]) == presses)
            #expect(try browser.value(of: "username", at: "/secure-field/login") == "shared")
        }
        for gallery in galleries { gallery.stop() }

        let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 2000)
        var integrity: [String] = []
        try database.run("PRAGMA integrity_check") { row in integrity.append(row.text(0) ?? "") }
        #expect(integrity == ["ok"])
        // Every post stored one version: the first post, then each press; and the first GET of each of
        // the three pages at its last revision one more (what it showed, the baseline of a post from it).
        var versions: [Int64] = []
        try database.run("SELECT version FROM formui_sessions") { row in versions.append(row.integer(0)) }
        #expect(versions == [Int64(1 + 2 * presses + 3)])
    }

    @Test("Two tabs of one visitor, shown and posting on two processes, merge: a post applies only what its tab changed")
    func twoTabsMergeAcrossProcesses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let galleries = [try GalleryProcess(sessions: "sqlite:" + path), try GalleryProcess(sessions: "sqlite:" + path)]
        let page = "/form/everything"
        let start = TestBrowser(port: galleries[0].port)
        #expect(try start.post(page, form: [("name", "Ada")]).status == 303)
        let cookie = try #require(start.cookie)
        func on(_ process: Int) -> TestBrowser {
            let browser = TestBrowser(port: galleries[process].port)
            browser.cookie = cookie
            return browser
        }

        // Both tabs show the page at one revision.
        var one = BrowserForm(html: try on(0).get(page).text)
        var two = BrowserForm(html: try on(1).get(page).text)
        #expect(one["_revision"] != nil && one["_revision"] == two["_revision"])
        #expect(one["name"] == "Ada" && one["flavor"] == "chocolate")

        // Tab one renames, posting to process 1; the page it is sent back to is shown by process 0.
        one["name"] = "Grace"
        #expect(try on(1).post(page, form: one.fields).status == 303)
        one = BrowserForm(html: try on(0).get(page).text)
        #expect(one["name"] == "Grace")

        // Tab two, still on the first revision, picks a flavor on process 1: only the flavor is applied.
        two["flavor"] = "strawberry"
        #expect(try on(1).post(page, form: two.fields).status == 303)

        // Tab one, on the revision process 0 showed it, renames again on process 1: process 1 compares the
        // post with what process 0 showed (kept in the file), so it merges instead of answering 409.
        one["name"] = "Hopper"
        let merged = try on(1).post(page, form: one.fields)
        #expect(merged.status == 303, "\(merged.status) \(merged.text.prefix(400))")
        for process in 0..<2 {
            let shown = BrowserForm(html: try on(process).get(page).text)
            #expect(shown["name"] == "Hopper")
            #expect(shown["flavor"] == "strawberry")
        }
        for gallery in galleries { gallery.stop() }
    }

    @Test("A file of a later schema version: the gallery stops at startup saying so")
    func laterSchema() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        _ = try SQLiteSessionStore(path: path, logger: quietLogger)
        try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 2000).run("UPDATE formui_schema SET version = 99")
        #expect(throws: (any Error).self) { try GalleryProcess(sessions: "sqlite:" + path) }

        let process = Process()
        process.executableURL = try GalleryTests().galleryBinary()
        process.arguments = ["--port", "0", "--templates", "/nonexistent", "--public", "/nonexistent", "--sessions", "sqlite:" + path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = LogCollector(errors.fileHandleForReading)
        waitUntil(timeout: 30, every: 0.05) { !process.isRunning }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate() }
        #expect(process.terminationStatus != 0)
        waitUntil(timeout: 5) { log.text.contains("schema version 99") }
        #expect(log.text.contains("schema version 99"), "\(log.text)")
    }
}

/// The two counter pages `pressBothCountersAcross` presses.
let counterPages = ["/button/text-label", "/button/label"]

/// One visitor's two tabs, each pressing its own counter (`/button/text-label`, `/button/label`) `presses`
/// times, each post to the other instance than its last, on a thread of its own so that the posts
/// overlap (Dispatch may run two work items one after the other when its workers are busy). Answers
/// what went wrong: an empty string when every post was answered 303.
func pressBothCountersAcross(ports: [Int], cookie: String, presses: Int) -> String {
    let pages = counterPages
    let failures = CapturedLog()
    @Sendable func press(tab: Int) {
        for press in 0..<presses {
            let client = HTTPTestClient(port: ports[(press + tab) % ports.count])
            do {
                let response = try client.post(pages[tab], form: [("_action", "sign-in")], headers: [("Cookie", cookie)])
                if response.status != 303 { failures.append("\(pages[tab]) #\(press): \(response.status) \(response.text.prefix(200))") }
            } catch {
                failures.append("\(pages[tab]) #\(press): \(error)")
            }
        }
    }
    let done = DispatchGroup()
    for tab in 0..<2 {
        done.enter()
        Thread.detachNewThread {
            press(tab: tab)
            done.leave()
        }
    }
    done.wait()
    return failures.text
}
