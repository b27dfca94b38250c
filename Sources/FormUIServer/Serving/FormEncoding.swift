/// `application/x-www-form-urlencoded`, decoded strictly: what a browser's form post and a URL's query
/// string carry.
///
/// `+` is a space and `%XX` a byte; a `%` without two hex digits after it, or bytes that are not UTF-8,
/// make the whole input malformed (400) rather than being guessed at, so that no two readers of one
/// request can disagree about what it says.
public enum FormURLEncoding {
    public struct MalformedInput: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The `name=value` pairs in order; repeated names stay repeated. Empty pairs (`a=1&&b=2`) are
    /// skipped; a pair without `=` has an empty value.
    public static func decode(_ bytes: some Collection<UInt8>) throws(MalformedInput) -> [(name: String, value: String)] {
        // Without a cap the result is never nil.
        try decode(bytes, maximumFieldCount: .max) ?? []
    }

    /// The pairs as ``decode(_:)`` reads them, or nil when there are more than `maximumFieldCount` of them
    /// (empty pairs do not count). Decoding stops at the first pair past the cap, so a body of a million
    /// tiny pairs costs no more than the cap's worth; a page never has that many fields, so such a post is
    /// refused whole (413) rather than cut short.
    public static func decode(
        _ bytes: some Collection<UInt8>, maximumFieldCount: Int
    ) throws(MalformedInput) -> [(name: String, value: String)]? {
        var fields: [(name: String, value: String)] = []
        var name: [UInt8] = []
        var current: [UInt8] = []
        var sawEquals = false
        var iterator = bytes.makeIterator()

        func finishPair() throws(MalformedInput) {
            defer {
                name.removeAll(keepingCapacity: true)
                current.removeAll(keepingCapacity: true)
                sawEquals = false
            }
            if !sawEquals {
                if current.isEmpty { return }
                fields.append((try string(current), ""))
            } else {
                fields.append((try string(name), try string(current)))
            }
        }

        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "&"):
                try finishPair()
                if fields.count > maximumFieldCount { return nil }
            case UInt8(ascii: "=") where !sawEquals:
                name = current
                current.removeAll(keepingCapacity: true)
                sawEquals = true
            case UInt8(ascii: "+"):
                current.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw MalformedInput(reason: "A “%” is not followed by two hex digits.")
                }
                current.append(high << 4 | low)
            default:
                current.append(byte)
            }
        }
        try finishPair()
        return fields.count > maximumFieldCount ? nil : fields
    }

    /// Decodes a query string (the part of a request target after `?`).
    public static func decode(query: Substring) throws(MalformedInput) -> [(name: String, value: String)] {
        try decode(Array(query.utf8))
    }

    /// Encodes pairs as a browser does (for tests and clients).
    public static func encode(_ fields: [(String, String)]) -> String {
        fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    static func escape(_ string: String) -> String {
        var bytes: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "*"):
                bytes.append(byte)
            case UInt8(ascii: " "):
                bytes.append(UInt8(ascii: "+"))
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func string(_ bytes: [UInt8]) throws(MalformedInput) -> String {
        let string = String(decoding: bytes, as: UTF8.self)
        // `String(decoding:)` repairs bad UTF-8 with U+FFFD; if it had to, the input was not UTF-8.
        guard string.utf8.elementsEqual(bytes) else {
            throw MalformedInput(reason: "The form data is not UTF-8.")
        }
        return string
    }
}
