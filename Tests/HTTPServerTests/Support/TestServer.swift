// Starting a server for a test, and the responder tests talk to; the client is Tests/Shared/HTTPTestClient.swift.
import COpenSSL
import Foundation
import HTTPTypes
import Logging
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

/// A logger that drops everything, so that tests do not flood the output.
let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

/// Starts a server on a free loopback port with the given changes to the configuration.
func startServer(
    host: String = "127.0.0.1",
    logger: Logger = quietLogger,
    responder: some HTTPResponder = EchoResponder(),
    _ configure: (inout HTTPServerConfiguration) -> Void = { _ in }
) throws -> HTTPServer {
    var configuration = HTTPServerConfiguration(host: host, port: 0)
    // Most tests name any host (`Host: x`); HostCheckTests sets the list it tests.
    configuration.allowedHosts = ["*"]
    configure(&configuration)
    let server = HTTPServer(configuration: configuration, responder: responder, logger: logger)
    try server.start()
    return server
}

/// Runs `body` with a started server and always shuts it down.
func withServer<T>(
    host: String = "127.0.0.1",
    logger: Logger = quietLogger,
    responder: some HTTPResponder = EchoResponder(),
    _ configure: (inout HTTPServerConfiguration) -> Void = { _ in },
    _ body: (HTTPServer) throws -> T
) throws -> T {
    let server = try startServer(host: host, logger: logger, responder: responder, configure)
    defer { server.shutdown() }
    return try body(server)
}

/// Answers according to the path, so that tests can see what the server handed to the responder.
struct EchoResponder: HTTPResponder {
    func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        let fullPath = request.head.path ?? ""
        let path = fullPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? fullPath
        let query = fullPath.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        var fields: HTTPFields = [
            HTTPField.Name("X-Method")!: request.head.method.rawValue,
            HTTPField.Name("X-Path")!: fullPath,
            HTTPField.Name("X-Authority")!: request.head.authority ?? "-",
            HTTPField.Name("X-Scheme")!: request.head.scheme ?? "-",
            HTTPField.Name("X-Secure")!: request.isSecure ? "yes" : "no",
            HTTPField.Name("X-Remote")!: request.remoteAddress,
            HTTPField.Name("X-Body-Length")!: String(request.body.count),
            .contentType: "text/plain; charset=utf-8",
        ]
        switch path {
        case "/echo":
            return HTTPServerResponse(status: .ok, headerFields: fields, body: request.body)
        case "/headers":
            let text = request.head.headerFields.map { "\($0.name.canonicalName): \($0.value)" }.joined(separator: "\n")
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array(text.utf8))
        case "/slow":
            let ms = Int(query.replacingOccurrences(of: "ms=", with: "")) ?? 500
            usleep(useconds_t(ms * 1000))  // the point: a slow responder
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array("slept \(ms)\n".utf8))
        case "/big":
            let n = Int(query.replacingOccurrences(of: "n=", with: "")) ?? 10_000
            return HTTPServerResponse(status: .ok, headerFields: fields, body: bigText(n))
        case "/png":
            fields[.contentType] = "image/png"
            return HTTPServerResponse(status: .ok, headerFields: fields, body: bigText(4000))
        case "/nocontent":
            return HTTPServerResponse(status: .noContent, headerFields: fields, body: Array("ignored".utf8))
        case "/close":
            fields[.connection] = "close"
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array("bye\n".utf8))
        default:
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array("hello\n".utf8))
        }
    }
}

/// Compressible, varied text of `n` bytes.
func bigText(_ n: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(n + 64)
    var i = 0
    while out.count < n {
        out.append(contentsOf: "line \(i) of a compressible body, with words that repeat: form, view, state.\n".utf8)
        i += 1
    }
    return Array(out.prefix(n))
}

/// Opens `count` loopback connections without a request.
func connect(_ count: Int, port: Int, timeout: TimeInterval = 10) throws -> [SocketStream] {
    try (0..<count).map { _ in try SocketStream(port: port, timeout: timeout) }
}

extension Duration {
    static func ms(_ n: Int) -> Duration { .milliseconds(n) }
}

/// Wall-clock seconds since `start` (for liveness bounds only, never for performance claims).
func elapsed(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}
