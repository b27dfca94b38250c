import Dispatch
import FormUIData
import FormUIDatabases
import Foundation
import Testing
@testable import FormUIServer
#if canImport(Glibc)
import Glibc
#endif

enum ShelfGenre: String, Codable {
    case novel, poetry, essay
}

struct ShelfEdition: Codable, Equatable {
    var publisher: String
    var year: Int
}

@Model
final class ShelfBook {
    @Attribute(.unique) var title: String
    var rating: Int
    var note: String?
    var added: Date
    var isRead: Bool
    var cover: Data
    var code: UUID
    var genre: ShelfGenre
    var edition: ShelfEdition
    var shelf: BookShelf?

    init(title: String, rating: Int = 3, added: Date = Date(timeIntervalSince1970: 1_700_000_000.25), isRead: Bool = false) {
        self.title = title
        self.rating = rating
        self.added = added
        self.isRead = isRead
        cover = Data([0, 1, 2, 255])
        code = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
        genre = .poetry
        edition = ShelfEdition(publisher: "Faber", year: 1963)
    }
}

@Model
final class BookShelf {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \ShelfBook.shelf) var books: [ShelfBook] = []

    init(name: String) { self.name = name }
}

@Model
final class ShelfReader {
    var name: String
    /// A to-many without an inverse: a join table, which keeps the array's order.
    var favourites: [ShelfBook] = []

    init(name: String) { self.name = name }
}

/// A visitor's own books (a container of the default scope, `.visitor`), added through a field.
private struct VisitorShelf: View {
    let container: ModelContainer

    var body: some View {
        VisitorShelfForm()
            .modelContainer(container)
    }
}

private struct VisitorShelfForm: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ShelfBook.title) private var books: [ShelfBook]
    @State private var title = ""

    var body: some View {
        Form {
            Section("Books") {
                ForEach(books) { book in
                    Text("Book: \(book.title)")
                }
            }
            TextField("Title", text: $title)
            Button("Add") {
                modelContext.insert(ShelfBook(title: title))
                title = ""
            }
        }
    }
}

/// A visitor's books and how many they added (`@State`, kept in the session): a post changes both.
private struct CountedShelf: View {
    let container: ModelContainer

    var body: some View {
        CountedShelfForm()
            .modelContainer(container)
    }
}

private struct CountedShelfForm: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ShelfBook.title) private var books: [ShelfBook]
    @State private var title = ""
    @State private var added = 0

    var body: some View {
        Form {
            Text("Added: \(added)")
            ForEach(books) { book in
                Text("Book: \(book.title)")
            }
            TextField("Title", text: $title)
            Button("Add") {
                modelContext.insert(ShelfBook(title: title))
                added += 1
                title = ""
            }
        }
    }
}

/// Everyone's books, and a button that saves a book and then waits, its transaction held open, until
/// the test lets it go (`release`) or 10 seconds pass.
private struct SlowShelf: View {
    let container: ModelContainer
    let saved: DispatchSemaphore
    let release: DispatchSemaphore
    let releasedInTime: Counter

    var body: some View {
        SlowShelfForm(saved: saved, release: release, releasedInTime: releasedInTime)
            .modelContainer(container)
    }
}

private struct SlowShelfForm: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ShelfBook.title) private var books: [ShelfBook]
    @State private var title = ""
    let saved: DispatchSemaphore
    let release: DispatchSemaphore
    let releasedInTime: Counter

    var body: some View {
        Form {
            ForEach(books) { book in
                Text("Book: \(book.title)")
            }
            TextField("Title", text: $title)
            Button("Add") {
                modelContext.insert(ShelfBook(title: title))
                title = ""
            }
            Button("Add slowly") {
                modelContext.insert(ShelfBook(title: title))
                try? modelContext.save()
                saved.signal()
                if release.wait(timeout: .now() + 10) == .success { releasedInTime.add() }
            }
        }
    }
}

/// SwiftData on PostgreSQL, against a real server the test starts: models are tables with real columns
/// (as `psql` sees them), predicates and sorts are SQL with bound values, saves are one transaction,
/// concurrent saves lose nothing acknowledged, and a database that stops and starts again is found again.
/// The gallery's tests run two processes on one database, as two instances of an app.
@Suite(
    "SwiftData on PostgreSQL",
    .serialized,
    .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
)
struct PostgresDataTests {
    /// A container of everyone's rows in `database`; `spelling` makes another store (another connection)
    /// of the same database, as another process has.
    func container(_ database: PostgresServer, spelling: String = "") throws -> ModelContainer {
        let url = try #require(URL(string: database.url + spelling))
        return try ModelContainer(
            for: ShelfBook.self, BookShelf.self, ShelfReader.self, configurations: ModelConfiguration(url: url, sharing: .everyone))
    }

    @Test("Each model is a table with a column per property, and every kind of value reads back as it was saved")
    func modelsAreTables() throws {
        let database = try PostgresServer()
        let context = ModelContext(try container(database))
        let shelf = BookShelf(name: "Poems")
        let book = ShelfBook(title: "Ariel", rating: 5, isRead: true)
        book.note = "Read aloud"
        shelf.books.append(book)
        context.insert(shelf)
        let reader = ShelfReader(name: "Ted")
        context.insert(reader)
        let second = ShelfBook(title: "Colossus")
        context.insert(second)
        reader.favourites = [book, second]
        try context.save()

        let columns = try database.psql("SELECT column_name || ' ' || data_type FROM information_schema.columns WHERE table_name = 'ShelfBook' ORDER BY ordinal_position")
        #expect(columns.split(separator: "\n") == [
            "_id bigint", "_owner text", "_version bigint", "title text", "rating bigint", "note text", "added double precision",
            "isRead bigint", "cover bytea", "code text", "genre text", "edition text", "shelf bigint",
        ])
        #expect(try database.psql("SELECT title, rating, genre FROM \"ShelfBook\" ORDER BY title") == "Ariel|5|poetry\nColossus|3|poetry")

        let fresh = ModelContext(try container(database, spelling: "&application_name=reader"))
        let read = try #require(try fresh.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.title == "Ariel" })).first)
        #expect(read.rating == 5 && read.note == "Read aloud" && read.isRead)
        #expect(read.added == Date(timeIntervalSince1970: 1_700_000_000.25))
        #expect(read.cover == Data([0, 1, 2, 255]) && read.code == book.code && read.genre == .poetry)
        #expect(read.edition == ShelfEdition(publisher: "Faber", year: 1963))
        #expect(read.shelf?.name == "Poems")
        let readers = try fresh.fetch(FetchDescriptor<ShelfReader>())
        #expect(readers.first?.favourites.map(\.title) == ["Ariel", "Colossus"], "a join table keeps the array's order")
        let shelves = try fresh.fetch(FetchDescriptor<BookShelf>())
        #expect(shelves.first?.books.map(\.title) == ["Ariel"])

        // The cascade takes the shelf's books; the reader's favourites lose the deleted one.
        fresh.delete(try #require(shelves.first))
        try fresh.save()
        #expect(try database.psql("SELECT title FROM \"ShelfBook\"") == "Colossus")
        let afterwards = ModelContext(try container(database, spelling: "&application_name=afterwards"))
        #expect(try afterwards.fetch(FetchDescriptor<ShelfReader>()).first?.favourites.map(\.title) == ["Colossus"])
    }

    @Test("Predicates and sorts are SQL: a visitor's text with quotes, %, _ and backslashes finds exactly what it should")
    func predicatesAreSQL() throws {
        let database = try PostgresServer()
        let context = ModelContext(try container(database))
        for (index, title) in ["50% off", "5000 off", "snake_case", "snakeXcase", "back\\slash", "it's", "its", "Ünïcode", "Zebra"].enumerated() {
            context.insert(ShelfBook(title: title, rating: index % 5, isRead: index.isMultiple(of: 2)))
        }
        try context.save()
        func search(_ text: String) throws -> [String] {
            try context.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.title.localizedStandardContains(text) }, sortBy: [SortDescriptor(\.title)])).map(\.title)
        }
        #expect(try search("0%") == ["50% off"])
        #expect(try search("e_c") == ["snake_case"])
        #expect(try search("\\") == ["back\\slash"])
        #expect(try search("'") == ["it's"])
        #expect(try search("SNAKE") == ["snake_case", "snakeXcase"])
        #expect(try search("unico") == ["Ünïcode"], "case and diacritics are folded, as Foundation folds them")
        let text = "s_C"
        #expect(try context.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.title.contains(text) })).isEmpty, "contains is exact")
        let starts = try context.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.title.starts(with: "5") }))
        #expect(Set(starts.map(\.title)) == ["50% off", "5000 off"])

        let unread = try context.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { !$0.isRead && $0.note == nil }, sortBy: [SortDescriptor(\.rating, order: .reverse), SortDescriptor(\.title)]))
        #expect(unread.map(\.title) == ["snakeXcase", "Ünïcode", "5000 off", "it's"], "unread and without a note, by rating from the highest")
        let page = FetchDescriptor<ShelfBook>(sortBy: [SortDescriptor(\.title)])
        var second = page
        second.fetchOffset = 2
        second.fetchLimit = 3
        #expect(try context.fetch(second).map(\.title) == Array(try context.fetch(page).map(\.title)[2..<5]))
        var rest = page
        rest.fetchOffset = 7
        #expect(try context.fetch(rest).count == 2, "an offset without a limit")
        #expect(try context.fetchCount(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.rating >= 3 })) == 3)
        #expect(try context.fetch(page).map(\.title) == ["50% off", "5000 off", "back\\slash", "it's", "its", "snake_case", "snakeXcase", "Zebra", "Ünïcode"], "text is sorted without regard to case")
    }

    /// `formui_fold` only lowers text of ASCII alone (translating it would change nothing, at 17 µs a
    /// title). A database an earlier version prepared keeps its own function until it is replaced:
    /// here one that only lowers, which would not find "Café" for "cafe".
    @Test("A database whose formui_fold an earlier version made gets the current one, which folds diacritics and skips ASCII")
    func foldFunctionReplaced() throws {
        let database = try PostgresServer()
        try database.psql("CREATE FUNCTION formui_fold(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT lower($1) $$")
        let context = ModelContext(try container(database))
        for title in ["Café Society", "CAFE RACER", "Tea"] { context.insert(ShelfBook(title: title)) }
        try context.save()
        let text = "cafe"
        let found = try context.fetch(FetchDescriptor<ShelfBook>(predicate: #Predicate { $0.title.localizedStandardContains(text) }, sortBy: [SortDescriptor(\.title)]))
        #expect(found.map(\.title) == ["CAFE RACER", "Café Society"])
        #expect(try database.psql("SELECT count(*) FROM pg_proc WHERE proname = 'formui_fold' AND prosrc LIKE '%octet_length%'") == "1")
    }

    @Test("A duplicate of a unique value is refused naming the property, and nothing of the save is kept")
    func uniqueValues() throws {
        let database = try PostgresServer()
        let context = ModelContext(try container(database))
        context.insert(ShelfBook(title: "Ariel"))
        try context.save()
        let later = ModelContext(try container(database))
        later.insert(ShelfBook(title: "Winter Trees"))
        later.insert(ShelfBook(title: "Ariel"))
        #expect { try later.save() } throws: { error in
            let error = error as? SwiftDataError
            return error?.code == .duplicateValue && error?.property == "title"
        }
        #expect(try database.psql("SELECT title FROM \"ShelfBook\" ORDER BY title") == "Ariel", "Winter Trees was in the same save")
    }

    /// Two stores (two connections, as two processes), 150 increments each, interleaved: the row ends at
    /// exactly the number of saves that were acknowledged.
    @Test("Interleaved saves to one row from two connections lose nothing acknowledged")
    func interleavedSaves() throws {
        let database = try PostgresServer()
        let containers = [try container(database), try container(database, spelling: "&application_name=second")]
        let seed = ModelContext(containers[0])
        seed.insert(ShelfBook(title: "Counted", rating: 0))
        try seed.save()
        let acknowledged = Counter()
        let conflicts = Counter()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in 0..<150 {
                let context = ModelContext(containers[worker])
                guard let book = try? context.fetch(FetchDescriptor<ShelfBook>()).first else { continue }
                book.rating += 1
                do {
                    try context.save()
                    acknowledged.add()
                } catch {
                    conflicts.add()
                }
            }
        }
        #expect(try database.psql("SELECT rating FROM \"ShelfBook\"") == "\(acknowledged.value)")
        #expect(acknowledged.value + conflicts.value == 300)
    }

    /// A PostgreSQL store has several connections: a post holding its transaction open until its session
    /// is stored holds one of them, and other requests read and save on the others meanwhile. Two
    /// servers in this process share the container (and so its store), so that the other requests are
    /// answered on loops of their own, not behind the one the held post runs on. With one connection,
    /// the page and the other post would wait for the held one (here, its 10 seconds).
    @Test("While a post holds its transaction open, other requests read and save on the store's other connections")
    func otherRequestsGoOnBesideAHeldTransaction() throws {
        let database = try PostgresServer()
        let saved = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), releasedInTime = Counter()
        let container = try container(database)
        let apps = try (0..<2).map { _ in
            let app = try FormApp(testConfiguration())
            app.page("/books", title: "Books") { SlowShelf(container: container, saved: saved, release: release, releasedInTime: releasedInTime) }
            return app
        }
        try serving(apps[0]) { slowPort throws in
            try serving(apps[1]) { port throws in
                let answered303 = Counter()
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    let slow = TestBrowser(port: slowPort)
                    if (try? slow.post("/books", form: [("title", "Held"), ("_action", "add-slowly")]).status) == 303 { answered303.add() }
                    done.signal()
                }
                #expect(saved.wait(timeout: .now() + 30) == .success, "the slow post saved")
                let other = TestBrowser(port: port)
                let page = try other.get("/books")
                #expect(page.status == 200)
                #expect(!page.text.contains("Book: Held"), "the held transaction is not committed yet")
                #expect(try other.post("/books", form: [("title", "Beside"), ("_action", "add")]).status == 303)
                #expect(try other.get("/books").text.contains("Book: Beside"))
                release.signal()
                #expect(done.wait(timeout: .now() + 30) == .success)
                #expect(answered303.value == 1, "the slow post was answered 303")
            }
        }
        #expect(releasedInTime.value == 1, "the page and the other post were answered while the slow post held its transaction")
        #expect(try database.psql("SELECT string_agg(title, ',' ORDER BY title) FROM \"ShelfBook\"") == "Beside,Held")
    }

    @Test("The database stopped: a save fails as unavailable and keeps nothing; started again, the same store saves")
    func restartHeals() throws {
        let database = try PostgresServer()
        let made = try container(database)
        let context = ModelContext(made)
        context.insert(ShelfBook(title: "Before"))
        try context.save()
        try database.stop()
        let during = ModelContext(made)
        during.insert(ShelfBook(title: "During"))
        #expect { try during.save() } throws: { ($0 as? SwiftDataError)?.code == .storeUnavailable }
        try database.start()
        let after = ModelContext(made)
        after.insert(ShelfBook(title: "After"))
        try after.save()
        #expect(try after.fetch(FetchDescriptor<ShelfBook>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["After", "Before"])
    }

    @Test("Stored rows the model cannot read stop the container as it is made, naming the model, the property and the fix")
    func undecodableRows() throws {
        let database = try PostgresServer()
        // A table of an earlier version of the app, whose rating was text.
        try database.psql("""
            CREATE TABLE "ShelfBook" ("_id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "_owner" text NOT NULL, "_version" bigint NOT NULL DEFAULT 1, "title" text, "rating" text);
            INSERT INTO "ShelfBook" ("_owner", "title", "rating") VALUES ('', 'Ariel', 'five')
            """)
        #expect {
            try container(database)
        } throws: { error in
            let refusal = error as? SwiftDataError
            return refusal?.code == .undecodableRow && refusal?.property == "rating"
                && "\(error)".contains("ShelfBook") && "\(error)".contains("MigrationStage")
        }
    }

    /// Two servers (two stores, two connections) on one database, with their sessions there too.
    @Test("Each visitor's own rows on PostgreSQL: across two instances a visitor finds theirs, and nobody sees another's")
    func visitorsOwnRows() throws {
        let database = try PostgresServer()
        func instance(_ name: String) throws -> FormApp {
            var configuration = testConfiguration()
            configuration.sessionStore = try PostgresSessionStore(url: database.url, logger: quietLogger)
            let app = try FormApp(configuration)
            let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: try #require(URL(string: database.url + "&application_name=" + name))))
            app.page("/books", title: "Books") { VisitorShelf(container: container) }
            return app
        }
        let location = ModelStores.location
        defer { ModelStores.location = location }
        try serving(try instance("first")) { first throws in
            try serving(try instance("second")) { second throws in
                let ada = TestBrowser(port: first)
                #expect(try ada.post("/books", form: [("title", "Dune"), ("_action", "add")]).status == 303)
                let grace = TestBrowser(port: second)
                #expect(!(try grace.get("/books").text.contains("Book: Dune")), "a visitor of the other instance sees none of Ada's")
                // A unique value is each visitor's: Grace has a Dune of her own.
                #expect(try grace.post("/books", form: [("title", "Dune"), ("_action", "add")]).status == 303)
                #expect(try grace.post("/books", form: [("title", "Emma"), ("_action", "add")]).status == 303)

                let adaElsewhere = TestBrowser(port: second)
                adaElsewhere.cookie = ada.cookie
                let adas = try adaElsewhere.get("/books").text
                #expect(adas.contains("Book: Dune") && !adas.contains("Book: Emma"), "Ada's books, from the other instance")
                #expect(try adaElsewhere.post("/books", form: [("title", "Dune"), ("_action", "add")]).status == 422, "Ada's second Dune")
                let stranger = try TestBrowser(port: first).get("/books").text
                #expect(!stranger.contains("Book: "), "a stranger sees nobody's")
            }
        }
        #expect(try database.psql("SELECT count(DISTINCT _owner) || ' ' || count(*) FROM \"ShelfBook\"") == "2 3")
    }

    /// Sessions and data in one database: the session's compare-and-set is written inside the post's data
    /// transaction. A COMMIT that fails after every statement succeeded (a deferred constraint trigger
    /// refuses it) then keeps neither; with two transactions the session's change was kept alone.
    @Test("Sessions and data in one PostgreSQL database are one transaction: a post whose COMMIT fails keeps neither its data nor its session's change")
    func oneTransactionForSessionAndData() throws {
        let database = try PostgresServer()
        var configuration = testConfiguration()
        configuration.sessionStore = try PostgresSessionStore(url: database.url, logger: quietLogger)
        let app = try FormApp(configuration)
        let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: try #require(URL(string: database.url + "&application_name=data"))))
        app.page("/books", title: "Books") { CountedShelf(container: container) }
        let location = ModelStores.location
        defer { ModelStores.location = location }
        try serving(app) { port throws in
            let ada = TestBrowser(port: port)
            #expect(try ada.post("/books", form: [("title", "Dune"), ("_action", "add")]).status == 303)
            #expect(try ada.get("/books").text.contains("Added: 1"))
            try database.psql("""
                CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN IF NEW.title = 'Refused' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
                CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON "ShelfBook" DEFERRABLE INITIALLY DEFERRED
                    FOR EACH ROW EXECUTE FUNCTION refuse_at_commit();
                """)
            let sessionsBefore = try database.psql("SELECT version || ' ' || encode(state, 'hex') FROM formui_sessions")

            let refused = try ada.post("/books", form: [("title", "Refused"), ("_action", "add")])
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "5")
            #expect(try database.psql("SELECT version || ' ' || encode(state, 'hex') FROM formui_sessions") == sessionsBefore, "the session's row is as before the post")
            let page = try ada.get("/books").text
            #expect(page.contains("Added: 1") && !page.contains("Added: 2"), "the @State change went with the data")
            #expect(!page.contains("Book: Refused"))

            // A first post refused so: no session is stored, and no cookie names one.
            let stranger = TestBrowser(port: port)
            let first = try stranger.post("/books", form: [("title", "Refused"), ("_action", "add")])
            #expect(first.status == 503)
            #expect(first.header("Set-Cookie") == nil)
            #expect(try database.psql("SELECT count(*) FROM formui_sessions") == "1")

            #expect(try ada.post("/books", form: [("title", "Emma"), ("_action", "add")]).status == 303)
            #expect(try ada.get("/books").text.contains("Added: 2"))
        }
        #expect(try database.psql("SELECT string_agg(title, ',' ORDER BY title) FROM \"ShelfBook\"") == "Dune,Emma")
    }

    @Test("A transaction whose connection was lost, or in which a statement failed, fails at COMMIT: never a COMMIT that keeps nothing and says it did")
    func lostTransactionsFail() throws {
        let database = try PostgresServer()
        let connection = try PostgresConnection(url: database.url + "&application_name=victim")
        try connection.lock.withLock {
            try connection.execute("CREATE TABLE counted (n bigint)")
            try connection.execute("BEGIN")
            try connection.perform("INSERT INTO counted VALUES (?)", [.integer(1)])
            try database.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'victim'")
            #expect(throws: DatabaseFailure.self) { try connection.perform("SELECT 1", []) }
            #expect(throws: DatabaseFailure.self, "the transaction died with its connection") { try connection.execute("COMMIT") }

            // The next transaction is on a new connection; a statement of it fails, and so does its COMMIT.
            try connection.execute("BEGIN")
            try connection.perform("INSERT INTO counted VALUES (?)", [.integer(2)])
            #expect(throws: DatabaseFailure.self) { try connection.perform("INSERT INTO missing VALUES (1)", []) }
            #expect(throws: DatabaseFailure.self, "a failed transaction answers COMMIT with ROLLBACK") { try connection.execute("COMMIT") }
            try connection.perform("INSERT INTO counted VALUES (?)", [.integer(3)])
        }
        #expect(try database.psql("SELECT n FROM counted") == "3", "only the insert outside the two transactions is kept")
    }

    // MARK: Two gallery processes on one database

    /// The action of the button “Vote for `place`” on the poll's page.
    func voteAction(_ page: String, _ place: String) throws -> String {
        let label = "<span class=\"text\">Vote for \(place)</span>"
        let before = try #require(page.range(of: label), "no button for \(place)")
        let prefix = page[..<before.lowerBound]
        let value = try #require(prefix.range(of: "name=\"_action\" value=\"", options: .backwards))
        return String(prefix[value.upperBound...].prefix { $0 != "\"" })
    }

    /// The votes the poll shows for `place`.
    func votes(_ page: String, _ place: String) -> Int? {
        guard let row = page.range(of: "<span class=\"text\">\(place)</span>") else { return nil }
        let rest = page[row.upperBound...]
        guard let end = rest.range(of: " vote") else { return nil }
        let digits = rest[..<end.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// Two gallery processes keeping sessions and data in `database`, as two instances of an app.
    func twoInstances(_ database: PostgresServer) throws -> [GalleryProcess] {
        [
            try GalleryProcess(sessions: database.url, unlimited: true, data: database.url),
            try GalleryProcess(sessions: database.url, unlimited: true, data: database.url),
        ]
    }

    /// How four clients at once, each posting `action` 75 times, were answered: the clients alternate
    /// between `ports`, each with `cookie` (one visitor in four tabs) or a session of its own.
    func voteFromFourClients(_ ports: [Int], cookie: String? = nil, _ action: String) -> [Int: Int] {
        let answers = Tally()
        DispatchQueue.concurrentPerform(iterations: 4) { client in
            let browser = TestBrowser(port: ports[client % 2])
            browser.cookie = cookie
            for _ in 0..<75 {
                let response = try? browser.post("/apps/lunch-poll", form: [("_action", action)])
                // 503 only with Retry-After; -1 for no answer.
                answers.add(response.map { $0.status == 503 && $0.header("Retry-After") == nil ? -503 : $0.status } ?? -1)
            }
        }
        return answers.counts
    }

    @Test("Two instances share a poll everyone sees, and each signed-in person's notes, on one database")
    func twoInstancesShareRows() throws {
        let database = try PostgresServer()
        let galleries = try twoInstances(database)
        defer { for gallery in galleries { gallery.stop() } }
        let first = TestBrowser(port: galleries[0].port)
        let page = try first.get("/apps/lunch-poll").text
        #expect(votes(page, "Pizzeria") == 0)
        #expect(try first.post("/apps/lunch-poll", form: [("_action", voteAction(page, "Pizzeria"))]).status == 303)
        #expect(try first.post("/apps/lunch-poll", form: [("place", "Taquería"), ("_action", "suggest")]).status == 303)

        let stranger = TestBrowser(port: galleries[1].port)
        let seen = try stranger.get("/apps/lunch-poll").text
        #expect(votes(seen, "Pizzeria") == 1, "a vote on one instance is counted on the other")
        #expect(votes(seen, "Taquería") == 0)
        #expect(try database.psql("SELECT name || '=' || votes FROM \"LunchPlace\" WHERE _owner = '' ORDER BY name")
            == "Noodle bar=0\nPizzeria=1\nSalad place=0\nTaquería=0")
        // A suggestion already on the list is a 422 naming it, with nothing saved.
        let duplicate = try stranger.post("/apps/lunch-poll", form: [("place", "Pizzeria"), ("_action", "suggest")])
        #expect(duplicate.status == 422)
        #expect(duplicate.text.contains("Another LunchPlace already has this name."))
        #expect(duplicate.text.contains("name=\"place\" value=\"Pizzeria\""), "what was typed is shown again")
        #expect(try stranger.post("/apps/lunch-poll", form: [("place", "Pizzeria Due"), ("_action", "suggest")]).status == 303)
        #expect(votes(try stranger.get("/apps/lunch-poll").text, "Pizzeria Due") == 0)
        #expect(try database.psql("SELECT count(*) FROM \"LunchPlace\"") == "5")

        // Notes are each signed-in person's: Ada's, written on one instance, are hers on the other.
        func signIn(_ port: Int, _ name: String, _ password: String) throws -> TestBrowser {
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/apps/sign-in", form: [("username", name), ("password", password), ("_action", "sign-in")]).status == 303)
            return browser
        }
        let ada = try signIn(galleries[0].port, "ada", "analytical engine")
        #expect(try ada.post("/apps/sign-in", form: [("new-note", "Bernoulli numbers"), ("_action", "add-note")]).status == 303)
        let adaElsewhere = try signIn(galleries[1].port, "ada", "analytical engine")
        #expect(try adaElsewhere.get("/apps/sign-in").text.contains("Bernoulli numbers"))
        let grace = try signIn(galleries[1].port, "grace", "first compiler")
        #expect(!(try grace.get("/apps/sign-in").text.contains("Bernoulli numbers")), "Grace sees none of Ada's notes")
    }

    /// 300 votes for one place, from four clients at once through two instances: each vote is answered
    /// 303 and is in the row.
    @Test("300 votes at once through two instances: every vote is counted, once")
    func concurrentVotes() throws {
        let database = try PostgresServer()
        let galleries = try twoInstances(database)
        defer { for gallery in galleries { gallery.stop() } }
        let action = try voteAction(try TestBrowser(port: galleries[0].port).get("/apps/lunch-poll").text, "Noodle bar")
        let answers = voteFromFourClients(galleries.map(\.port), action)
        // A vote that found the row changed by another since it read it was applied again to the row as
        // it is now: none is refused.
        #expect(answers == [303: 300], "answered \(answers)")
        let acknowledged = answers[303] ?? 0
        #expect(try database.psql("SELECT votes FROM \"LunchPlace\" WHERE name = 'Noodle bar'") == "\(acknowledged)")
        #expect(votes(try TestBrowser(port: galleries[1].port).get("/apps/lunch-poll").text, "Noodle bar") == acknowledged)
    }

    /// One visitor's session in four tabs at once, through two instances: a session store that lost its
    /// race with the other instance applies the post again, and the vote of the attempt it abandoned must
    /// not be kept with it.
    @Test("300 votes at once from one visitor through two instances: each vote counted once, never twice")
    func oneVisitorsConcurrentVotes() throws {
        let database = try PostgresServer()
        let galleries = try twoInstances(database)
        defer { for gallery in galleries { gallery.stop() } }
        let visitor = TestBrowser(port: galleries[0].port)
        let action = try voteAction(try visitor.get("/apps/lunch-poll").text, "Pizzeria")
        #expect(try visitor.post("/apps/lunch-poll", form: [("_action", action)]).status == 303)
        let cookie = try #require(visitor.cookie)
        let answers = voteFromFourClients(galleries.map(\.port), cookie: cookie, action)
        // A session store that lost its race 20 times running answers 503 (with Retry-After): nothing kept.
        #expect(Set(answers.keys).isSubset(of: [303, 503]), "answered \(answers)")
        let acknowledged = answers[303] ?? 0
        #expect(acknowledged > 0)
        let counted = try database.psql("SELECT votes FROM \"LunchPlace\" WHERE name = 'Pizzeria'")
        #expect(counted == "\(acknowledged + 1)", "\(acknowledged + 1) votes acknowledged (\(answers[503] ?? 0) answered 503), \(counted) counted")
    }

    @Test("The database stopped: a vote is a 503 with Retry-After and nothing saved; started again, the instances heal")
    func databaseDownAndBack() throws {
        let database = try PostgresServer()
        let gallery = try GalleryProcess(sessions: "memory", unlimited: true, data: database.url)
        defer { gallery.stop() }
        let browser = TestBrowser(port: gallery.port)
        let action = try voteAction(try browser.get("/apps/lunch-poll").text, "Salad place")
        #expect(try browser.post("/apps/lunch-poll", form: [("_action", action)]).status == 303)

        try database.stop()
        let refused = try browser.post("/apps/lunch-poll", form: [("_action", action)])
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "5")
        #expect(refused.text.contains("not available right now"))

        try database.start()
        #expect(try browser.post("/apps/lunch-poll", form: [("_action", action)]).status == 303)
        #expect(votes(try browser.get("/apps/lunch-poll").text, "Salad place") == 2, "the vote refused while the database was down was not counted")
        #expect(try database.psql("SELECT votes FROM \"LunchPlace\" WHERE name = 'Salad place'") == "2")
    }
}

/// How many of each answer the workers of a test had.
private final class Tally: @unchecked Sendable {
    private var answers: [Int: Int] = [:]
    private let lock = NSLock()

    func add(_ answer: Int) {
        lock.lock()
        answers[answer, default: 0] += 1
        lock.unlock()
    }

    var counts: [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return answers
    }
}

/// A count the workers of a test add to.
private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
