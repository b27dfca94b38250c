import FormUIData
import FormUIDatabases
import Foundation
import Testing
@testable import FormUIServer

/// Adds a reader with one favourite book (a row in each model's table and one in the join table), in
/// the container the page is given.
private struct ReadersPage: View {
    let container: ModelContainer

    var body: some View {
        ReadersForm()
            .modelContainer(container)
    }
}

private struct ReadersForm: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ShelfReader.name) private var readers: [ShelfReader]
    @State private var title = ""

    var body: some View {
        Form {
            ForEach(readers) { reader in
                Text("\(reader.name): \(reader.favourites.map(\.title).joined(separator: ", "))")
            }
            TextField("Title", text: $title)
            Button("Add") {
                let reader = ShelfReader(name: "Reader of \(title)")
                modelContext.insert(reader)
                reader.favourites.append(ShelfBook(title: title))
                title = ""
            }
        }
    }
}

/// How long a visitor's own rows are kept (`--data-retention`): their device's last use is noted in
/// `_formui_devices`, and the rows of devices unused past the retention are deleted, with their join
/// rows, on SQLite and PostgreSQL; rows everyone shares are kept.
@Suite("A visitor's own rows, kept for the data retention after their last use", .serialized)
struct DataRetentionTests {
    /// Ada, Grace and a shared row on one store; Ada's device then made two hours old by hand, and the
    /// sweep run as the server's timer runs it.
    func sweepsUnusedDevices(url: URL, sql: (String) throws -> String) throws {
        var configuration = testConfiguration()
        configuration.sessionLifetime = .seconds(3600)
        configuration.dataRetention = .seconds(3600)
        let app = try FormApp(configuration)
        let mine = try ModelContainer(for: ShelfReader.self, ShelfBook.self, configurations: ModelConfiguration(url: url))
        let everyone = try ModelContainer(for: ShelfReader.self, ShelfBook.self, configurations: ModelConfiguration(url: url, sharing: .everyone))
        app.page("/mine", title: "Mine") { ReadersPage(container: mine) }
        app.page("/everyone", title: "Everyone's") { ReadersPage(container: everyone) }
        try serving(app) { port throws in
            let ada = TestBrowser(port: port), grace = TestBrowser(port: port)
            #expect(try ada.post("/mine", form: [("title", "Dune"), ("_action", "add")]).status == 303)
            #expect(try grace.post("/mine", form: [("title", "Emma"), ("_action", "add")]).status == 303)
            #expect(try TestBrowser(port: port).post("/everyone", form: [("title", "Atlas"), ("_action", "add")]).status == 303)
            #expect(try sql("SELECT count(*) FROM \"_formui_devices\"") == "2", "each visitor's device noted at their post; the shared row has none")

            _ = try sql("UPDATE \"_formui_devices\" SET \"last_used\" = \"last_used\" - 7200 WHERE \"device\" IN (SELECT \"_owner\" FROM \"ShelfBook\" WHERE \"title\" = 'Dune')")
            #expect(ModelStores.removeRowsOfUnusedDevices(unusedFor: .seconds(3600)) >= 1)

            #expect(try sql("SELECT \"title\" FROM \"ShelfBook\" ORDER BY \"title\"") == "Atlas,Emma")
            #expect(try sql("SELECT \"name\" FROM \"ShelfReader\" ORDER BY \"name\"") == "Reader of Atlas,Reader of Emma")
            #expect(try sql("SELECT count(*) FROM \"ShelfReader_favourites\"") == "2", "Ada's join row went with her rows")
            #expect(try sql("SELECT count(*) FROM \"_formui_devices\"") == "1", "Ada's device is forgotten, Grace's kept")
            let adas = try ada.get("/mine").text
            #expect(!adas.contains("Dune"), "Ada's session still names her device, whose rows are gone")
            #expect(try grace.get("/mine").text.contains("Reader of Emma: Emma"))
            #expect(try TestBrowser(port: port).get("/everyone").text.contains("Reader of Atlas: Atlas"))
            ModelStores.removeRowsOfUnusedDevices(unusedFor: .seconds(3600))
            #expect(try sql("SELECT count(*) FROM \"ShelfBook\"") == "2", "a second sweep finds nothing past the retention")
        }
    }

    @Test("SQLite: the rows of a device unused past the retention are deleted with their join rows; another visitor's and everyone's are kept")
    func sqlite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("data.sqlite")
        let location = ModelStores.location
        defer { ModelStores.location = location }
        try sweepsUnusedDevices(url: URL(fileURLWithPath: path)) { query in
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 5000)
            return try database.locked { () throws(DatabaseFailure) in
                var values: [String] = []
                try database.perform(query, []) { row in values.append(row.text(0) ?? "NULL") }
                return values.joined(separator: ",")
            }
        }
    }

    @Test(
        "PostgreSQL: the rows of a device unused past the retention are deleted with their join rows; another visitor's and everyone's are kept",
        .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
    )
    func postgres() throws {
        let database = try PostgresServer()
        let location = ModelStores.location
        defer { ModelStores.location = location }
        try sweepsUnusedDevices(url: try #require(URL(string: database.url + "&application_name=retention"))) { query in
            try database.psql(query).split(separator: "\n").joined(separator: ",")
        }
    }

    @Test("The server's own sweep: a gallery with a one-second retention deletes a reading list its visitor left")
    func gallerySweeps() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("data.sqlite")
        let gallery = try GalleryProcess(sessions: "memory", data: "sqlite:" + path, arguments: ["--session-lifetime", "1", "--data-retention", "1"])
        defer { gallery.stop() }
        let visitor = TestBrowser(port: gallery.port)
        #expect(try visitor.post("/apps/reading-list", form: [("title", "Middlemarch"), ("_action", "add")]).status == 303)
        func items() throws -> Int {
            let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 5000)
            return try database.locked { () throws(DatabaseFailure) in
                var count = 0
                try database.perform("SELECT count(*) FROM \"ReadingItem\"", []) { row in count = Int(row.integer(0)) }
                return count
            }
        }
        #expect(try items() == 1)
        // Swept a few times a second; 30 s at most, for a loaded machine.
        let deadline = Date().addingTimeInterval(30)
        while try items() > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(try items() == 0, "the list was deleted once its device went unused for a second")
    }

    @Test("A retention shorter than a session's lifetime is refused at the start, naming both settings")
    func shorterThanLifetime() throws {
        var configuration = testConfiguration()
        configuration.sessionLifetime = .seconds(7 * 86400)
        configuration.dataRetention = .seconds(86400)
        #expect {
            try FormApp(configuration)
        } throws: { error in
            "\(error)".contains("data retention (1d) is shorter than a session's lifetime (7d)") && "\(error)".contains("--data-retention")
        }
        #expect(try AppSettings(arguments: ["--data-retention", "90d"]).dataRetention == .seconds(90 * 86400))
        #expect(throws: AppSettings.Problem.self) { try AppSettings(arguments: ["--data-retention", "a while"]) }
    }
}
