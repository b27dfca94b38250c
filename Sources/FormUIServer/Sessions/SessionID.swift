/// A session's identifier: 128 bits from the system's cryptographic random number generator, written as
/// 32 lowercase hex digits in the cookie.
///
/// 128 bits is what OWASP asks of a session id (at least 64 bits of entropy): nobody guesses one.
/// Kept as two integers so that a store of 100,000 sessions hashes and compares them cheaply.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A new random id. `SystemRandomNumberGenerator` reads the kernel's CSPRNG (getrandom on Linux,
    /// arc4random on Darwin).
    public static func random() -> SessionID {
        var generator = SystemRandomNumberGenerator()
        return SessionID(high: generator.next(), low: generator.next())
    }

    /// Parses the cookie's value: exactly 32 hex digits, nothing else.
    public init?(_ string: some StringProtocol) {
        let utf8 = string.utf8
        guard utf8.count == 32 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for (index, byte) in utf8.enumerated() {
            let nibble: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            if index < 16 { high = high << 4 | nibble } else { low = low << 4 | nibble }
        }
        self.init(high: high, low: low)
    }

    public var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 32)
        for index in 0..<16 {
            bytes[index] = digits[Int((high >> UInt64(60 - 4 * index)) & 0xF)]
            bytes[16 + index] = digits[Int((low >> UInt64(60 - 4 * index)) & 0xF)]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
