import Foundation
import Testing
@testable import FormUIServer
import FormUIData
#if canImport(Glibc)
import Glibc
#endif

/// SwiftData rows on SQLite, through gallery processes (`--data sqlite:PATH`): the sign-in page's notes,
/// which are each signed-in person's own.
@Suite("SwiftData rows that survive kill -9 and are shared by processes on one SQLite file")
struct DurableDataTests {
    /// Signs a new browser in as ada on `port`.
    func ada(_ port: Int) throws -> TestBrowser {
        let browser = TestBrowser(port: port)
        #expect(try browser.post("/apps/sign-in", form: [("username", "ada"), ("password", "analytical engine"), ("_action", "sign-in")]).status == 303)
        return browser
    }

    func addNote(_ browser: TestBrowser, _ text: String) throws -> Int {
        try browser.post("/apps/sign-in", form: [("new-note", text), ("_action", "add-note")]).status
    }

    /// The notes the page lists, in order.
    func notes(_ browser: TestBrowser) throws -> [String] {
        let page = try browser.get("/apps/sign-in").text
        return page.components(separatedBy: "Note №").dropFirst().map { String($0.prefix { $0.isNumber }) }
    }

    @Test("kill -9 right after a 303: the note was saved before it was acknowledged, and the restart shows it")
    func killAfterSave() throws {
        let directory = try TemporaryDirectory()
        let data = "sqlite:" + directory.path("data.sqlite")
        for round in 1...3 {
            let gallery = try GalleryProcess(sessions: "memory", data: data)
            let browser = try ada(gallery.port)
            #expect(try notes(browser) == (1..<round).map(String.init))
            #expect(try addNote(browser, "Note №\(round)") == 303)
            gallery.stop(with: SIGKILL)
            #expect(gallery.process.terminationReason == .uncaughtSignal)
        }
        let last = try GalleryProcess(sessions: "memory", data: data)
        #expect(try notes(ada(last.port)) == ["1", "2", "3"])
        last.stop()
    }

    @Test("Sessions and data in one SQLite file are refused at the start, saying to give each its own")
    func oneFileForBoth() throws {
        let directory = try TemporaryDirectory()
        var configuration = FormAppConfiguration()
        configuration.sessionStorage = .sqlite(path: directory.path("app.sqlite"))
        configuration.dataLocation = "sqlite:" + directory.path("./app.sqlite")
        #expect {
            try FormApp(configuration)
        } throws: { error in
            "\(error)".contains("give each a file of its own")
        }
        configuration.dataLocation = "sqlite:" + directory.path("data.sqlite")
        let location = ModelStores.location
        defer { ModelStores.location = location }
        _ = try FormApp(configuration)
    }

    @Test("Two processes on one data file and one session file: saves from both interleave and each sees all of them")
    func twoProcesses() throws {
        let directory = try TemporaryDirectory()
        let data = "sqlite:" + directory.path("data.sqlite")
        let sessions = "sqlite:" + directory.path("sessions.sqlite")
        let galleries = [try GalleryProcess(sessions: sessions, unlimited: true, data: data), try GalleryProcess(sessions: sessions, unlimited: true, data: data)]
        let browsers = try galleries.map { try ada($0.port) }
        for number in 1...20 {
            #expect(try addNote(browsers[number % 2], "Note №\(number)") == 303)
        }
        let all = (1...20).map(String.init)
        for browser in browsers { #expect(try notes(browser) == all) }
        // One browser's session, read by the other process: the same person, the same notes.
        let moved = TestBrowser(port: galleries[1].port)
        moved.cookie = browsers[0].cookie
        #expect(try notes(moved) == all)
        for gallery in galleries { gallery.stop() }
    }
}
