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
/// another application), or when `Origin` is present and is not this host (`null`, sent by sandboxed
/// frames and some redirects, included). A client that sends neither — `curl`, a script — is not a
/// browser carrying someone's cookie, and passes. `SameSite=Lax` on the session cookie is the second line.
enum CrossOriginCheck {
    /// Why the request is refused, or nil when it may proceed.
    static func rejection(of request: HTTPServerRequest) -> String? {
        let fields = request.head.headerFields
        if let site = fields[.secFetchSite]?.lowercased() {
            if site == "cross-site" || site == "same-site" {
                return "Sec-Fetch-Site: \(site)"
            }
        }
        guard let origin = fields[.origin] else { return nil }
        guard let host = request.head.authority else {  // HTTPTypes keeps Host as the authority
            return "Origin without Host"
        }
        guard let originAuthority = authority(ofOrigin: origin) else {
            return "Origin \(origin) is not an origin"
        }
        return originAuthority == normalized(host) ? nil : "Origin \(origin) is not \(host)"
    }

    /// `https://Example.com:443` → `example.com`; `http://localhost:8080` → `localhost:8080`.
    static func authority(ofOrigin origin: String) -> String? {
        let lowered = origin.lowercased()
        let scheme: String
        let rest: Substring
        if lowered.hasPrefix("http://") {
            scheme = "http"
            rest = lowered.dropFirst(7)
        } else if lowered.hasPrefix("https://") {
            scheme = "https"
            rest = lowered.dropFirst(8)
        } else {
            return nil  // "null", or a scheme a form post never comes from
        }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@") else { return nil }
        let defaultPort = scheme == "https" ? ":443" : ":80"
        return rest.hasSuffix(defaultPort) ? String(rest.dropLast(defaultPort.count)) : String(rest)
    }

    /// The Host header without a default port. The scheme of the request cannot be trusted to tell which
    /// port is default (a proxy may have ended TLS), so both are dropped.
    static func normalized(_ host: String) -> String {
        let lowered = host.lowercased()
        for port in [":80", ":443"] where lowered.hasSuffix(port) {
            return String(lowered.dropLast(port.count))
        }
        return lowered
    }
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
        guard let contentType else { return nil }
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingOWS().lowercased()
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
        var values: [Substring] = []
        for header in fields[values: .cookie] {
            for pair in header.split(separator: ";") {
                let trimmed = pair.drop(while: { $0 == " " || $0 == "\t" })
                guard let equals = trimmed.firstIndex(of: "=") else { continue }
                if trimmed[..<equals] == name {
                    var value = trimmed[trimmed.index(after: equals)...]
                    while value.last == " " || value.last == "\t" { value = value.dropLast() }
                    if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
                    values.append(value)
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
