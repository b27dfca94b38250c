// Standard library only: see HTTPParseError.swift.

/// Decodes a chunked body (RFC 9112 §7.1), byte by byte for the framing and in bulk for the data.
///
/// Strict where leniency has enabled smuggling in other servers: the size is 1–16 hex digits and
/// nothing else (no `0x`, sign or spaces before it); whitespace after it is allowed only before `;`;
/// chunk data must be followed by exactly CRLF; extensions and trailer fields are checked for
/// control characters and then ignored.
struct ChunkedBodyDecoder {
    enum State {
        case size, sizeWhitespace, extensionText, sizeLF
        case data, dataCR, dataLF
        case trailerLineStart, trailerName, trailerValue, trailerLF, finalLF
        case done
    }

    private(set) var state: State = .size
    private var size: UInt64 = 0
    private var digits = 0
    private var lineLength = 0
    private var remaining = 0
    private var trailerBytes = 0

    /// The longest chunk-size line accepted, extensions included.
    static let maxSizeLineLength = 4096

    /// Decodes `p[from..<to]`, appending data to `body`. Returns how many bytes were consumed and
    /// whether the body ended; it stops right after the final CRLF, so pipelined bytes are left alone.
    mutating func decode(
        _ p: UnsafeBufferPointer<UInt8>,
        from: Int,
        to: Int,
        into body: inout [UInt8],
        limits: HTTPParserLimits
    ) throws(HTTPParseError) -> (consumed: Int, done: Bool) {
        var i = from
        while i < to {
            let c = p[i]
            switch state {
            case .size:
                if let v = hexValue(c) {
                    digits += 1
                    if digits > 16 { throw .badRequest }
                    size = size << 4 | UInt64(v)
                } else if digits == 0 {
                    throw .badRequest
                } else if c == 0x3B {  // ';'
                    state = .extensionText
                } else if c == asciiSP || c == asciiHT {
                    state = .sizeWhitespace
                } else if c == asciiCR {
                    state = .sizeLF
                } else {
                    throw .badRequest
                }
            case .sizeWhitespace:
                if c == 0x3B {
                    state = .extensionText
                } else if c != asciiSP && c != asciiHT {
                    throw .badRequest
                }
            case .extensionText:
                if c == asciiCR {
                    state = .sizeLF
                } else if !isFieldVChar(c) && c != asciiSP && c != asciiHT {
                    throw .badRequest
                }
            case .sizeLF:
                guard c == asciiLF else { throw .badRequest }
                if size == 0 {
                    state = .trailerLineStart
                } else {
                    if size > UInt64(limits.maxBodyBytes - body.count) { throw .contentTooLarge }
                    remaining = Int(size)
                    state = .data
                }
            case .data:
                let n = min(remaining, to - i)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<i + n]))
                remaining -= n
                i += n
                if remaining == 0 { state = .dataCR }
                continue
            case .dataCR:
                guard c == asciiCR else { throw .badRequest }
                state = .dataLF
            case .dataLF:
                guard c == asciiLF else { throw .badRequest }
                state = .size
                size = 0
                digits = 0
                lineLength = 0
            case .trailerLineStart:
                if c == asciiCR {
                    state = .finalLF
                } else if isTokenChar(c) {
                    state = .trailerName
                } else {
                    throw .badRequest  // obs-fold, bare LF, junk
                }
            case .trailerName:
                if c == 0x3A {
                    state = .trailerValue
                } else if !isTokenChar(c) {
                    throw .badRequest
                }
            case .trailerValue:
                if c == asciiCR {
                    state = .trailerLF
                } else if !isFieldVChar(c) && c != asciiSP && c != asciiHT {
                    throw .badRequest
                }
            case .trailerLF:
                guard c == asciiLF else { throw .badRequest }
                state = .trailerLineStart
            case .finalLF:
                guard c == asciiLF else { throw .badRequest }
                state = .done
                return (i + 1 - from, true)
            case .done:
                return (i - from, true)
            }
            switch state {
            case .size, .sizeWhitespace, .extensionText, .sizeLF:
                lineLength += 1
                if lineLength > Self.maxSizeLineLength { throw .badRequest }
            case .trailerLineStart, .trailerName, .trailerValue, .trailerLF, .finalLF:
                trailerBytes += 1
                if trailerBytes > limits.maxHeadBytes { throw .headersTooLarge }
            default:
                break
            }
            i += 1
        }
        return (i - from, state == .done)
    }
}
