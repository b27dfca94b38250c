/// Bytes of HTML, written straight into one growing array.
///
/// Rendering never builds a DOM or concatenates `String`s: every view appends its markup here, and
/// everything that comes from outside the code (text, attribute values, names) goes through ``text(_:)``
/// or ``attribute(_:)``, which escape it. Static markup goes through ``raw(_:)``, which takes only
/// `StaticString`, so an unescaped runtime string cannot reach the page by accident.
public struct HTMLBuffer: Sendable {
    public internal(set) var bytes: [UInt8]
    /// Whether writes are dropped: an evaluation that only decodes a post or describes the page as JSON
    /// has no use for the markup, which is a fifth of what evaluating a page costs.
    let discards: Bool

    public init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
        discards = false
    }

    /// A buffer that keeps nothing written to it.
    static let discarding = HTMLBuffer(discarding: ())

    private init(discarding: Void) {
        bytes = []
        discards = true
    }

    /// Appends markup written in the source code.

    public mutating func raw(_ markup: StaticString) {
        if discards { return }
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are already HTML (a child rendered into its own buffer).
    public mutating func append(html other: HTMLBuffer) {
        if discards { return }
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends bytes that are already HTML (part of a buffer of several rendered parts).
    public mutating func append(html other: ArraySlice<UInt8>) {
        if discards { return }
        bytes.append(contentsOf: other)
    }

    /// Appends text content, escaping `&`, `<`, `>`, `"` and `'`.
    public mutating func text(_ string: String) {
        if discards { return }
        HTMLEscaping.append(string, to: &bytes)
    }

    /// Appends an attribute value (always written between double quotes), escaped like text.
    public mutating func attribute(_ string: String) {
        if discards { return }
        HTMLEscaping.append(string, to: &bytes)
    }

    /// Appends a number; no escaping needed.
    public mutating func number(_ value: Int) {
        if discards { return }
        appendDecimal(value, to: &bytes)
    }

    /// Appends ` name="value"` with the value escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        if discards { return }
        bytes.append(UInt8(ascii: " "))
        raw(name)
        bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
        HTMLEscaping.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name` when `condition` holds (boolean attributes such as `checked`).
    public mutating func flag(_ name: StaticString, _ condition: Bool) {
        guard condition, !discards else { return }
        bytes.append(UInt8(ascii: " "))
        raw(name)
    }

    public var isEmpty: Bool { bytes.isEmpty }
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The one place HTML escaping happens.
public enum HTMLEscaping {
    /// Escapes the five characters that matter in text and in double- or single-quoted attributes.
    public static func append(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                // Nearly every byte is plain: letters and everything above `>` in one comparison, the
                // rest below it by one bit of `special`.
                let byte = utf8[index]
                if byte > UInt8(ascii: ">") || special & (1 << UInt64(byte)) == 0 { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                case 0: replacement = "\u{FFFD}"
                default: continue
                }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
    }

    /// The bytes up to `>` that are escaped: NUL, `"`, `&`, `'`, `<`, `>`.
    private static let special: UInt64 = 1 << 0 | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    public static func escape(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        append(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
