import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 client over a loopback socket: one request per connection (`Connection: close`), read
/// to the end, with a receive timeout so that no test can hang. Exact about what goes on the wire, which
/// URLSession (missing or different on Linux) is not.
struct HTTPTestClient {
    let port: Int

    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        /// The first value of the header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        func headers(_ name: String) -> [String] {
            headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        }

        /// The JSON body as a dictionary.
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `raw` bytes as they are and reads the answer.
    func send(raw: [UInt8], headOnly: Bool = false) throws -> Response {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect() to port \(port) failed: errno \(errno)") }

        var offset = 0
        while offset < raw.count {
            let written = raw[offset...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "write() failed") }
            offset += written
        }

        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(socket, &chunk, chunk.count)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "read() failed or timed out: errno \(errno)") }
            received += chunk[0..<count]
            if let response = try? Self.parse(received, headOnly: headOnly), response.complete { return response.response }
        }
        return try Self.parse(received, headOnly: headOnly).response
    }

    /// Sends a request. `Host` and `Connection: close` are added; `Content-Length` too when there is a body.
    func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return try send(raw: Array(head.utf8) + body, headOnly: method == "HEAD")
    }

    func get(_ target: String, headers: [(String, String)] = []) throws -> Response {
        try request("GET", target, headers: headers)
    }

    /// Posts a form, url-encoded as a browser does.
    func post(_ target: String, form: [(String, String)], headers: [(String, String)] = []) throws -> Response {
        let body = Array(Self.formEncode(form).utf8)
        return try request("POST", target, headers: headers + [("Content-Type", "application/x-www-form-urlencoded")], body: body)
    }

    static func formEncode(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        func escape(_ string: String) -> String {
            string.addingPercentEncoding(withAllowedCharacters: allowed)!.replacingOccurrences(of: "%20", with: "+")
        }
        return fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    private static func parse(_ bytes: [UInt8], headOnly: Bool) throws -> (response: Response, complete: Bool) {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<$0 + 4].elementsEqual(separator) }) else {
            throw Failure(description: "No complete response head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw Failure(description: "Bad status line: \(head.prefix(80))")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var body = Array(bytes[(end + 4)...])
        var complete = false
        if headOnly || status == 204 || status == 304 {
            complete = true
            body = []
        } else if let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
            complete = body.count >= length
            if complete { body = Array(body.prefix(length)) }
        } else if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased().contains("chunked") }) {
            if let decoded = dechunk(body) {
                body = decoded
                complete = true
            }
        }
        return (Response(status: status, headers: headers, body: body), complete)
    }

    /// The body of a chunked message, or nil while incomplete.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = bytes[index...].indices.dropLast().first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }) else { return nil }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            index = lineEnd + 2
            if size == 0 { return output }
            guard bytes.count >= index + size + 2 else { return nil }
            output += bytes[index..<index + size]
            index += size + 2
        }
    }
}

/// One browser: keeps the session cookie it is given.
final class TestBrowser: @unchecked Sendable {
    let client: HTTPTestClient
    var cookie: String?

    init(port: Int) {
        client = HTTPTestClient(port: port)
    }

    private var cookieHeader: [(String, String)] {
        cookie.map { [("Cookie", $0)] } ?? []
    }

    private func remember(_ response: HTTPTestClient.Response) {
        if let setCookie = response.header("Set-Cookie"), let pair = setCookie.split(separator: ";").first {
            cookie = String(pair)
        }
    }

    func get(_ target: String, headers: [(String, String)] = []) throws -> HTTPTestClient.Response {
        let response = try client.get(target, headers: cookieHeader + headers)
        remember(response)
        return response
    }

    func post(_ target: String, form: [(String, String)], headers: [(String, String)] = []) throws -> HTTPTestClient.Response {
        let response = try client.post(target, form: form, headers: cookieHeader + headers)
        remember(response)
        return response
    }

    func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> HTTPTestClient.Response {
        let response = try client.request(method, target, headers: cookieHeader + headers, body: body)
        remember(response)
        return response
    }

    /// The page's JSON description.
    func describe(_ path: String) throws -> [String: Any] {
        let response = try get(path + "?format=json")
        guard response.status == 200, let json = response.json else {
            throw HTTPTestClient.Failure(description: "No JSON from \(path): \(response.status) \(response.text.prefix(200))")
        }
        return json
    }

    /// The value of the control named `name` in the page's JSON description.
    func value(of name: String, at path: String) throws -> String? {
        let controls = try describe(path)["controls"] as? [[String: Any]] ?? []
        return controls.first { $0["name"] as? String == name }?["value"] as? String
    }
}
