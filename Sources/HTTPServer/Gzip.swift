import CZlib
import HTTPTypes

/// gzip (RFC 1952) through zlib, with one deflate state reused for every response of an event loop:
/// `deflateReset` is far cheaper than setting up and tearing down zlib's ~256 KiB of state each time.
/// Not thread-safe; each event loop owns one.
final class GzipCompressor {
    /// Heap-allocated because zlib remembers the stream's address and refuses a moved stream.
    private let stream: UnsafeMutablePointer<z_stream>
    private let ready: Bool

    init(level: Int) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
        let result = deflateInit2_(
            stream, Int32(max(1, min(9, level))), Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        ready = result == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// The gzip member for `input`, or nil if zlib failed (the caller then sends the body as it is).
    func compress(_ input: [UInt8]) -> [UInt8]? {
        guard ready, deflateReset(stream) == Z_OK else { return nil }
        let bound = Int(deflateBound(stream, uLong(input.count))) + 32
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            input.withUnsafeBufferPointer { source in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.pointee.avail_in = uInt(source.count)
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                let result = deflate(stream, Z_FINISH)
                ok = result == Z_STREAM_END
                initialized = ok ? out.count - Int(stream.pointee.avail_out) : 0
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
            }
        }
        return ok ? output : nil
    }
}

/// Content negotiation for gzip (RFC 9110 §12.5.3).
enum ContentCoding {
    /// What `Accept-Encoding` says about gzip and about sending the body unencoded.
    struct Acceptance: Equatable {
        var gzip: Bool
        var identity: Bool
    }

    /// Reads q-values: `gzip;q=0` refuses gzip, `*` stands for every coding not named, and
    /// `identity;q=0` (or `*;q=0` without `identity`) refuses the unencoded body. No header at
    /// all means no gzip: RFC 9110 would allow it, but clients that send nothing may not decode it.
    static func acceptance(of values: [String]) -> Acceptance {
        if values.isEmpty { return Acceptance(gzip: false, identity: true) }
        var gzipQ: Int? = nil
        var identityQ: Int? = nil
        var starQ: Int? = nil
        for value in values {
            for element in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
                let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                guard let first = parts.first else { continue }
                let coding = String(decoding: trim(first), as: UTF8.self).lowercased()
                var q = 1000
                var valid = true
                for parameter in parts.dropFirst() {
                    let p = trim(parameter)
                    if p.count >= 2, p[p.startIndex] | 0x20 == UInt8(ascii: "q"), p[p.index(after: p.startIndex)] == UInt8(ascii: "=") {
                        if let parsed = qValue(p.dropFirst(2)) { q = parsed } else { valid = false }
                    }
                }
                guard valid else { continue }
                switch coding {
                case "gzip", "x-gzip": gzipQ = max(gzipQ ?? 0, q)
                case "identity": identityQ = q
                case "*": starQ = q
                default: break
                }
            }
        }
        let gzip = (gzipQ ?? starQ ?? 0) > 0
        let identity = (identityQ ?? starQ ?? 1) > 0
        return Acceptance(gzip: gzip, identity: identity)
    }

    /// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), in thousandths.
    static func qValue(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        let b = Array(bytes)
        guard let first = b.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var value = Int(first - UInt8(ascii: "0")) * 1000
        if b.count == 1 { return value }
        guard b[1] == UInt8(ascii: "."), b.count <= 5 else { return nil }
        var scale = 100
        for c in b[2...] {
            guard c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") else { return nil }
            value += Int(c - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }

    private static func trim(_ s: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var s = s
        while let c = s.first, c == 0x20 || c == 0x09 { s = s.dropFirst() }
        while let c = s.last, c == 0x20 || c == 0x09 { s = s.dropLast() }
        return s
    }

    /// Types worth compressing: text, and the structured formats that are text underneath.
    /// Images (but SVG), audio, video, archives and fonts like woff2 are compressed already.
    static func isCompressible(contentType: String) -> Bool {
        var type = Substring(contentType)
        if let semicolon = type.firstIndex(of: ";") { type = type[..<semicolon] }
        let t = type.trimmingSpaces().lowercased()
        if t.hasPrefix("text/") { return true }
        if t.hasSuffix("+json") || t.hasSuffix("+xml") { return true }
        switch t {
        case "application/json", "application/javascript", "application/xml", "application/x-javascript",
            "application/wasm", "application/x-ndjson", "image/x-icon", "image/vnd.microsoft.icon",
            "application/vnd.ms-fontobject", "font/ttf", "font/otf":
            return true
        default:
            return false
        }
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
