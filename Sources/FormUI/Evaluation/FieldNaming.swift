import Locking

/// Readable field names from labels.
enum Slug {
    /// Lowercased letters and digits, other runs of characters as one `-`: `"Sign In…"` → `sign-in`.
    static func make(_ label: String) -> String {
        slugs.value(for: label) { makeUncached($0) }
    }

    /// Slugs by label: a page's labels are the same on every evaluation. Bounded, since a label can
    /// carry data.
    private static let slugs = LockedCache<String, String>(limit: 4096)

    private static func makeUncached(_ label: String) -> String {
        if let ascii = makeASCII(label) { return ascii }
        var result = ""
        var pendingDash = false
        for character in label.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
            if result.utf8.count >= 48 { break }
        }
        return result
    }

    /// Whether `make(label)` would be non-empty (a letter or a digit), without making it.
    static func hasWord(_ label: String) -> Bool {
        var label = label
        let ascii: Bool? = label.withUTF8 { utf8 in
            for byte in utf8 {
                guard byte < 0x80 else { return nil }
                if wordByte(byte) != nil { return true }
            }
            return false
        }
        return ascii ?? !make(label).isEmpty
    }

    /// The same for an ASCII label, byte by byte: ASCII letters and digits are exactly the characters
    /// `isLetter || isNumber` keeps, and lowercasing them is `| 0x20`. nil when the label is not ASCII.
    private static func makeASCII(_ label: String) -> String? {
        var label = label
        return label.withUTF8 { utf8 -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(min(utf8.count, 48))
            guard walkASCII(utf8, { result.append($0); return true }) != nil else { return nil }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Hands each byte of an ASCII label's slug to `take`, in order, until `take` returns false: the one
    /// walk ``makeASCII(_:)`` writes and ``isSlug(_:of:fallback:)`` compares. nil when the label is not
    /// ASCII (within the slug's first 48 bytes); otherwise whether `take` took every byte.
    @inline(__always)
    private static func walkASCII(_ utf8: UnsafeBufferPointer<UInt8>, _ take: (UInt8) -> Bool) -> Bool? {
        var count = 0
        var pendingDash = false
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            if let lower = wordByte(byte) {
                if pendingDash && count > 0 {
                    guard take(UInt8(ascii: "-")) else { return false }
                    count += 1
                }
                pendingDash = false
                guard take(lower) else { return false }
                count += 1
            } else {
                pendingDash = true
            }
            if count >= 48 { break }
        }
        return true
    }

    /// Whether `slug` is `make(label)`, or `fallback` when that is empty. An ASCII label is compared
    /// byte by byte as its slug would be made, with no slug made or looked up; false may also mean that
    /// the comparison stopped early, so only true is a promise.
    static func isSlug(_ slug: String, of label: String, fallback: String) -> Bool {
        var label = label, slug = slug
        let matched: Bool? = label.withUTF8 { utf8 in
            slug.withUTF8 { expected in
                var count = 0
                let walked = walkASCII(utf8) { byte in
                    guard count < expected.count, expected[count] == byte else { return false }
                    count += 1
                    return true
                }
                guard let walked else { return nil }
                guard walked else { return false }
                return count > 0 ? count == expected.count : expected.elementsEqual(fallback.utf8)
            }
        }
        if let matched { return matched }
        let made = make(label)
        return slug == (made.isEmpty ? fallback : made)
    }

    /// An ASCII letter (lowercased) or digit; nil for any other byte.
    @inline(__always)
    private static func wordByte(_ byte: UInt8) -> UInt8? {
        let lower = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
        let isWord = (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
        return isWord ? lower : nil
    }

    /// An FNV-1a hash: stable across runs and machines (unlike `Hasher`).
    static func hash(_ string: String) -> UInt32 {
        var string = string
        // Over the contiguous UTF-8 (a `for` over `string.utf8` decodes index by index).
        return string.withUTF8 { hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }

    /// Four hex digits of ``hash(_:)``.
    static func shortHash(_ string: String) -> String {
        let hash = hash(string)
        let short = (hash >> 16) ^ (hash & 0xFFFF)
        let hex = String(short, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
