/// What a page's address carries besides its path: the query parameters that choose what it shows (a
/// `TabView`'s `?tab=`), which a post's `303` and a way back keep, and those meant for one request
/// (`?choose=` opens a picker's list, `?format=json` asks for the JSON view), which they drop.
@_spi(Engine) public enum PageAddress {
    /// Whether the parameter `name` chooses what the page shows, and so stays in the addresses that
    /// lead back to it.
    public static func keeps(_ name: String) -> Bool { name != "choose" && name != "format" }

    /// `name=value&…` of the parameters that stay (``keeps(_:)``), sorted by name, percent-encoded.
    static func query(keeping parameters: [String: String]) -> String {
        parameters.filter { keeps($0.key) }.sorted { $0.key < $1.key }
            .map { percentEncode($0.key) + "=" + percentEncode($0.value) }
            .joined(separator: "&")
    }

    /// Unreserved characters stay; every other byte is `%XX`.
    static func percentEncode(_ part: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in part.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
