import HTTPServer
import HTTPTypes

/// The session cookie.
enum SessionCookie {
    /// Every value of the cookie `name` in the request's `Cookie` headers (a browser may send several of the
    /// same name, from different paths or domains).
    static func values(named name: String, in fields: HTTPFields) -> [Substring] {
        // Over the headers' bytes: every request asks, splitting a `String` into `Character`s segments
        // graphemes, and walking its UTF-8 view by index decodes index by index. The delimiters are
        // ASCII, so each cut falls on a character boundary.
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

    /// The cookie's name: `configured`, with the `__Host-` prefix when the cookie is `Secure` (a browser
    /// keeps such a cookie only from a secure origin, with `Path=/` and no `Domain`), and without it when
    /// not (a browser would refuse the cookie, and every post would start a session). An app mounted under
    /// a path (`/admin`) scopes its cookie to that path, which `__Host-` forbids: its secure cookie has the
    /// `__Secure-` prefix instead (a secure origin, no other condition).
    static func name(_ configured: String, secure: Bool, mounted: Bool = false) -> String {
        var base = configured
        for prefix in [hostPrefix, securePrefix] where base.hasPrefix(prefix) { base = String(base.dropFirst(prefix.count)) }
        return secure ? (mounted ? securePrefix : hostPrefix) + base : base
    }

    static let hostPrefix = "__Host-"
    static let securePrefix = "__Secure-"

    /// `Set-Cookie` for a new session. No `Max-Age`: the cookie lasts until the browser closes, and the
    /// server forgets the session after its idle time anyway. `SameSite=Lax` keeps it off other sites'
    /// posts; `HttpOnly` keeps it from scripts; `Secure` under TLS keeps it off plain HTTP.
    /// `path` is where the app is mounted (`/admin`), `/` when it is not.
    static func setCookie(name: String, id: SessionID, secure: Bool, path: String = "/") -> String {
        "\(name)=\(id); Path=\(path); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
