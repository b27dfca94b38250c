import Foundation
import HTTPServer
import HTTPTypes

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}

/// The address a request comes from, as the rate limits count it: the connection's peer, or — when the
/// peer is one of the configured proxies (``FormAppConfiguration/trustedProxies``) — the address that
/// proxy put in `X-Forwarded-For`.
///
/// `X-Forwarded-For` is read from the right: each proxy appends the address it was reached from, so the
/// rightmost entries are written by proxies the app trusts and the leftmost by whoever sent the request.
/// The client is the first address, walking left from the peer, that is not a trusted proxy; anything
/// further left (which a client can make up) is never looked at. An entry may carry a port
/// (`192.0.2.7:5123`, `[2001:db8::7]:5123`). A peer that is not trusted is the client whatever the
/// header says.
enum ClientAddress {
    /// A client for the limits: an IPv4 address, the `/64` of an IPv6 one (the block one host is
    /// usually given, so that a host cannot escape a limit by changing its last bits), or the text of a
    /// peer that is neither (a Unix socket).
    enum Key: Hashable, Sendable, CustomStringConvertible {
        case v4(UInt32)
        case v6Prefix(UInt64)
        case other(String)

        init(_ address: IPAddress) {
            switch address.bytes.count {
            case 4: self = .v4(address.bytes.reduce(0) { $0 << 8 | UInt32($1) })
            default: self = .v6Prefix(address.bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) })
            }
        }

        var description: String {
            switch self {
            case .v4(let value): return (0..<4).map { String(value >> (24 - 8 * $0) & 0xFF) }.joined(separator: ".")
            case .v6Prefix(let value): return (0..<4).map { String(value >> (48 - 16 * $0) & 0xFFFF, radix: 16) }.joined(separator: ":") + "::/64"
            case .other(let text): return text
            }
        }
    }

    /// The client of `request`, trusting the proxies `trusted`.
    static func key(of request: HTTPServerRequest, trusting trusted: [IPAddress.Range]) -> Key {
        guard var hop = IPAddress(peer: request.remoteAddress) else { return .other(request.remoteAddress) }
        guard !trusted.isEmpty else { return Key(hop) }
        let forwarded = request.head.headerFields[values: .xForwardedFor]
            .flatMap { $0.split(separator: ",") }
        var entries = forwarded.reversed().makeIterator()
        while trusted.contains(where: { $0.contains(hop) }) {
            guard let entry = entries.next()?.trimmingCharacters(in: .whitespaces),
                  let next = IPAddress(entry) ?? IPAddress(peer: entry) else { break }
            hop = next
        }
        return Key(hop)
    }
}

/// An IPv4 or IPv6 address as its bytes (4 or 16); an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`,
/// how a dual-stack socket reports an IPv4 peer) is its IPv4 address.
struct IPAddress: Hashable, Sendable {
    let bytes: [UInt8]

    /// `192.0.2.1`, `2001:db8::1`, `[2001:db8::1]`; nil for anything else.
    init?(_ text: some StringProtocol) {
        var text = String(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let all = withUnsafeBytes(of: &v6) { Array($0) }
        bytes = all.prefix(12).elementsEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]) ? Array(all.suffix(4)) : all
    }

    /// The address of a peer as the server reports it: `127.0.0.1:50312`, `[::1]:50312`.
    init?(peer: String) {
        if peer.hasPrefix("["), let close = peer.firstIndex(of: "]") {
            self.init(peer[peer.index(after: peer.startIndex)..<close])
        } else if let colon = peer.lastIndex(of: ":") {
            self.init(peer[..<colon])
        } else {
            self.init(peer)
        }
    }

    /// An address or a block of them: `10.0.0.5`, `10.0.0.0/8`, `fd00::/8`.
    struct Range: Hashable, Sendable {
        let address: IPAddress
        let prefixLength: Int

        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let address = IPAddress(parts[0]) else { return nil }
            let bits = address.bytes.count * 8
            if parts.count == 2 {
                guard let length = Int(parts[1]), (0...bits).contains(length) else { return nil }
                prefixLength = length
            } else {
                prefixLength = bits
            }
            self.address = address
        }

        func contains(_ other: IPAddress) -> Bool {
            guard other.bytes.count == address.bytes.count else { return false }
            var remaining = prefixLength
            for (a, b) in zip(address.bytes, other.bytes) where remaining > 0 {
                let mask: UInt8 = remaining >= 8 ? 0xFF : ~(0xFF >> UInt8(remaining))
                if a & mask != b & mask { return false }
                remaining -= 8
            }
            return true
        }
    }
}
