import Foundation
import Testing
@testable import FormUIServer

// Each visitor is a device, served: what an app keeps in UserDefaults is kept in the visitor's session,
// in the configured store, so it outlives a restart on SQLite and never reaches another visitor.
// (This target applies the VisitorDevice plugin, as an app's target does: `UserDefaults` here is FormUI's.)

/// Notes kept the way tutorials keep a list: a string array in UserDefaults.standard, read on every
/// showing (nothing of it in `@State`, so what a restart brings back is the defaults' alone).
private struct SavedNotes: View {
    @State private var draft = ""

    var body: some View {
        let notes = UserDefaults.standard.stringArray(forKey: "notes") ?? []
        Form {
            TextField("Note", text: $draft)
            Button("Save note") {
                UserDefaults.standard.set(notes + [draft], forKey: "notes")
                draft = ""
            }
            Text(notes.isEmpty ? "No notes" : "Notes: " + notes.joined(separator: ", "))
        }
    }
}

@Suite("Device storage, served")
struct DeviceStorageServingTests {
    func serveNotes<T>(_ store: any SessionStore, _ body: (Int) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.sessionStore = store
        let app = try FormApp(configuration)
        app.page("/notes", title: "Notes") { SavedNotes() }
        return try serving(app, body)
    }

    @Test("UserDefaults on SQLite: a visitor's list outlives a restart, and another visitor never sees it")
    func keptPerVisitorAcrossARestart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let (ada, grace) = try serveNotes(try SQLiteSessionStore(path: path, logger: quietLogger)) { port throws in
            let ada = TestBrowser(port: port)
            #expect(try ada.post("/notes", form: [("note", "Buy milk"), ("_action", "save-note")]).status == 303)
            #expect(try ada.get("/notes").text.contains("Notes: Buy milk"))
            let grace = TestBrowser(port: port)
            #expect(try grace.get("/notes").text.contains("No notes"), "a visitor without a cookie sees none of Ada's")
            #expect(try grace.post("/notes", form: [("note", "Call mum"), ("_action", "save-note")]).status == 303)
            #expect(try grace.get("/notes").text.contains("Notes: Call mum"))
            return (ada, grace)
        }
        // A new process on the same file: each visitor's cookie finds their own list.
        try serveNotes(try SQLiteSessionStore(path: path, logger: quietLogger)) { port throws in
            let adaAgain = TestBrowser(port: port)
            adaAgain.cookie = ada.cookie
            let page = try adaAgain.get("/notes").text
            #expect(page.contains("Notes: Buy milk"))
            #expect(!page.contains("Call mum"))
            let graceAgain = TestBrowser(port: port)
            graceAgain.cookie = grace.cookie
            #expect(try graceAgain.get("/notes").text.contains("Notes: Call mum"))
            let stranger = TestBrowser(port: port)
            #expect(try stranger.get("/notes").text.contains("No notes"))
        }
    }

    @Test(
        "UserDefaults on PostgreSQL: two instances on one database show each visitor their own list, and no visitor another's",
        .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
    )
    func keptPerVisitorAcrossTwoInstances() throws {
        let database = try PostgresServer()
        try serveNotes(try PostgresSessionStore(url: database.url, logger: quietLogger)) { first throws in
            try serveNotes(try PostgresSessionStore(url: database.url, logger: quietLogger)) { second throws in
                let ada = TestBrowser(port: first)
                #expect(try ada.post("/notes", form: [("note", "Buy milk"), ("_action", "save-note")]).status == 303)
                let grace = TestBrowser(port: second)
                #expect(try grace.get("/notes").text.contains("No notes"), "a visitor of the other instance sees none of Ada's")
                #expect(try grace.post("/notes", form: [("note", "Call mum"), ("_action", "save-note")]).status == 303)

                let adaOnSecond = TestBrowser(port: second)
                adaOnSecond.cookie = ada.cookie
                let adas = try adaOnSecond.get("/notes").text
                #expect(adas.contains("Notes: Buy milk"), "Ada's list, from the other instance")
                #expect(!adas.contains("Call mum"))
                let graceOnFirst = TestBrowser(port: first)
                graceOnFirst.cookie = grace.cookie
                let graces = try graceOnFirst.get("/notes").text
                #expect(graces.contains("Notes: Call mum"))
                #expect(!graces.contains("Buy milk"))
                #expect(try TestBrowser(port: first).get("/notes").text.contains("No notes"), "a stranger sees neither")
            }
        }
    }
}
