/// How numbers are written on the page and read back from a post: one canonical text, so that a slider's
/// `value`, `min`, `max` and `step` attributes, the printed value, the JSON view and the baseline a post is
/// compared with all agree.
///
/// Integral values are written without a fraction (`50`, not `50.0`), because that is what a browser posts
/// back for `<input type="range">` and what a person types into `curl -d speed=50`. Other values use
/// Swift's shortest round-tripping description (`0.1`, `2.5e-07`), which HTML's number parser accepts.
enum NumberText {
    /// The canonical text of a floating-point value: `50`, `0.25`, `-3`, `1e+20`.
    static func string<V: BinaryFloatingPoint>(_ value: V) -> String {
        // Below 10^15 every integral double is exact and prints without an exponent.
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))  // also turns -0.0 into "0"
        }
        return String(describing: value)
    }

    /// The canonical text of an integer value.
    static func string<V: BinaryInteger>(_ value: V) -> String { String(value) }

    /// The canonical text of any stepper value: a number when it is one, else its description.
    static func string<V>(any value: V) -> String {
        if let floating = value as? any BinaryFloatingPoint { return string(floating) }
        if let integer = value as? any BinaryInteger { return string(integer) }
        return String(describing: value)
    }

    /// Reads a posted number: decimal notation only (`7`, `-0.5`, `.5`, `1e3`, surrounding spaces
    /// allowed). Hexadecimal, `nan`, `inf` and anything that overflows to infinity are not numbers here,
    /// though Swift's `Double(_:)` would take some of them.
    static func parse(_ text: String) -> Double? {
        let trimmed = trimmed(text)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64 else { return nil }
        var sawDigit = false
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
            default: return nil
            }
        }
        guard sawDigit, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// Whether two posted texts mean the same number (`"50"` and `"50.0"`); texts that are not numbers are
    /// compared as they are.
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        if let left = parse(lhs), let right = parse(rhs) { return left == right }
        return lhs == rhs
    }

    /// Brings `value` into `lower...upper` and, with a step, onto the nearest of `lower`, `lower + step`,
    /// `lower + 2 × step`… that lies in the range, as SwiftUI's slider does (and as a browser's range input
    /// offers its values).
    ///
    /// A value already on a step (within rounding error) is kept as posted, so `0.3` on a `0.1` grid stays
    /// `0.3` instead of becoming `0.30000000000000004`. A snapped value is rounded to `decimals` places
    /// (those of the step and the lower bound as the bound type writes them, see ``decimalPlaces(_:)``) for
    /// the same reason.
    static func clampAndSnap(_ value: Double, lower: Double, upper: Double, step: Double?, decimals: Int?) -> Double {
        let clamped = min(max(value, lower), upper)
        guard let step, step > 0, step.isFinite, upper > lower else { return clamped }
        let count = ((clamped - lower) / step).rounded()
        var snapped = lower + count * step
        if snapped > upper + step * 1e-9 { snapped -= step }
        if snapped < lower { snapped = lower }
        if abs(snapped - clamped) <= step * 1e-9 { return clamped }
        if let decimals, decimals <= 15 {
            let scale = pow10(decimals)
            if abs(snapped) * scale < 9e15 { snapped = (snapped * scale).rounded() / scale }
        }
        return min(max(snapped, lower), upper)
    }

    /// The digits after the point in canonical number texts (the most of them); nil when one is written
    /// with an exponent.
    static func decimalPlaces(_ texts: String...) -> Int? {
        var most = 0
        for text in texts {
            if text.contains("e") { return nil }
            guard let dot = text.firstIndex(of: ".") else { continue }
            most = max(most, text.distance(from: text.index(after: dot), to: text.endIndex))
        }
        return most
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
