import COpenSSL
import Foundation
import HTTPTypes
import Logging
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

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
            usleep(useconds_t(ms * 1000))
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

/// A parsed response as the test client saw it.
struct TestResponse {
    var status: Int
    var reason: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    func headerValues(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// Byte transport of a test client: plain socket or TLS.
protocol ByteStream: AnyObject {
    func sendAll(_ bytes: [UInt8]) throws
    /// Up to `max` bytes; empty at end of stream. Throws on timeout or reset.
    func receive(max: Int) throws -> [UInt8]
    func closeStream()
}

enum ReceiveError: Error, Equatable {
    case timedOut
    case reset
}

/// A blocking TCP client socket with receive and send timeouts, so that no test can hang.
final class SocketStream: ByteStream {
    let fd: Int32

    init(host: String = "127.0.0.1", port: Int, timeout: TimeInterval = 10) throws {
        let family = host.contains(":") ? AF_INET6 : AF_INET
        fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw TestFailure("socket: \(errno)") }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw TestFailure("connect to \(host):\(port): errno \(code)")
        }
    }

    deinit { Glibc.close(fd) }

    func sendAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw TestFailure("send: errno \(errno)")
            }
            offset += n
        }
    }

    func receive(max: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
            if n >= 0 { return Array(buffer.prefix(n)) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: throw ReceiveError.timedOut
            case ECONNRESET: throw ReceiveError.reset
            default: throw TestFailure("recv: errno \(errno)")
            }
        }
    }

    func shutdownWrite() {
        shutdown(fd, Int32(SHUT_WR))
    }

    func closeStream() {
        shutdown(fd, Int32(SHUT_RDWR))
    }
}

/// Reads HTTP/1.1 responses from a stream, keeping what follows one response for the next.
final class HTTPTestClient {
    let stream: ByteStream
    private var buffer: [UInt8] = []

    init(_ stream: ByteStream) {
        self.stream = stream
    }

    convenience init(host: String = "127.0.0.1", port: Int, timeout: TimeInterval = 10) throws {
        self.init(try SocketStream(host: host, port: port, timeout: timeout))
    }

    func send(_ text: String) throws {
        try stream.sendAll(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) throws {
        try stream.sendAll(bytes)
    }

    /// Sends every byte in its own write (TCP_NODELAY is on), with a short pause now and then.
    func sendByteByByte(_ text: String) throws {
        for (i, byte) in text.utf8.enumerated() {
            try stream.sendAll([byte])
            if i % 16 == 0 { usleep(1000) }
        }
    }

    private func fill() throws -> Bool {
        let chunk = try stream.receive(max: 65536)
        if chunk.isEmpty { return false }
        buffer.append(contentsOf: chunk)
        return true
    }

    private func readLine() throws -> String {
        while true {
            if let lf = buffer.firstIndex(of: 0x0A) {
                guard lf > 0, buffer[lf - 1] == 0x0D else { throw TestFailure("bare LF from server") }
                let line = String(decoding: buffer[..<(lf - 1)], as: UTF8.self)
                buffer.removeSubrange(...lf)
                return line
            }
            guard try fill() else { throw TestFailure("connection closed inside a response head") }
        }
    }

    /// Reads one response. `forHEAD`: the body is not there whatever Content-Length says.
    func readResponse(forHEAD: Bool = false) throws -> TestResponse {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", let status = Int(parts[1]) else {
            throw TestFailure("bad status line: \(statusLine)")
        }
        var headers: [(String, String)] = []
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { throw TestFailure("bad header line: \(line)") }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = TestResponse(status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [])
        if status < 200 || status == 204 || status == 304 || forHEAD { return response }
        guard let lengthText = response.header("Content-Length"), let length = Int(lengthText) else {
            throw TestFailure("response \(status) without Content-Length")
        }
        while buffer.count < length {
            guard try fill() else { throw TestFailure("connection closed inside a body") }
        }
        response.body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return response
    }

    /// Sends a request and reads its response.
    func request(_ text: String, forHEAD: Bool = false) throws -> TestResponse {
        try send(text)
        return try readResponse(forHEAD: forHEAD)
    }

    /// True if the server closes (EOF or reset) before `timeout`; false if the connection is still
    /// open then. Bytes that arrive meanwhile are returned through `received`.
    func waitForClose(received: inout [UInt8]) throws -> Bool {
        received.append(contentsOf: buffer)
        buffer.removeAll()
        while true {
            do {
                let chunk = try stream.receive(max: 65536)
                if chunk.isEmpty { return true }
                received.append(contentsOf: chunk)
            } catch ReceiveError.reset {
                return true
            } catch ReceiveError.timedOut {
                return false
            }
        }
    }

    func waitForClose() throws -> Bool {
        var ignored: [UInt8] = []
        return try waitForClose(received: &ignored)
    }

    /// Everything until the server closes.
    func readToEnd() throws -> [UInt8] {
        var received: [UInt8] = []
        guard try waitForClose(received: &received) else { throw TestFailure("server did not close") }
        return received
    }

    var hasBufferedBytes: Bool { !buffer.isEmpty }

    func close() { stream.closeStream() }
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
