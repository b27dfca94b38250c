import HTTPServer
import HTTPTypes

extension HTTPField.Name {
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}

/// Refuses posts that another site's page makes a browser send (cross-site request forgery).
///
/// Browsers say where a request comes from: `Sec-Fetch-Site` (all current ones) and `Origin` (on every
/// POST). A post is refused when `Sec-Fetch-Site` is `cross-site` or `same-site` (a sibling subdomain is
/// another application), or when `Origin` is present and is not this server's origin — the scheme, host
/// and port the request was made to (`null`, sent by sandboxed frames and some redirects, included).
///
/// The scheme counts: an `https://` page is another origin than the `http://` one on the same host and
/// port, so a post to the plain-HTTP server must come from `http://`, and one over TLS from `https://`.
/// Behind a proxy that ends TLS (``FormAppConfiguration/secureCookies`` `true`) the server sees plain
/// HTTP while browsers are on `https://`: then an `https://` origin is accepted too, its port compared
/// with the Host header's as an HTTPS port (443 when the header names none). A port left out means the
/// scheme's default (80 or 443) on both sides.
///
/// A client that sends neither header — `curl`, a script — is not a browser carrying someone's cookie,
/// and passes. `SameSite=Lax` on the session cookie is the second line.
enum CrossOriginCheck {
    /// A scheme, host and port: what an `Origin` header names, and what a request was made to.
    struct Origin: Equatable, CustomStringConvertible {
        var scheme: String
        var host: String
        var port: Int

        var description: String { "\(scheme)://\(host):\(port)" }
    }

    /// Why the request is refused, or nil when it may proceed. `behindTLSProxy`: accept `https://` origins
    /// for a request that arrived as plain HTTP.
    static func rejection(of request: HTTPServerRequest, behindTLSProxy: Bool = false) -> String? {
        let fields = request.head.headerFields
        if let site = fields[.secFetchSite]?.lowercased() {
            if site == "cross-site" || site == "same-site" {
                return "Sec-Fetch-Site: \(site)"
            }
        }
        guard let originField = fields[.origin] else { return nil }
        guard let host = request.head.authority else {  // HTTPTypes keeps Host as the authority
            return "Origin without Host"
        }
        guard let origin = origin(originField) else {
            return "Origin \(originField) is not an origin"
        }
        var schemes = [request.isSecure ? "https" : "http"]
        if behindTLSProxy && !request.isSecure { schemes.append("https") }
        for scheme in schemes where origin == Self.origin(host: host, scheme: scheme) {
            return nil
        }
        return "Origin \(originField) is not " + schemes.map { "\($0)://\(host)" }.joined(separator: " or ")
    }

    /// `https://Example.com` → https, example.com, 443; `http://localhost:8080` → http, localhost, 8080.
    /// Nil for `null`, other schemes, and anything with a path, user or malformed port.
    static func origin(_ text: String) -> Origin? {
        let lowered = text.lowercased()
        for scheme in ["http", "https"] where lowered.hasPrefix(scheme + "://") {
            let authority = lowered.dropFirst(scheme.count + 3)
            guard !authority.contains("/"), !authority.contains("@") else { return nil }
            return origin(host: String(authority), scheme: scheme)
        }
        return nil
    }

    /// The origin a request with this Host header was made to over `scheme`: the port is the scheme's
    /// default when the header names none. `[::1]:8080` keeps its brackets.
    static func origin(host authority: String, scheme: String) -> Origin? {
        let lowered = authority.lowercased()
        let host: Substring
        var portText: Substring?
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            host = lowered[...close]
            let rest = lowered[lowered.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = lowered.lastIndex(of: ":") {
            host = lowered[..<colon]
            portText = lowered[lowered.index(after: colon)...]
        } else {
            host = lowered[...]
        }
        guard !host.isEmpty else { return nil }
        let port: Int
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit),
                  let number = Int(portText), number <= 65535 else { return nil }
            port = number
        } else {
            port = scheme == "https" ? 443 : 80
        }
        return Origin(scheme: scheme, host: String(host), port: port)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Content negotiation, kept to what FormUI serves: HTML or JSON.
enum MediaTypes {
    /// Whether `Accept` asks for JSON rather than HTML: `application/json` listed with a higher quality
    /// than `text/html` (or earlier at the same quality). Wildcards choose neither, so a browser's
    /// `*/*;q=0.8` and curl's `*/*` get HTML.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard let accept else { return false }
        var json: (quality: Double, index: Int)?
        var html: (quality: Double, index: Int)?
        for (index, range) in accept.split(separator: ",").enumerated() {
            let parts = range.split(separator: ";")
            guard let type = parts.first?.trimmingOWS().lowercased() else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingOWS().lowercased() == "q" {
                    quality = Double(pair[1].trimmingOWS()) ?? 0
                }
            }
            switch type {
            case "application/json":
                if json == nil || quality > json!.quality { json = (quality, index) }
            case "text/html", "application/xhtml+xml":
                if html == nil || quality > html!.quality { html = (quality, index) }
            default:
                continue
            }
        }
        guard let json, json.quality > 0 else { return false }
        guard let html, html.quality > 0 else { return true }
        return json.quality > html.quality || (json.quality == html.quality && json.index < html.index)
    }

    /// The media type of a `Content-Type` value, lowercased, without parameters.
    static func mediaType(_ contentType: String?) -> String? {
        guard var contentType else { return nil }
        // Over the bytes: splitting and trimming the string took more than the rest of a post's head.
        return contentType.withUTF8 { bytes in
            var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            var start = 0
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            let type = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard type.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) else {
                return String(decoding: type, as: UTF8.self)
            }
            return String(decoding: type, as: UTF8.self).lowercased()
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    func trimmingOWS() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

/// The session cookie.
enum SessionCookie {
    /// Every value of the cookie `name` in the request's `Cookie` headers (a browser may send several of the
    /// same name, from different paths or domains).
    static func values(named name: String, in fields: HTTPFields) -> [Substring] {
        // Over the headers' bytes: every request asks, splitting a `String` into `Character`s segments
        // graphemes, and walking its UTF-8 view by index was most of a request's cookie reading. The
        // delimiters are ASCII, so each cut falls on a character boundary.
        var values: [Substring] = []
        var wanted = name
        for header in fields[values: .cookie] {
            var contiguous = header
            contiguous.withUTF8 { bytes in
                wanted.withUTF8 { wanted in
                    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
                    var pairStart = 0
                    while pairStart < bytes.count {
                        var pairEnd = pairStart
                        while pairEnd < bytes.count, bytes[pairEnd] != UInt8(ascii: ";") { pairEnd += 1 }
                        defer { pairStart = pairEnd + 1 }
                        var nameStart = pairStart
                        while nameStart < pairEnd, isBlank(bytes[nameStart]) { nameStart += 1 }
                        var equals = nameStart
                        while equals < pairEnd, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                        guard equals < pairEnd, equals - nameStart == wanted.count,
                              wanted.indices.allSatisfy({ bytes[nameStart + $0] == wanted[$0] })
                        else { continue }
                        var valueStart = equals + 1
                        var valueEnd = pairEnd
                        while valueEnd > valueStart, isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
                        if valueEnd - valueStart >= 2, bytes[valueStart] == UInt8(ascii: "\""), bytes[valueEnd - 1] == UInt8(ascii: "\"") {
                            valueStart += 1
                            valueEnd -= 1
                        }
                        let utf8 = header.utf8
                        let start = utf8.index(utf8.startIndex, offsetBy: valueStart)
                        values.append(header[start..<utf8.index(start, offsetBy: valueEnd - valueStart)])
                    }
                }
            }
        }
        return values
    }

    /// `Set-Cookie` for a new session. No `Max-Age`: the cookie lasts until the browser closes, and the
    /// server forgets the session after its idle time anyway. `SameSite=Lax` keeps it off other sites'
    /// posts; `HttpOnly` keeps it from scripts; `Secure` under TLS keeps it off plain HTTP.
    static func setCookie(name: String, id: SessionID, secure: Bool) -> String {
        "\(name)=\(id); Path=/; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
