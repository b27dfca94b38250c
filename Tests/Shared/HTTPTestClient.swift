// One HTTP test client for every test target that talks HTTP (linked into each with a symlink, as
// ChildProcesses.swift is). Two layers:
//
// - `TestConnection`: one loopback connection to a live server, exact about the bytes on the wire
//   (pipelining, half-sent heads, slow bodies, TLS through `ByteStream`).
// - `HTTPTestClient`: one request at a time, in the spirit of HummingbirdTesting's `.live` and
//   `.router`: `.live(port:)` sends each request over a new loopback connection to a real server;
//   `.inProcess(responder)` hands the same request to the responder directly, with no socket, for
//   tests of what a responder answers rather than of how the server carries it.

import Foundation
import HTTPServer
import HTTPTypes

#if canImport(Glibc)
import Glibc
#endif

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
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

    /// The body as text (the same as `bodyText`).
    var text: String { bodyText }

    /// Every value of the header `name` (case-insensitive), in order.
    func headers(_ name: String) -> [String] { headerValues(name) }

    /// The JSON body as a dictionary.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
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

/// One connection to a live server: sends bytes exactly as given and reads HTTP/1.1 responses,
/// keeping what follows one response for the next (keep-alive, pipelining).
final class TestConnection {
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
            if i % 16 == 0 { usleep(1000) }  // the point: bytes spread over separate reads
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
    /// `framedOtherwise`: a body may also be chunked or end with the connection (as any HTTP/1.1
    /// server may send it); without it, a response must carry Content-Length, as our server's do.
    func readResponse(forHEAD: Bool = false, framedOtherwise: Bool = false) throws -> TestResponse {
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
        if framedOtherwise, response.header("Content-Length") == nil {
            if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
                response.body = try readChunkedBody()
            } else {
                response.body = try readToEnd()
            }
            return response
        }
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

    /// A chunked body, trailers skipped.
    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try readLine()
            guard let size = Int(sizeLine.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16) else {
                throw TestFailure("bad chunk size line: \(sizeLine)")
            }
            if size == 0 {
                while try !readLine().isEmpty {}
                return body
            }
            while buffer.count < size + 2 {
                guard try fill() else { throw TestFailure("connection closed inside a chunk") }
            }
            body += buffer.prefix(size)
            buffer.removeFirst(size + 2)
        }
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

/// Sends one request at a time and reads its response, to a live server over loopback or to a
/// responder in the process.
struct HTTPTestClient: Sendable {
    /// Where requests go.
    enum Target: Sendable {
        /// A real server listening on a loopback port: each request opens a new connection and
        /// closes it (`Connection: close`).
        case live(host: String, port: Int)
        /// A responder called directly, with no socket and no server around it: no Host check, no
        /// compression, no limits or timeouts.
        case inProcess(any HTTPResponder)
    }

    typealias Response = TestResponse
    typealias Failure = TestFailure

    let target: Target

    /// A client of a live server on `127.0.0.1:port`.
    init(port: Int, host: String = "127.0.0.1") {
        target = .live(host: host, port: port)
    }

    init(_ target: Target) {
        self.target = target
    }

    /// A client of a live server on a loopback port.
    static func live(port: Int, host: String = "127.0.0.1") -> HTTPTestClient { HTTPTestClient(port: port, host: host) }

    /// A client that calls `responder` directly.
    static func inProcess(_ responder: any HTTPResponder) -> HTTPTestClient { HTTPTestClient(.inProcess(responder)) }

    /// The value sent as `Host`.
    var authority: String {
        switch target {
        case .live(let host, let port): "\(host.contains(":") ? "[\(host)]" : host):\(port)"
        case .inProcess: "localhost"
        }
    }

    /// Sends `raw` bytes as they are over a new connection (live only) and reads one response,
    /// however it is framed.
    func send(raw: [UInt8], headOnly: Bool = false) throws -> TestResponse {
        guard case .live(let host, let port) = target else {
            throw TestFailure("raw bytes need a live server: an in-process client has no wire")
        }
        let connection = try TestConnection(host: host, port: port)
        defer { connection.close() }
        try connection.send(raw)
        return try connection.readResponse(forHEAD: headOnly, framedOtherwise: true)
    }

    /// Sends a request. `Host` and `Connection: close` are added; `Content-Length` too when there is
    /// a body (or the method is POST).
    func request(_ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> TestResponse {
        var fields = [("Host", authority), ("Connection", "close")] + headers
        if !body.isEmpty || method == "POST" { fields.append(("Content-Length", String(body.count))) }
        switch target {
        case .live:
            var head = "\(method) \(path) HTTP/1.1\r\n"
            for (name, value) in fields { head += "\(name): \(value)\r\n" }
            head += "\r\n"
            return try send(raw: Array(head.utf8) + body, headOnly: method == "HEAD")
        case .inProcess(let responder):
            var headerFields = HTTPFields()
            for (name, value) in fields.dropFirst() {  // Host travels as the authority
                guard let fieldName = HTTPField.Name(name) else { throw TestFailure("bad header name \(name)") }
                headerFields.append(HTTPField(name: fieldName, value: value))
            }
            let head = HTTPRequest(method: HTTPRequest.Method(method) ?? .get, scheme: "http", authority: authority, path: path, headerFields: headerFields)
            let answer = responder.respond(to: HTTPServerRequest(head: head, body: body, remoteAddress: "127.0.0.1"))
            return TestResponse(
                status: answer.head.status.code, reason: answer.head.status.reasonPhrase,
                headers: answer.head.headerFields.map { ($0.name.canonicalName, $0.value) },
                body: method == "HEAD" ? [] : answer.body)
        }
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> TestResponse {
        try request("GET", path, headers: headers)
    }

    /// Posts a form, url-encoded as a browser does.
    func post(_ path: String, form: [(String, String)], headers: [(String, String)] = []) throws -> TestResponse {
        let body = Array(Self.formEncode(form).utf8)
        return try request("POST", path, headers: headers + [("Content-Type", "application/x-www-form-urlencoded")], body: body)
    }

    static func formEncode(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        func escape(_ string: String) -> String {
            string.addingPercentEncoding(withAllowedCharacters: allowed)!.replacingOccurrences(of: "%20", with: "+")
        }
        return fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }
}
