// The data page on Hummingbird 2 as a Hummingbird developer would write it: the books read with one SQL
// query (filtered by the visitor's search, sorted by title) through PostgresNIO's `PostgresClient` or
// SQLiteNIO's connection, rendered by swift-mustache from Templates/mustache/books.mustache, and a post
// that inserts a book. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh).
//
//   hummingbird-data-server PORT PUBLIC_DIR TEMPLATES_DIR DATABASE
//
// DATABASE is `sqlite:PATH` or `postgres://USER@HOST:PORT/DATABASE`. The shelf gets the benchmark's
// books (ShelfSeed) when it is empty.
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Mustache
import PeerPage
import PostgresNIO
import ShelfPeer
import SQLiteNIO

/// The books table, on PostgreSQL or SQLite: the same SQL but for the placeholders and the
/// case-insensitive LIKE, which PostgreSQL spells ILIKE.
enum Shelf: Sendable {
    case postgres(PostgresClient)
    case sqlite(SQLiteConnection)

    func prepare(logger: Logger) async throws {
        switch self {
        case .postgres(let client):
            try await client.query("CREATE TABLE IF NOT EXISTS books (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, title TEXT NOT NULL, author TEXT NOT NULL, year BIGINT NOT NULL)", logger: logger)
            let rows = try await client.query("SELECT count(*) FROM books", logger: logger)
            var count = 0
            for try await (value) in rows.decode(Int.self) { count = value }
            guard count == 0 else { return }
            try await client.withTransaction(logger: logger) { connection in
                for book in ShelfContext.seed {
                    try await connection.query("INSERT INTO books (title, author, year) VALUES (\(book.title), \(book.author), \(book.year))", logger: logger)
                }
            }
        case .sqlite(let connection):
            _ = try await connection.query("CREATE TABLE IF NOT EXISTS books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, author TEXT NOT NULL, year INTEGER NOT NULL)")
            let count = try await connection.query("SELECT count(*) AS count FROM books").first?.column("count")?.integer ?? 0
            guard count == 0 else { return }
            _ = try await connection.query("BEGIN")
            for book in ShelfContext.seed {
                _ = try await connection.query("INSERT INTO books (title, author, year) VALUES (?, ?, ?)", [.text(book.title), .text(book.author), .integer(book.year)])
            }
            _ = try await connection.query("COMMIT")
        }
    }

    /// The books whose titles contain `search` (all when it is empty), by title.
    func books(matching search: String, logger: Logger) async throws -> [ShelfContext.Book] {
        var books: [ShelfContext.Book] = []
        switch self {
        case .postgres(let client):
            let rows = if search.isEmpty {
                try await client.query("SELECT title, author, year FROM books ORDER BY title", logger: logger)
            } else {
                try await client.query("SELECT title, author, year FROM books WHERE title ILIKE \("%" + search + "%") ORDER BY title", logger: logger)
            }
            for try await (title, author, year) in rows.decode((String, String, Int).self) {
                books.append(.init(title: title, author: author, year: year))
            }
        case .sqlite(let connection):
            let rows = if search.isEmpty {
                try await connection.query("SELECT title, author, year FROM books ORDER BY title")
            } else {
                try await connection.query("SELECT title, author, year FROM books WHERE title LIKE ? ORDER BY title", [.text("%" + search + "%")])
            }
            for row in rows {
                books.append(.init(
                    title: row.column("title")?.string ?? "", author: row.column("author")?.string ?? "",
                    year: row.column("year")?.integer ?? 0
                ))
            }
        }
        return books
    }

    func insert(title: String, author: String, year: Int, logger: Logger) async throws {
        switch self {
        case .postgres(let client):
            try await client.query("INSERT INTO books (title, author, year) VALUES (\(title), \(author), \(year))", logger: logger)
        case .sqlite(let connection):
            _ = try await connection.query("INSERT INTO books (title, author, year) VALUES (?, ?, ?)", [.text(title), .text(author), .integer(year)])
        }
    }
}

let arguments = CommandLine.arguments
guard arguments.count > 4 else {
    fatalError("usage: hummingbird-data-server PORT PUBLIC_DIR TEMPLATES_DIR sqlite:PATH|postgres://USER@HOST:PORT/DATABASE")
}
let port = Int(arguments[1]) ?? 8085
let publicDirectory = arguments[2]
let templatesDirectory = arguments[3]
let database = arguments[4]
let sessions = ShelfSessions()
let library = try await MustacheLibrary(directory: templatesDirectory)
guard library.getTemplate(named: "books") != nil else {
    fatalError("hummingbird-data-server: no books.mustache in \(templatesDirectory)")
}

var logger = Logger(label: "hummingbird-data-server")
logger.logLevel = .warning

let shelf: Shelf
var client: PostgresClient?
if database.hasPrefix("sqlite:") {
    shelf = .sqlite(try await SQLiteConnection.open(storage: .file(path: String(database.dropFirst("sqlite:".count))), logger: logger))
} else {
    guard let url = URL(string: database), let host = url.host, let user = url.user else {
        fatalError("hummingbird-data-server: \(database) is not postgres://USER@HOST:PORT/DATABASE")
    }
    let postgres = PostgresClient(
        configuration: .init(host: host, port: url.port ?? 5432, username: user, password: url.password,
                             database: String(url.path.dropFirst()), tls: .disable),
        backgroundLogger: logger
    )
    client = postgres
    shelf = .postgres(postgres)
}

let pageHeaders = HTTPFields(PeerSessions.pageHeaders.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })

/// The page for session `id`: its search run as SQL, the books rendered from the template.
@Sendable func page(_ status: HTTPResponse.Status, for id: String?) async throws -> Response {
    let state = sessions.state(for: id)
    let books = try await shelf.books(matching: state.search, logger: logger)
    let html = library.render(ShelfContext(state, books: books), withTemplate: "books") ?? ""
    return Response(status: status, headers: pageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
}

let router = Router()
router.add(middleware: FileMiddleware(publicDirectory, searchForIndexHtml: false, logger: logger))

router.get("/books") { request, _ -> Response in
    let id = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    return try await page(.ok, for: id)
}

router.post("/books") { request, _ -> Response in
    let known = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    let id = known ?? sessions.create()
    let body = try await request.body.collect(upTo: 1 << 20)
    var response: Response
    switch sessions.apply(FormBody.decode(body.readableBytesView), to: id) {
    case .applied:
        response = Response(status: .seeOther, headers: [.location: "/books", .cacheControl: "no-store"])
    case .add(let title, let author):
        try await shelf.insert(title: title, author: author, year: ShelfContext.yearOfNewBooks, logger: logger)
        response = Response(status: .seeOther, headers: [.location: "/books", .cacheControl: "no-store"])
    case .unknownAction:
        response = Response(status: .conflict)
    }
    if known == nil { response.headers[.setCookie] = PeerSessions.setCookie(id) }
    return response
}

var app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
    logger: logger
)
if let client { app.addServices(client) }
app.beforeServerStarts { try await shelf.prepare(logger: logger) }
print("hummingbird-data-server listening on 127.0.0.1:\(port), books in \(client == nil ? "SQLite" : "PostgreSQL")")
try await app.runService()
