// The benchmark page on Hummingbird 2: a router, the session cookie, the stylesheet through
// FileMiddleware. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh).
//
//   hummingbird-server PORT PUBLIC_DIR
import Hummingbird
import Logging
import PeerPage

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8082 : 8082
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let sessions = PeerSessions()

var logger = Logger(label: "hummingbird-server")
logger.logLevel = .warning

let router = Router()
router.add(middleware: FileMiddleware(publicDirectory, searchForIndexHtml: false, logger: logger))

router.get("/") { request, _ -> Response in
    var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
    var id = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    if id == nil {
        let created = sessions.create()
        headers[.setCookie] = PeerSessions.setCookie(created)
        id = created
    }
    let page = sessions.page(for: id)
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
}

router.post("/") { request, _ -> Response in
    guard let id = request.headers[.cookie].flatMap({ sessions.knownSession(inCookieHeader: $0) }) else {
        return Response(status: .seeOther, headers: [.location: "/"])
    }
    let body = try await request.body.collect(upTo: 1 << 20)
    switch sessions.apply(FormBody.decode(body.readableBytesView), to: id) {
    case .applied:
        return Response(status: .seeOther, headers: [.location: "/"])
    case .invalid:
        let page = sessions.page(for: id)
        return Response(
            status: .unprocessableContent, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: page))
        )
    }
}

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
    logger: logger
)
print("hummingbird-server listening on 127.0.0.1:\(port)")
try await app.runService()
