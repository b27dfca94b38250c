import Foundation
import Testing
@testable import FormUIServer
import Logging
import FormUIDatabases

/// A log that tests read: every message, at every level.
final class CapturedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var text: String { lock.withLock { lines.joined(separator: "\n") } }

    func append(_ line: String) { lock.withLock { lines.append(line) } }

    var logger: Logger {
        Logger(label: "FormUIServerTests.captured") { _ in Handler(log: self) }
    }

    struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            log.append("\(event.level) \(event.message)")
        }
    }
}

/// A temporary directory for one test's database files, removed at the end.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("formui-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A text field and a counter, to post to.
struct NoteAndCounter: View {
    @State private var note = ""
    @State private var count = 0

    var body: some View {
        Form {
            TextField("Note", text: $note)
            Button("Add one") { count += 1 }
            Text("Counted \(count)")
        }
    }
}

/// A clock in wall-clock milliseconds that tests move.
final class WallClock: @unchecked Sendable {
    private let lock = NSLock()
    private var milliseconds: Int64 = 1_800_000_000_000
    var now: Int64 { lock.withLock { milliseconds } }
    func advance(seconds: Int64) { lock.withLock { milliseconds += seconds * 1000 } }
}

/// Serves `/note` (``NoteAndCounter``) and `/pickers` from `store`.
func serve<T>(_ store: any SessionStore, _ body: (Int) throws -> T) throws -> T {
    var configuration = testConfiguration()
    configuration.sessionStore = store
    let app = try FormApp(configuration)
    app.page("/note", title: "Note") { NoteAndCounter() }
    app.page("/pickers", title: "Two pickers") { TwoPickers() }
    return try serving(app, body)
}

@Suite("SQLite session store")
struct SQLiteSessionStoreTests {

    /// The session id in a browser's cookie.
    func sessionID(_ browser: TestBrowser) throws -> SessionID {
        let cookie = try #require(browser.cookie)
        return try #require(SessionID(cookie.split(separator: "=").last ?? ""))
    }

    /// A connection of the test's own to the file.
    func open(_ path: String) throws -> SQLiteDatabase {
        try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 2000)
    }

    @Test("The file is in WAL mode, has its schema version, and holds session ids only as their SHA-256")
    func fileLayout() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let store = try SQLiteSessionStore(path: path, logger: quietLogger)
        let browser = try serve(store) { port throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/note", form: [("note", "kept")]).status == 303)
            return browser
        }
        let id = try sessionID(browser)
        let database = try open(path)
        var mode = ""
        try database.run("PRAGMA journal_mode") { row in mode = row.text(0) ?? "" }
        #expect(mode == "wal")
        var versions: [Int64] = []
        try database.run("SELECT version FROM formui_schema") { row in versions.append(row.integer(0)) }
        #expect(versions == [SQLiteSessionStore.schemaVersion])
        var keys: [[UInt8]] = []
        try database.run("SELECT id_hash FROM formui_sessions") { row in keys.append(row.blob(0)) }
        #expect(keys == [SQLiteSessionStore.hash(id)])
        // The known SHA-256 of 16 zero bytes: the hash is SHA-256, nothing home-made.
        #expect(SQLiteSessionStore.hash(SessionID(high: 0, low: 0)).map { String(format: "%02x", $0) }.joined()
            == "374708fff7719dd5979ec875d56cd2286f6d3cf7ec317a3b25632aab28ec37bb")

        // Neither the id's text nor its bytes are anywhere in the files.
        var files = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) {
            files += try Data(contentsOf: directory.url.appendingPathComponent(name))
        }
        #expect(files.range(of: Data(id.description.utf8)) == nil)
        var raw = [UInt8]()
        for shift in stride(from: 56, through: 0, by: -8) { raw.append(UInt8(truncatingIfNeeded: id.high >> UInt64(shift))) }
        for shift in stride(from: 56, through: 0, by: -8) { raw.append(UInt8(truncatingIfNeeded: id.low >> UInt64(shift))) }
        #expect(files.range(of: Data(raw)) == nil)
        #expect(files.range(of: Data("kept".utf8)) != nil)
    }

    @Test("A session idle longer than its time-to-live is a new one, and the sweep removes its row")
    func expiry() throws {
        let directory = try TemporaryDirectory()
        let clock = WallClock()
        let store = try SQLiteSessionStore(
            path: directory.path("sessions.sqlite"), timeToLive: .seconds(600), maximumStoredBytes: 1 << 20,
            busyTimeout: .seconds(2), maximumCached: 100, logger: quietLogger, clock: { clock.now }
        )
        try serve(store) { port throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/note", form: [("note", "before")]).status == 303)
            let first = browser.cookie
            clock.advance(seconds: 500)
            #expect(try browser.value(of: "note", at: "/note") == "before")  // used: its time starts again
            clock.advance(seconds: 500)
            #expect(try browser.value(of: "note", at: "/note") == "before")
            #expect(store.removeExpiredSessions() == 0)

            clock.advance(seconds: 601)
            #expect(try browser.value(of: "note", at: "/note") == "")
            #expect(store.count == 0)
            #expect(try browser.post("/note", form: [("note", "after")]).status == 303)
            #expect(browser.cookie != first)

            // Idle sessions go in the sweep.
            let other = TestBrowser(port: port)
            #expect(try other.post("/note", form: [("note", "other")]).status == 303)
            #expect(store.count == 2)
            clock.advance(seconds: 601)
            #expect(store.removeExpiredSessions() == 2)
            #expect(store.count == 0)
        }
    }

    @Test("A post that would make the session larger than allowed is refused with 413, and nothing is stored")
    func sizeBound() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let store = try SQLiteSessionStore(path: path, maximumStoredBytes: 2000, logger: quietLogger)
        try serve(store) { port throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/note", form: [("note", "short")]).status == 303)
            let refused = try browser.post("/note", form: [("note", String(repeating: "long ", count: 1000)), ("_action", "add-one")])
            #expect(refused.status == 413)
            #expect(refused.text.contains("not saved"), "\(refused.text)")
            #expect(refused.text.contains("2000"), "\(refused.text)")
            // Nothing of it: not the text, not the action, here or for another process reading the file.
            #expect(try browser.value(of: "note", at: "/note") == "short")
            #expect(try browser.get("/note").text.contains("Counted 0"))
            let reader = try SQLiteSessionStore(path: path, logger: quietLogger)
            try serve(reader) { otherPort throws in
                let same = TestBrowser(port: otherPort)
                same.cookie = browser.cookie
                #expect(try same.value(of: "note", at: "/note") == "short")
            }
        }
    }

    @Test("A damaged row, a row of an unknown format and an id that is not ours: a log line and a fresh session")
    func unreadableRows() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let log = CapturedLog()
        let store = try SQLiteSessionStore(path: path, logger: log.logger)
        try serve(store) { port throws in
            let visitor = TestBrowser(port: port)
            #expect(try visitor.post("/note", form: [("note", "mine")]).status == 303)
            let other = TestBrowser(port: port)
            #expect(try other.post("/note", form: [("note", "theirs")]).status == 303)
            let hash = SQLiteSessionStore.hash(try sessionID(visitor))
            let database = try open(path)

            // Damaged: the visitor starts afresh, the other visitor is untouched.
            try database.run("UPDATE formui_sessions SET state = ?1, version = version + 1 WHERE id_hash = ?2", [.blob(Array("FUIS".utf8) + [1, 200, 1, 2]), .blob(hash)])
            #expect(try visitor.value(of: "note", at: "/note") == "")
            #expect(log.text.contains("could not be read"), "\(log.text)")
            #expect(try other.value(of: "note", at: "/note") == "theirs")
            // Their next post replaces what could not be read.
            #expect(try visitor.post("/note", form: [("note", "again")]).status == 303)
            #expect(try visitor.value(of: "note", at: "/note") == "again")

            // A format version this program does not know.
            try database.run("UPDATE formui_sessions SET state = ?1, version = version + 1 WHERE id_hash = ?2", [.blob(Array("FUIS".utf8) + [99, 0, 0]), .blob(hash)])
            #expect(try visitor.value(of: "note", at: "/note") == "")
            #expect(log.text.contains("version 99"), "\(log.text)")

            // Cut short, and not even bytes of ours.
            for state in [Array("FUIS".utf8) + [1], [UInt8](), Array("{\"note\":\"x\"}".utf8)] {
                try database.run("UPDATE formui_sessions SET state = ?1, version = version + 1 WHERE id_hash = ?2", [.blob(state), .blob(hash)])
                #expect(try visitor.get("/note").status == 200)
                #expect(try visitor.value(of: "note", at: "/note") == "")
                #expect(try visitor.post("/note", form: [("note", "fine")]).status == 303)
                #expect(try visitor.value(of: "note", at: "/note") == "fine")
            }

            // A well-formed id nobody was given: the defaults, and a session of its own on posting.
            let stranger = TestBrowser(port: port)
            stranger.cookie = "formui_session=" + SessionID.random().description
            let strangerCookie = stranger.cookie
            #expect(try stranger.value(of: "note", at: "/note") == "")
            #expect(try stranger.post("/note", form: [("note", "stranger")]).status == 303)
            #expect(stranger.cookie != strangerCookie)
            #expect(try other.value(of: "note", at: "/note") == "theirs")
            #expect(try visitor.value(of: "note", at: "/note") == "fine")
        }
    }

    @Test("A file made by a later schema version is refused with a message saying so")
    func laterSchema() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        _ = try SQLiteSessionStore(path: path, logger: quietLogger)
        try open(path).run("UPDATE formui_schema SET version = 99")
        let error = #expect(throws: SessionStoreError.self) { try SQLiteSessionStore(path: path, logger: quietLogger) }
        #expect(error?.description.contains("schema version 99") == true, "\(error?.description ?? "")")

        // Not a database at all.
        let garbage = directory.path("garbage.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: garbage))
        let notDatabase = #expect(throws: SessionStoreError.self) { try SQLiteSessionStore(path: garbage, logger: quietLogger) }
        #expect(notDatabase?.description.contains(garbage) == true, "\(notDatabase?.description ?? "")")
    }

    @Test("When the file cannot be used, a post answers 503 with Retry-After and keeps nothing; pages still show; it heals")
    func storeUnavailable() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("sessions.sqlite")
        let store = try SQLiteSessionStore(path: path, busyTimeout: .milliseconds(200), logger: quietLogger)
        try serve(store) { port throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/note", form: [("note", "saved")]).status == 303)
            #expect(try browser.get("/readyz").status == 200)

            // Another connection holds the file's write lock (a stuck process, a long backup): no other
            // connection can write it.
            var blocker: SQLiteDatabase? = try open(path)
            try blocker!.execute("BEGIN EXCLUSIVE")

            let refused = try browser.post("/note", form: [("note", "lost"), ("_action", "add-one")])
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "5")
            #expect(refused.text.contains("not saved"), "\(refused.text)")
            #expect(browser.cookie != nil)
            let page = try browser.get("/note")
            #expect(page.status == 200)
            #expect(page.text.contains("Counted 0"))
            #expect(try browser.value(of: "note", at: "/note") == "saved")
            let ready = try browser.get("/readyz")
            #expect(ready.status == 503)
            #expect(ready.text.contains("cannot take a change"), "\(ready.text)")
            #expect(try browser.get("/healthz").status == 200)

            try blocker!.execute("COMMIT")
            blocker = nil
            #expect(try browser.get("/readyz").status == 200)
            #expect(try browser.post("/note", form: [("note", "healed")]).status == 303)
            #expect(try browser.value(of: "note", at: "/note") == "healed")
            #expect(try browser.get("/note").text.contains("Counted 0"))
        }
    }

    @Test("A value that cannot be stored: the post answers 500 naming the view, property and type, the log says it too, and nothing is stored")
    func notStorable() throws {
        let directory = try TemporaryDirectory()
        let log = CapturedLog()
        var configuration = testConfiguration()
        configuration.sessionStore = try SQLiteSessionStore(path: directory.path("sessions.sqlite"), logger: log.logger)
        let app = try FormApp(configuration)
        app.page("/unstorable", title: "Unstorable") { UnstorableCounter() }
        try serving(app) { port throws in
            let browser = TestBrowser(port: port)
            let response = try browser.post("/unstorable", form: [("_action", "move")])
            #expect(response.status == 500)
            for part in ["UnstorableCounter", "“position”", "Position", "not Codable", "Make"] {
                #expect(response.text.contains(part), "\(part) in \(response.text)")
                #expect(log.text.contains(part), "\(part) in \(log.text)")
            }
            #expect(try browser.get("/unstorable").text.contains("At 0"))
        }
    }

    @Test("/healthz and /readyz answer 200 with a short plain body")
    func probes() throws {
        try servingPickers { port throws in
            let client = HTTPTestClient(port: port)
            let health = try client.get("/healthz")
            #expect(health.status == 200)
            #expect(health.header("Content-Type")?.hasPrefix("text/plain") == true)
            #expect(health.text == "alive\n")
            let ready = try client.get("/readyz")
            #expect(ready.status == 200)
            #expect(ready.text == "ready\n")
            #expect(try client.request("HEAD", "/readyz").status == 200)
            #expect(try client.request("POST", "/healthz").status == 404)
        }
    }

    @Test("--sessions and FORMUI_SESSIONS: memory, sqlite:PATH or postgres://…, anything else refused")
    func setting() throws {
        #expect(try SessionStorage(parsing: "memory") == .memory)
        #expect(try SessionStorage(parsing: "sqlite:/data/sessions.sqlite") == .sqlite(path: "/data/sessions.sqlite"))
        #expect(try SessionStorage(parsing: "postgresql://formui@db:5432/sessions") == .postgres(url: "postgresql://formui@db:5432/sessions"))
        #expect(try SessionStorage(parsing: "postgres://db/sessions") == .postgres(url: "postgres://db/sessions"))
        #expect(try SessionStorage(parsing: "sqlite:/data/s.sqlite?synchronous=full") == .sqlite(path: "/data/s.sqlite", synchronous: .full))
        #expect(try SessionStorage(parsing: "sqlite:/data/s.sqlite?synchronous=normal") == .sqlite(path: "/data/s.sqlite"))
        #expect(SessionStorage.sqlite(path: "/data/s.sqlite", synchronous: .full).description == "sqlite:/data/s.sqlite?synchronous=full")
        #expect(throws: SessionStorage.InvalidSetting.self) { try SessionStorage(parsing: "sqlite:") }
        #expect(throws: SessionStorage.InvalidSetting.self) { try SessionStorage(parsing: "sqlite:?synchronous=full") }
        let unknown = #expect(throws: SessionStorage.InvalidSetting.self) { try SessionStorage(parsing: "sqlite:/data/s.sqlite?synchronous=off") }
        #expect(unknown?.reason.contains("synchronous=full") == true)
        #expect(throws: SessionStorage.InvalidSetting.self) { try SessionStorage(parsing: "redis://x") }
        #expect(FormAppConfiguration().sessionStorage == .memory)

        let directory = try TemporaryDirectory()
        var configuration = testConfiguration()
        configuration.sessionStorage = .sqlite(path: directory.path("chosen.sqlite"))
        #expect(try FormApp(configuration).sessions is SQLiteSessionStore)
        #expect(try FormApp(testConfiguration()).sessions is MemorySessionStore)

        // SQLite's own setting on the store's connection: NORMAL (1) unless told, FULL (2) when told.
        func synchronous(_ setting: SessionStorage) throws -> Int64 {
            var configuration = testConfiguration()
            configuration.sessionStorage = setting
            let store = try #require(try FormApp(configuration).sessions as? SQLiteSessionStore)
            let rows = try #require(store.sessions.rows as? SQLiteRows)
            var value: Int64 = -1
            try rows.database.locked { () throws(SQLiteDatabase.Failure) in
                try rows.database.run("PRAGMA synchronous") { row in value = row.integer(0) }
            }
            return value
        }
        #expect(try synchronous(.sqlite(path: directory.path("normal.sqlite"))) == 1)
        #expect(try synchronous(.sqlite(path: directory.path("full.sqlite"), synchronous: .full)) == 2)
    }
}

private struct Position { var x = 0 }

private struct UnstorableCounter: View {
    @State private var position = Position()
    var body: some View {
        Button("Move") { position.x += 1 }
        Text("At \(position.x)")
    }
}
