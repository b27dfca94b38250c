// The benchmark page on Hummingbird 2: a router, the session cookie, the stylesheet through
// FileMiddleware. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh).
//
//   hummingbird-server PORT PUBLIC_DIR
import HTTPTypes
import Hummingbird
import Logging
import PeerPage

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8082 : 8082
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let sessions = PeerSessions()

var logger = Logger(label: "hummingbird-server")
logger.logLevel = .warning

let pageHeaders = HTTPFields(PeerSessions.pageHeaders.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })

let router = Router()
router.add(middleware: FileMiddleware(publicDirectory, searchForIndexHtml: false, logger: logger))

router.get("/") { request, _ -> Response in
    // As FormUIServer: a visitor without a session sees the defaults, and nothing is stored.
    let id = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    let page = sessions.page(for: id)
    return Response(status: .ok, headers: pageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
}

router.post("/") { request, _ -> Response in
    // As FormUIServer: a visitor's first post is where their session begins.
    let known = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    let id = known ?? sessions.create()
    let body = try await request.body.collect(upTo: 1 << 20)
    var response: Response
    switch sessions.apply(FormBody.decode(body.readableBytesView), to: id) {
    case .applied:
        response = Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
    case .invalid:
        let page = sessions.page(for: id)
        response = Response(
            status: .unprocessableContent, headers: pageHeaders,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: page))
        )
    }
    if known == nil { response.headers[.setCookie] = PeerSessions.setCookie(id) }
    return response
}

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
    logger: logger
)
print("hummingbird-server listening on 127.0.0.1:\(port)")
try await app.runService()
