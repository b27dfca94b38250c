// The benchmark page on Hummingbird 2 as a Hummingbird developer would write it: the page rendered by
// swift-mustache from Templates/mustache (page.mustache and one partial per kind of control), the
// session cookie, the stylesheet through FileMiddleware. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1
// from run.sh).
//
//   hummingbird-mustache-server PORT PUBLIC_DIR TEMPLATES_DIR
import HTTPTypes
import Hummingbird
import Logging
import Mustache
import PeerPage

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8085 : 8085
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let templatesDirectory = arguments.count > 3 ? arguments[3] : "Templates/mustache"
let sessions = PeerSessions()
let library = try await MustacheLibrary(directory: templatesDirectory)
guard library.getTemplate(named: "page") != nil else {
    fatalError("hummingbird-mustache-server: no page.mustache in \(templatesDirectory)")
}

var logger = Logger(label: "hummingbird-mustache-server")
logger.logLevel = .warning

let pageHeaders = HTTPFields(PeerSessions.pageHeaders.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })

/// The page for session `id`, rendered from the template.
@Sendable func page(for id: String?) -> ByteBuffer {
    ByteBuffer(string: library.render(PageContext(sessions.state(for: id)), withTemplate: "page") ?? "")
}

let router = Router()
router.add(middleware: FileMiddleware(publicDirectory, searchForIndexHtml: false, logger: logger))

router.get("/") { request, _ -> Response in
    // As FormUIServer: a visitor without a session sees the defaults, and nothing is stored.
    let id = request.headers[.cookie].flatMap { sessions.knownSession(inCookieHeader: $0) }
    return Response(status: .ok, headers: pageHeaders, body: ResponseBody(byteBuffer: page(for: id)))
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
        response = Response(status: .unprocessableContent, headers: pageHeaders, body: ResponseBody(byteBuffer: page(for: id)))
    }
    if known == nil { response.headers[.setCookie] = PeerSessions.setCookie(id) }
    return response
}

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
    logger: logger
)
print("hummingbird-mustache-server listening on 127.0.0.1:\(port)")
try await app.runService()
