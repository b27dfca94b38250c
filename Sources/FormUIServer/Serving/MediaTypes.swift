import HTTPServer
import HTTPTypes

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Content negotiation, kept to what FormUI serves: HTML or JSON.
enum MediaTypes {
    /// Whether `Accept` asks for JSON rather than HTML: `application/json` listed with a higher quality
    /// than `text/html` (or earlier at the same quality). Wildcards choose neither, so a browser's
    /// `*/*;q=0.8` and curl's `*/*` get HTML.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard let accept else { return false }
        var json: (quality: Double, index: Int)?
        var html: (quality: Double, index: Int)?
        for (index, range) in accept.split(separator: ",").enumerated() {
            let parts = range.split(separator: ";")
            guard let type = parts.first?.trimmingOWS().lowercased() else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingOWS().lowercased() == "q" {
                    quality = Double(pair[1].trimmingOWS()) ?? 0
                }
            }
            switch type {
            case "application/json":
                if json == nil || quality > json!.quality { json = (quality, index) }
            case "text/html", "application/xhtml+xml":
                if html == nil || quality > html!.quality { html = (quality, index) }
            default:
                continue
            }
        }
        guard let json, json.quality > 0 else { return false }
        guard let html, html.quality > 0 else { return true }
        return json.quality > html.quality || (json.quality == html.quality && json.index < html.index)
    }

    /// The media type of a `Content-Type` value, lowercased, without parameters.
    static func mediaType(_ contentType: String?) -> String? {
        guard var contentType else { return nil }
        // Over the bytes: splitting and trimming the string took more than the rest of a post's head.
        return contentType.withUTF8 { bytes in
            var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            var start = 0
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            let type = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard type.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) else {
                return String(decoding: type, as: UTF8.self)
            }
            return String(decoding: type, as: UTF8.self).lowercased()
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    func trimmingOWS() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
