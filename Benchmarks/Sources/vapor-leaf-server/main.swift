// The benchmark page on Vapor 4 as a Vapor developer would write it: the page rendered by Leaf from
// Templates/leaf (page.leaf and one `#extend`ed template per kind of control), the session cookie, the
// stylesheet through FileMiddleware. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh).
// Production environment, so Leaf keeps the parsed templates in its cache.
//
//   vapor-leaf-server PORT PUBLIC_DIR TEMPLATES_DIR
import Leaf
import PeerPage
import Vapor

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8086 : 8086
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let templatesDirectory = arguments.count > 3 ? arguments[3] : "Templates/leaf"
let sessions = PeerSessions()

var environment = Environment.production
environment.arguments = [arguments[0]]
let app = try await Application.make(environment)
app.logger.logLevel = .warning
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
app.http.server.configuration.tcpNoDelay = true
app.middleware.use(FileMiddleware(publicDirectory: publicDirectory.hasSuffix("/") ? publicDirectory : publicDirectory + "/"))
// Leaf reads the templates from the views directory (an absolute path ending in "/").
let templatesRoot = templatesDirectory.hasPrefix("/") ? templatesDirectory : app.directory.workingDirectory + templatesDirectory
app.directory.viewsDirectory = templatesRoot.hasSuffix("/") ? templatesRoot : templatesRoot + "/"
app.views.use(.leaf)

let pageHeaders = HTTPHeaders(PeerSessions.pageHeaders)

/// The page for session `id`, rendered from the template, with FormUIServer's headers.
@Sendable func page(_ status: HTTPResponseStatus, for id: String?, _ request: Request) async throws -> Response {
    let view = try await request.view.render("page", PageContext(sessions.state(for: id)))
    return Response(status: status, headers: pageHeaders, body: .init(buffer: view.data))
}

app.get { request -> Response in
    // As FormUIServer: a visitor without a session sees the defaults, and nothing is stored.
    let id = request.headers.first(name: .cookie).flatMap { sessions.knownSession(inCookieHeader: $0) }
    return try await page(.ok, for: id, request)
}

app.on(.POST, body: .collect(maxSize: "1mb")) { request -> Response in
    // As FormUIServer: a visitor's first post is where their session begins.
    let known = request.headers.first(name: .cookie).flatMap { sessions.knownSession(inCookieHeader: $0) }
    let id = known ?? sessions.create()
    let fields = request.body.data.map { FormBody.decode($0.readableBytesView) } ?? []
    let response: Response
    switch sessions.apply(fields, to: id) {
    case .applied:
        response = Response(status: .seeOther, headers: ["location": "/", "cache-control": "no-store"])
    case .invalid:
        response = try await page(.unprocessableEntity, for: id, request)
    }
    if known == nil { response.headers.add(name: .setCookie, value: PeerSessions.setCookie(id)) }
    return response
}

print("vapor-leaf-server listening on 127.0.0.1:\(port)")
try await app.execute()
try await app.asyncShutdown()
