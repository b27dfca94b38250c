#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The names a request may be addressed to (its `Host`, or the authority of an absolute-form target).
///
/// Against DNS rebinding: a page on `evil.example` whose name is then made to resolve to this server's
/// address can send requests here from the victim's browser, with the browser thinking they go to
/// `evil.example`, so the cross-origin checks pass. The `Host` header still says `evil.example`, and
/// that is what is refused. Always answered, whatever is configured:
/// - IP addresses (`127.0.0.1:8080`, `[::1]`, `192.168.1.5`): a literal address is not a name, and
///   cannot be rebound;
/// - `localhost` and names under `.localhost`, which browsers resolve to the loopback address only
///   (RFC 6761);
/// - the name the server listens on, when it is a name.
/// A request without any (HTTP/1.0 without `Host`) does not come from a browser and is answered too.
/// Names are compared case-insensitively, a trailing dot ignored.
struct HostAllowList: Sendable {
    private let anyHost: Bool
    /// Allowed on any port.
    private let names: Set<String>
    /// `name:port`, allowed on that port only.
    private let namesWithPort: Set<String>
    /// `.example.com`: the domain and every name under it.
    private let domains: [String]

    /// `configured`: the entries of `HTTPServerConfiguration.allowedHosts`, already checked.
    init(configured: [String], listenHost: String) {
        var names: Set<String> = []
        var namesWithPort: Set<String> = []
        var domains: [String] = []
        var anyHost = false
        for entry in configured {
            var entry = Self.normalized(entry.trimmingASCIISpaces())
            if entry.hasPrefix("*.") { entry.removeFirst() }  // the usual wildcard spelling of `.domain`
            if entry == "*" {
                anyHost = true
            } else if entry.hasPrefix(".") {
                domains.append(entry)
            } else if let (host, port) = Self.split(entry), let port {
                namesWithPort.insert(host + ":" + port)
            } else if !entry.isEmpty {
                names.insert(entry)
            }
        }
        let listen = Self.normalized(listenHost)
        if !["", "*", "::", "0.0.0.0"].contains(listen) { names.insert(listen) }
        self.anyHost = anyHost
        self.names = names
        self.namesWithPort = namesWithPort
        self.domains = domains
    }

    /// Why an entry of `allowedHosts` is not one, or nil when it is.
    static func problem(with entry: String) -> String? {
        let text = entry.trimmingASCIISpaces()
        if text == "*" { return nil }
        let name = text.hasPrefix("*.") ? String(text.dropFirst(2)) : text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard !name.isEmpty, name.utf8.allSatisfy(isAuthorityByte), split(name) != nil else {
            return "“\(entry)” is not a host name, an address, “name:port”, “.domain” (or “*.domain”) or “*”"
        }
        return nil
    }

    /// Whether a request addressed to `authority` (`Host` as received) is answered.
    func allows(_ authority: String?) -> Bool {
        if anyHost { return true }
        guard let authority else { return true }
        guard let (host, port) = Self.split(Self.normalized(authority)) else { return false }
        if names.contains(host) { return true }
        if let port, namesWithPort.contains(host + ":" + port) { return true }
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        if Self.isAddress(host) { return true }
        for domain in domains where host.hasSuffix(domain) || host == domain.dropFirst() {
            return true
        }
        return false
    }

    /// Lowercased, without a trailing dot on the name.
    private static func normalized(_ text: String) -> String {
        var lowered = text.lowercased()
        if let (host, port) = split(lowered), host.hasSuffix("."), host.count > 1 {
            lowered = String(host.dropLast()) + (port.map { ":" + $0 } ?? "")
        }
        return lowered
    }

    /// `name:port` → (name, port); `[::1]:80` → ([::1], 80); nil when the port is not digits or a
    /// bracketed address is not closed.
    private static func split(_ authority: String) -> (host: String, port: String?)? {
        var host = Substring(authority)
        var port: Substring? = nil
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        if let port, port.isEmpty || !port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return nil }
        if host.isEmpty { return nil }
        return (String(host), port.map(String.init))
    }

    /// An IPv4 address in dotted form, or an IPv6 address in brackets.
    private static func isAddress(_ host: String) -> Bool {
        var buffer = in6_addr()
        if host.hasPrefix("[") && host.hasSuffix("]") {
            return inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &buffer) == 1
        }
        guard let last = host.utf8.last, last >= 0x30 && last <= 0x39 else { return false }
        return inet_pton(AF_INET, host, &buffer) == 1
    }

    private static func isAuthorityByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
            || c == 0x2D || c == 0x2E || c == 0x5F || c == 0x3A || c == 0x5B || c == 0x5D
    }
}

extension String {
    fileprivate func trimmingASCIISpaces() -> String {
        var view = Substring(self)
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}

extension HTTPServerConfiguration {
    /// Why `entry` cannot be an entry of `allowedHosts`, or nil when it can: for a command line to
    /// check its flags before starting.
    public static func problem(withAllowedHost entry: String) -> String? {
        HostAllowList.problem(with: entry)
    }
}
