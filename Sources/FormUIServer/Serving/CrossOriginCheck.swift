import HTTPServer
import HTTPTypes

extension HTTPField.Name {
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let refresh = HTTPField.Name("Refresh")!
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
