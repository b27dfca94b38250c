// The data page on Vapor 4 as a Vapor developer would write it: a Fluent model and its migration, the
// books read with a Fluent query (filtered by the visitor's search, sorted by title) and rendered by Leaf
// from Templates/leaf/books.leaf, a post that creates a book. SQLite through fluent-sqlite-driver or
// PostgreSQL through fluent-postgres-driver, each with its default connection pool. One event loop
// (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh); production environment, so Leaf caches the template.
//
//   vapor-fluent-server PORT PUBLIC_DIR TEMPLATES_DIR DATABASE
//
// DATABASE is `sqlite:PATH` or a `postgres://…` URL. The shelf gets the benchmark's books (ShelfSeed)
// when it is empty.
import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Leaf
import PeerPage
import ShelfPeer
import Vapor

final class Book: Model, Content, @unchecked Sendable {
    static let schema = "books"

    @ID(key: .id) var id: UUID?
    @Field(key: "title") var title: String
    @Field(key: "author") var author: String
    @Field(key: "year") var year: Int

    init() {}

    init(title: String, author: String, year: Int) {
        self.title = title
        self.author = author
        self.year = year
    }
}

struct CreateBook: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("books")
            .id()
            .field("title", .string, .required)
            .field("author", .string, .required)
            .field("year", .int, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("books").delete()
    }
}

let arguments = CommandLine.arguments
guard arguments.count > 4 else {
    fatalError("usage: vapor-fluent-server PORT PUBLIC_DIR TEMPLATES_DIR sqlite:PATH|postgres://…")
}
let port = Int(arguments[1]) ?? 8086
let publicDirectory = arguments[2]
let templatesDirectory = arguments[3]
let database = arguments[4]
let sessions = ShelfSessions()

var environment = Environment.production
environment.arguments = [arguments[0]]
let app = try await Application.make(environment)
app.logger.logLevel = .warning
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
app.http.server.configuration.tcpNoDelay = true
app.middleware.use(FileMiddleware(publicDirectory: publicDirectory.hasSuffix("/") ? publicDirectory : publicDirectory + "/"))
app.directory.viewsDirectory = templatesDirectory.hasSuffix("/") ? templatesDirectory : templatesDirectory + "/"
app.views.use(.leaf)

// A search is case-insensitive, as FormUI's `localizedStandardContains` is: SQLite's LIKE already is
// (for ASCII), PostgreSQL's is not, so there the query says ILIKE.
let onSQLite = database.hasPrefix("sqlite:")
if onSQLite {
    app.databases.use(.sqlite(.file(String(database.dropFirst("sqlite:".count)))), as: .sqlite)
} else {
    app.databases.use(try .postgres(url: database), as: .psql)
}
app.migrations.add(CreateBook())

/// Makes the table and puts the benchmark's books on an empty shelf. (A function: in top-level code
/// Swift 6.3 picks Fluent's EventLoopFuture overloads of `autoMigrate()` and `create(on:)`, unawaited.)
func prepareShelf(_ app: Application) async throws {
    try await app.autoMigrate()
    if try await Book.query(on: app.db).count() == 0 {
        try await ShelfContext.seed.map { Book(title: $0.title, author: $0.author, year: $0.year) }.create(on: app.db)
    }
}
try await prepareShelf(app)

let pageHeaders = HTTPHeaders(PeerSessions.pageHeaders)

/// The page for session `id`: its search run as a Fluent query, the books rendered by Leaf.
@Sendable func page(_ status: HTTPResponseStatus, for id: String?, _ request: Request) async throws -> Response {
    let state = sessions.state(for: id)
    var query = Book.query(on: request.db)
    if !state.search.isEmpty {
        if onSQLite {
            query = query.filter(\.$title ~~ state.search)
        } else {
            query = query.filter(\.$title, .custom("ILIKE"), "%\(state.search)%")
        }
    }
    let books = try await query.sort(\.$title).all()
    let context = ShelfContext(state, books: books.map { .init(title: $0.title, author: $0.author, year: $0.year) })
    let view = try await request.view.render("books", context)
    return Response(status: status, headers: pageHeaders, body: .init(buffer: view.data))
}

app.get("books") { request -> Response in
    let id = request.headers.first(name: .cookie).flatMap { sessions.knownSession(inCookieHeader: $0) }
    return try await page(.ok, for: id, request)
}

app.on(.POST, "books", body: .collect(maxSize: "1mb")) { request -> Response in
    let known = request.headers.first(name: .cookie).flatMap { sessions.knownSession(inCookieHeader: $0) }
    let id = known ?? sessions.create()
    let fields = request.body.data.map { FormBody.decode($0.readableBytesView) } ?? []
    let response: Response
    switch sessions.apply(fields, to: id) {
    case .applied:
        response = Response(status: .seeOther, headers: ["location": "/books", "cache-control": "no-store"])
    case .add(let title, let author):
        try await Book(title: title, author: author, year: ShelfContext.yearOfNewBooks).create(on: request.db)
        response = Response(status: .seeOther, headers: ["location": "/books", "cache-control": "no-store"])
    case .unknownAction:
        response = Response(status: .conflict)
    }
    if known == nil { response.headers.add(name: .setCookie, value: PeerSessions.setCookie(id)) }
    return response
}

print("vapor-fluent-server listening on 127.0.0.1:\(port), books in \(onSQLite ? "SQLite" : "PostgreSQL")")
try await app.execute()
try await app.asyncShutdown()
