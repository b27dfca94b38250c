/// Bytes of HTML, written straight into one growing array.
///
/// Rendering never builds a DOM or concatenates `String`s: every view appends its markup here, and
/// everything that comes from outside the code (text, attribute values, names) goes through ``text(_:)``
/// or ``attribute(_:)``, which escape it. Static markup goes through ``raw(_:)``, which takes only
/// `StaticString`, so an unescaped runtime string cannot reach the page by accident.
// Sendable: a value: a `ByteStore` shared by two buffers is copied before either writes (`makeUnique()`).
@_spi(Engine) public struct HTMLBuffer: @unchecked Sendable {
    /// The bytes, in a store of FormUI's own rather than an `[UInt8]`: an append to an array checks its
    /// uniqueness and its capacity, then makes a generic copy, and a page is many small appends
    /// (Benchmarks/RESULTS.md, figures behind choices). A buffer is a value: a store shared by two buffers
    /// is copied before either writes (``makeUnique()``), as an array's is.
    private var store: ByteStore
    /// Whether writes are dropped: an evaluation that only decodes a post or describes the page as JSON
    /// has no use for the markup, and writing it is a large part of evaluating a page.
    let discards: Bool

    public init(capacity: Int = 4096) {
        store = ByteStore(capacity: capacity)
        discards = false
    }

    /// A buffer that keeps nothing written to it.
    static let discarding = HTMLBuffer(discarding: ())

    private init(discarding: Void) {
        store = ByteStore(capacity: 0)
        discards = true
    }

    /// The bytes written so far.
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// How many bytes were written.
    public var count: Int { store.count }

    /// Calls `body` with the bytes written so far (valid only inside `body`).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(store) { try body(UnsafeBufferPointer(start: store.base, count: store.count)) }
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&store) { store = store.copy() }
    }

    /// Appends `count` bytes from `source`.
    @inline(__always)
    mutating func write(_ source: UnsafePointer<UInt8>, count: Int) {
        makeUnique()
        store.append(source, count: count)
    }

    @inline(__always)
    private mutating func write(byte: UInt8) {
        makeUnique()
        store.append(byte)
    }

    /// Appends markup written in the source code.
    public mutating func raw(_ markup: StaticString) {
        if discards { return }
        // `withUTF8Buffer`, not `utf8Start`: a one-character literal (`">"`) is a StaticString holding a
        // scalar, not a pointer.
        markup.withUTF8Buffer { write($0.baseAddress!, count: $0.count) }
    }

    /// Appends bytes that are already HTML (a child rendered into its own buffer).
    public mutating func append(html other: HTMLBuffer) {
        if discards { return }
        other.withBytes { if let base = $0.baseAddress { write(base, count: $0.count) } }
    }

    /// Appends part of a buffer that is already HTML (one of several parts rendered into it).
    mutating func append(html other: HTMLBuffer, range: Range<Int>) {
        if discards { return }
        other.withBytes { if let base = $0.baseAddress { write(base + range.lowerBound, count: range.count) } }
    }

    /// Appends bytes that are already HTML (part of a buffer of several rendered parts).
    public mutating func append(html other: ArraySlice<UInt8>) {
        if discards { return }
        other.withUnsafeBufferPointer { if let base = $0.baseAddress { write(base, count: $0.count) } }
    }

    /// Appends bytes that are already HTML, lent (a row rendered on its own).
    mutating func append(html bytes: UnsafeBufferPointer<UInt8>) {
        if discards { return }
        if let base = bytes.baseAddress { write(base, count: bytes.count) }
    }

    /// Appends bytes that are already HTML (kept from an earlier render).
    mutating func append(bytes: [UInt8]) {
        if discards { return }
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { write(base, count: $0.count) } }
    }

    /// A copy of the bytes in `range`.
    func bytes(in range: Range<Int>) -> [UInt8] {
        withBytes { Array($0[range]) }
    }

    /// Appends text content, escaping `&`, `<`, `>`, `"` and `'`.
    public mutating func text(_ string: String) {
        if discards { return }
        escaped(string)
    }

    /// Appends an attribute value (always written between double quotes), escaped like text.
    public mutating func attribute(_ string: String) {
        if discards { return }
        escaped(string)
    }

    private mutating func escaped(_ string: String) {
        HTMLEscaping.forEachRun(of: string) { write($0, count: $1) }
    }

    /// Appends a number; no escaping needed.
    public mutating func number(_ value: Int) {
        if discards { return }
        if value >= 0 && value < 10 {
            write(byte: UInt8(ascii: "0") + UInt8(value))
        } else {
            var digits = String(value)
            digits.withUTF8 { write($0.baseAddress!, count: $0.count) }
        }
    }

    /// Appends ` name="value"` with the value escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        if discards { return }
        write(byte: UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        escaped(value)
        write(byte: UInt8(ascii: "\""))
    }

    /// Appends ` name` when `condition` holds (boolean attributes such as `checked`).
    public mutating func flag(_ name: StaticString, _ condition: Bool) {
        guard condition, !discards else { return }
        write(byte: UInt8(ascii: " "))
        raw(name)
    }

    public var isEmpty: Bool { store.count == 0 }
    public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}

/// The bytes of an ``HTMLBuffer``: one allocation, grown by doubling.
private final class ByteStore {
    @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        base = .allocate(capacity: max(capacity, 1))
    }

    deinit { base.deallocate() }

    func copy() -> ByteStore {
        let copy = ByteStore(capacity: Swift.max(capacity, count))
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    @inline(__always)
    func append(_ source: UnsafePointer<UInt8>, count added: Int) {
        if count + added > capacity { grow(toHold: count + added) }
        (base + count).initialize(from: source, count: added)
        count += added
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: byte)
        count += 1
    }

    private func grow(toHold needed: Int) {
        let grown = Swift.max(needed, capacity * 2, 64)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }
}

/// The one place HTML escaping happens.
@_spi(Engine) public enum HTMLEscaping {
    /// Escapes the five characters that matter in text and in double- or single-quoted attributes.
    public static func append(_ string: String, to bytes: inout [UInt8]) {
        forEachRun(of: string) { bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: $1)) }
    }

    /// Calls `append` with the runs of bytes that make `string` escaped: its plain stretches and the
    /// replacements between them.
    @inline(__always)
    static func forEachRun(of string: String, _ append: (UnsafePointer<UInt8>, Int) -> Void) {
        var string = string
        string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
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
                if start < index { append(base + start, index - start) }
                replacement.withUTF8Buffer { append($0.baseAddress!, $0.count) }
                start = index + 1
            }
            if start < utf8.count { append(base + start, utf8.count - start) }
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
