import HTTPTypes

/// How the server changes a response on its way out.
struct ResponseEncoding {
    /// The body was gzipped: add `Content-Encoding: gzip`, weaken a strong `ETag`.
    var gzip = false
    /// Add `Vary: Accept-Encoding`.
    var addVary = false
}

/// Writes a response head and body into a byte buffer.
///
/// The fields the server owns (`Content-Length`, `Transfer-Encoding`, `Connection`, `Date`,
/// `Keep-Alive`) are dropped from the responder's and written by the server; everything else is
/// written as given (HTTPTypes has already made names and values legal, so a responder cannot
/// split a response with CR or LF).
enum ResponseSerializer {
    static let keepAliveName = HTTPField.Name("Keep-Alive")!

    /// Returns the number of body bytes the response sends, and whether the caller must send them itself
    /// (`deferringBody`: the head is written, the body left to follow it).
    static func serialize(
        _ response: HTTPServerResponse, code: Int, encoding: ResponseEncoding, date: [UInt8], isHEAD: Bool, minorVersion: Int,
        keepAlive: Bool, deferringBody: Bool = false, into out: inout [UInt8]
    ) -> (bodyBytes: Int, bodyDeferred: Bool) {
        append("HTTP/1.1 ", to: &out)
        out.append(UInt8(truncatingIfNeeded: 0x30 + code / 100 % 10))
        out.append(UInt8(truncatingIfNeeded: 0x30 + code / 10 % 10))
        out.append(UInt8(truncatingIfNeeded: 0x30 + code % 10))
        out.append(0x20)
        if let phrase = reasonPhrase(code) {
            append(phrase, to: &out)
        } else {
            append(response.head.status.reasonPhrase, to: &out)
        }
        append("\r\n", to: &out)
        for field in response.head.headerFields {
            if isFraming(field.name) { continue }
            switch field.name {
            case .eTag where encoding.gzip:
                append("ETag: ", to: &out)
                if field.value.utf8.first == UInt8(ascii: "\"") { append("W/", to: &out) }
                append(field.value, to: &out)
                append("\r\n", to: &out)
            default:
                append(field.name.rawName, to: &out)
                append(": ", to: &out)
                append(field.value, to: &out)
                append("\r\n", to: &out)
            }
        }
        if encoding.gzip { append("Content-Encoding: gzip\r\n", to: &out) }
        if encoding.addVary { append("Vary: Accept-Encoding\r\n", to: &out) }
        append("Date: ", to: &out)
        out.append(contentsOf: date)
        append("\r\n", to: &out)
        let bodyAllowed = code != 204 && code != 304 && code >= 200
        if bodyAllowed {
            append("Content-Length: ", to: &out)
            appendDecimal(response.body.count, to: &out)
            append("\r\n", to: &out)
        }
        if !keepAlive {
            append("Connection: close\r\n", to: &out)
        } else if minorVersion == 0 {
            append("Connection: keep-alive\r\n", to: &out)
        }
        append("\r\n", to: &out)
        if bodyAllowed && !isHEAD {
            if deferringBody { return (response.body.count, true) }
            out.append(contentsOf: response.body)
            return (response.body.count, false)
        }
        return (0, false)
    }

    /// Whether `name` is a field the serializer writes itself (framing, date, keep-alive). Its length is
    /// compared first: most fields are none of these, and comparing names is comparing strings.
    private static func isFraming(_ name: HTTPField.Name) -> Bool {
        switch name.canonicalName.utf8.count {
        case 4: name == .date
        case 10: name == .connection || name == keepAliveName
        case 14: name == .contentLength
        case 17: name == .transferEncoding
        default: false
        }
    }

    @inline(__always)
    static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(__always)
    static func append(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { out.append(contentsOf: $0) }
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        precondition(value >= 0)
        if value < 10 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + value))
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The common reason phrases, without asking `HTTPResponse.Status`, whose getter parses.
    static func reasonPhrase(_ code: Int) -> StaticString? {
        switch code {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: nil
        }
    }
}
