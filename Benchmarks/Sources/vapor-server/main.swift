// The benchmark page on Vapor 4: routes, the session cookie, the stylesheet through FileMiddleware.
// One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh; Vapor uses NIO's singleton group).
//
//   vapor-server PORT PUBLIC_DIR
import PeerPage
import Vapor

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8083 : 8083
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let sessions = PeerSessions()

var environment = Environment.production
environment.arguments = [arguments[0]]
let app = try await Application.make(environment)
app.logger.logLevel = .warning
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
app.http.server.configuration.tcpNoDelay = true
app.middleware.use(FileMiddleware(publicDirectory: publicDirectory.hasSuffix("/") ? publicDirectory : publicDirectory + "/"))

let pageHeaders = HTTPHeaders(PeerSessions.pageHeaders)

app.get { request -> Response in
    // As FormUIServer: a visitor without a session sees the defaults, and nothing is stored.
    let id = request.headers.first(name: .cookie).flatMap { sessions.knownSession(inCookieHeader: $0) }
    let page = sessions.page(for: id)
    return Response(status: .ok, headers: pageHeaders, body: .init(buffer: ByteBuffer(bytes: page)))
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
        let page = sessions.page(for: id)
        response = Response(status: .unprocessableEntity, headers: pageHeaders, body: .init(buffer: ByteBuffer(bytes: page)))
    }
    if known == nil { response.headers.add(name: .setCookie, value: PeerSessions.setCookie(id)) }
    return response
}

print("vapor-server listening on 127.0.0.1:\(port)")
try await app.execute()
try await app.asyncShutdown()
