// Standard library only: see HTTPParseError.swift.

// MARK: - Byte classes (RFC 9110 §5.6.2, §5.5; RFC 3986)

@usableFromInline let asciiCR: UInt8 = 0x0D
@usableFromInline let asciiLF: UInt8 = 0x0A
@usableFromInline let asciiSP: UInt8 = 0x20
@usableFromInline let asciiHT: UInt8 = 0x09

/// tchar: the characters of a token (method, field name, transfer coding).
@inline(__always)
func isTokenChar(_ c: UInt8) -> Bool {
    switch c {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true  // a-z A-Z 0-9
    case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E:
        return true  // ! # $ % & ' * + - . ^ _ ` | ~
    default: return false
    }
}

/// field-vchar: VCHAR or obs-text. Control characters (including NUL and DEL) are refused.
@inline(__always)
func isFieldVChar(_ c: UInt8) -> Bool {
    (c >= 0x21 && c <= 0x7E) || c >= 0x80
}

/// Characters allowed in a request target: visible ASCII except `#` (a fragment is never sent).
/// Raw non-ASCII bytes are refused; a client must percent-encode them.
@inline(__always)
func isTargetChar(_ c: UInt8) -> Bool {
    c >= 0x21 && c <= 0x7E && c != 0x23
}

/// reg-name characters of RFC 3986 (unreserved, pct-encoded, sub-delims).
@inline(__always)
func isRegNameChar(_ c: UInt8) -> Bool {
    switch c {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
    case 0x2D, 0x2E, 0x5F, 0x7E: return true  // - . _ ~
    case 0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D: return true  // ! $ & ' ( ) * + , ; =
    case 0x25: return true  // %
    default: return false
    }
}

@inline(__always)
func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case 0x30...0x39: return c - 0x30
    case 0x61...0x66: return c - 0x61 + 10
    case 0x41...0x46: return c - 0x41 + 10
    default: return nil
    }
}

/// ASCII case-insensitive comparison of `p[range]` with a lowercase ASCII literal.
/// Only letters fold; every other byte must match exactly.
@inline(__always)
func equalsLowercased(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
    guard range.count == literal.utf8CodeUnitCount else { return false }
    let lit = literal.utf8Start
    var i = 0
    for index in range {
        let c = p[index]
        let l = lit[i]
        if c != l && !(l >= 0x61 && l <= 0x7A && c == l &- 0x20) {
            return false
        }
        i += 1
    }
    return true
}
