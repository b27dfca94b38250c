/// Content negotiation for gzip (RFC 9110 §12.5.3), on bytes: it runs for every response, so it
/// makes no `String`s and no dictionaries.
enum ContentCoding {
    /// What `Accept-Encoding` says about gzip and about sending the body unencoded.
    struct Acceptance: Equatable, Sendable {
        var gzip: Bool
        var identity: Bool

        /// No `Accept-Encoding` at all: no gzip. RFC 9110 would allow it, but clients that send
        /// nothing may not decode it.
        static let none = Acceptance(gzip: false, identity: true)
    }

    /// Accumulates one or more `Accept-Encoding` field values.
    ///
    /// Reads q-values: `gzip;q=0` refuses gzip, `*` stands for every coding not named, and
    /// `identity;q=0` (or `*;q=0` without `identity`) refuses the unencoded body. An element with
    /// an invalid q-value is ignored.
    struct AcceptEncodingParser {
        private var gzipQ: Int? = nil
        private var identityQ: Int? = nil
        private var starQ: Int? = nil
        private var sawField = false

        mutating func add(_ p: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) {
            sawField = true
            HTTPHeadParser.forEachListElement(p, value) { element in
                var i = element.lowerBound
                while i < element.upperBound && isTokenChar(p[i]) { i += 1 }
                let coding = element.lowerBound..<i
                var q = 1000
                // Parameters: *( OWS ";" OWS name "=" value ); only q matters.
                while i < element.upperBound {
                    while i < element.upperBound && (p[i] == asciiSP || p[i] == asciiHT) { i += 1 }
                    guard i < element.upperBound, p[i] == 0x3B else { return }  // junk: ignore the element
                    i += 1
                    while i < element.upperBound && (p[i] == asciiSP || p[i] == asciiHT) { i += 1 }
                    let nameStart = i
                    while i < element.upperBound && isTokenChar(p[i]) { i += 1 }
                    let name = nameStart..<i
                    guard i < element.upperBound, p[i] == 0x3D else { return }
                    i += 1
                    let valueStart = i
                    while i < element.upperBound && p[i] != 0x3B && p[i] != asciiSP && p[i] != asciiHT { i += 1 }
                    if equalsLowercased(p, name, "q") {
                        guard let parsed = ContentCoding.qValue(p, valueStart..<i) else { return }
                        q = parsed
                    }
                }
                if equalsLowercased(p, coding, "gzip") || equalsLowercased(p, coding, "x-gzip") {
                    gzipQ = max(gzipQ ?? 0, q)
                } else if equalsLowercased(p, coding, "identity") {
                    identityQ = q
                } else if equalsLowercased(p, coding, "*") {
                    starQ = q
                }
            }
        }

        var acceptance: Acceptance {
            guard sawField else { return .none }
            return Acceptance(gzip: (gzipQ ?? starQ ?? 0) > 0, identity: (identityQ ?? starQ ?? 1) > 0)
        }
    }

    /// For tests and callers holding strings.
    static func acceptance(of values: [String]) -> Acceptance {
        var parser = AcceptEncodingParser()
        for value in values {
            let bytes = Array(value.utf8)
            bytes.withUnsafeBufferPointer { parser.add($0, 0..<bytes.count) }
        }
        return parser.acceptance
    }

    /// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), in thousandths.
    static func qValue(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let first = range.first, p[first] == 0x30 || p[first] == 0x31 else { return nil }
        var value = Int(p[first] - 0x30) * 1000
        if range.count == 1 { return value }
        guard p[first + 1] == 0x2E, range.count <= 5 else { return nil }
        var scale = 100
        for i in (first + 2)..<range.upperBound {
            guard p[i] >= 0x30 && p[i] <= 0x39 else { return nil }
            value += Int(p[i] - 0x30) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }

    /// Types worth compressing: text, and the structured formats that are text underneath.
    /// Images (but SVG and icons), audio, video, archives and woff/woff2 are compressed already.
    static func isCompressible(contentType: String) -> Bool {
        var value = contentType
        return value.withUTF8 { p in
            var end = 0
            while end < p.count && p[end] != 0x3B { end += 1 }  // drop parameters
            while end > 0 && (p[end - 1] == asciiSP || p[end - 1] == asciiHT) { end -= 1 }
            var start = 0
            while start < end && (p[start] == asciiSP || p[start] == asciiHT) { start += 1 }
            let type = start..<end
            if type.count > 5 && equalsLowercased(p, start..<start + 5, "text/") { return true }
            if type.count > 5 && equalsLowercased(p, end - 5..<end, "+json") { return true }
            if type.count > 4 && equalsLowercased(p, end - 4..<end, "+xml") { return true }
            for candidate in compressibleTypes where candidate.utf8CodeUnitCount == type.count {
                if equalsLowercased(p, type, candidate) { return true }
            }
            return false
        }
    }

    private static let compressibleTypes: [StaticString] = [
        "application/json", "application/javascript", "application/xml", "application/x-javascript",
        "application/wasm", "application/x-ndjson", "image/x-icon", "image/vnd.microsoft.icon",
        "application/vnd.ms-fontobject", "font/ttf", "font/otf",
    ]

    /// Whether a comma-separated field value (`Vary`, `Connection`) lists `token`, ignoring case.
    static func list(_ value: String, contains token: StaticString) -> Bool {
        var value = value
        return value.withUTF8 { p in
            var found = false
            HTTPHeadParser.forEachListElement(p, 0..<p.count) { element in
                if equalsLowercased(p, element, token) { found = true }
            }
            return found
        }
    }
}
