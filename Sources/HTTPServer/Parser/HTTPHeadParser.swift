// Standard library only: see HTTPParseError.swift.

/// Parses a complete request head, whose line endings the scanner has already checked.
///
/// Precondition: `p[start..<end]` is a request line followed by field lines, every line ended by
/// CRLF, the last line empty, and no CR or LF anywhere else (`HTTPHeadScanner` guarantees this).
/// The parser is one pass over the bytes, and refuses everything RFC 9112 lets a server refuse where
/// leniency would open a door: whitespace before a colon, obs-fold, control characters in values,
/// `Content-Length` together with `Transfer-Encoding`, a repeated `Content-Length`, a missing or
/// repeated `Host` on HTTP/1.1.
enum HTTPHeadParser {
    static func parse(
        _ p: UnsafeBufferPointer<UInt8>,
        start: Int,
        end: Int,
        limits: HTTPParserLimits,
        into head: inout HTTPRequestHead
    ) throws(HTTPParseError) {
        head.reset()
        precondition(start >= 0 && end <= p.count && end - start >= 4)

        // request-line = method SP request-target SP HTTP-version CRLF
        var i = start
        while isTokenChar(p[i]) { i += 1 }
        guard i > start, p[i] == asciiSP else { throw .badRequest }
        head.method = start..<i
        i += 1
        let targetStart = i
        while isTargetChar(p[i]) { i += 1 }
        if i - targetStart > limits.maxURIBytes { throw .uriTooLong }
        guard i > targetStart, p[i] == asciiSP else { throw .badRequest }
        head.target = targetStart..<i
        i += 1
        // HTTP-version = "HTTP/" DIGIT "." DIGIT, case-sensitive, then CRLF.
        guard i + 9 < end,
            p[i] == 0x48, p[i + 1] == 0x54, p[i + 2] == 0x54, p[i + 3] == 0x50, p[i + 4] == 0x2F,  // HTTP/
            p[i + 5] >= 0x30, p[i + 5] <= 0x39, p[i + 6] == 0x2E, p[i + 7] >= 0x30, p[i + 7] <= 0x39,
            p[i + 8] == asciiCR
        else { throw .badRequest }
        let major = p[i + 5] - 0x30
        let minor = p[i + 7] - 0x30
        // RFC 9110 §2.5: a request with a higher minor version than the server implements is
        // processed as the highest it does (HTTP/1.2 as 1.1); another major version is refused.
        guard major == 1 else { throw .versionNotSupported }
        head.minorVersion = Int(min(minor, 1))
        i += 10  // version, CR, LF

        head.isHEAD = equalsCaseSensitive(p, head.method, "HEAD")

        // field-line = field-name ":" OWS field-value OWS CRLF
        var hostCount = 0
        var contentLength: Int? = nil
        var contentLengthCount = 0
        var sawTransferEncoding = false
        var transferEncoding = TransferCodingState()
        var connectionClose = false
        var connectionKeepAlive = false
        var expectContinue = false
        var expectOther = false

        while p[i] != asciiCR {
            // A line that starts with whitespace is obs-fold (or whitespace before the first field): refused.
            let nameStart = i
            while isTokenChar(p[i]) { i += 1 }
            guard i > nameStart, p[i] == 0x3A else { throw .badRequest }  // ':' right after the name
            let name = nameStart..<i
            i += 1
            while p[i] == asciiSP || p[i] == asciiHT { i += 1 }
            let valueStart = i
            var valueEnd = i
            while p[i] != asciiCR {
                let c = p[i]
                if isFieldVChar(c) {
                    valueEnd = i + 1
                } else if c != asciiSP && c != asciiHT {
                    throw .badRequest  // NUL, DEL and other controls
                }
                i += 1
            }
            i += 2  // CRLF
            if head.fields.count >= limits.maxHeaderFields { throw .headersTooLarge }
            let value = valueStart..<valueEnd
            head.fields.append(.init(name: name, value: value))

            switch name.count {
            case 4 where equalsLowercased(p, name, "host"):
                hostCount += 1
                head.hostFieldIndex = head.fields.count - 1
            case 14 where equalsLowercased(p, name, "content-length"):
                contentLengthCount += 1
                contentLength = try parseContentLength(p, value)
            case 17 where equalsLowercased(p, name, "transfer-encoding"):
                sawTransferEncoding = true
                try transferEncoding.add(p, value)
            case 10 where equalsLowercased(p, name, "connection"):
                forEachListElement(p, value) { element in
                    if equalsLowercased(p, element, "close") { connectionClose = true }
                    if equalsLowercased(p, element, "keep-alive") { connectionKeepAlive = true }
                }
            case 6 where equalsLowercased(p, name, "expect"):
                if equalsLowercased(p, value, "100-continue") { expectContinue = true } else { expectOther = true }
            default:
                break
            }
        }

        // Host (RFC 9112 §3.2): exactly one on HTTP/1.1, at most one on HTTP/1.0, and well-formed.
        if head.minorVersion == 1 && hostCount != 1 { throw .badRequest }
        if hostCount > 1 { throw .badRequest }
        if let index = head.hostFieldIndex {
            let host = head.fields[index].value
            guard isValidAuthority(p, host) else { throw .badRequest }
            head.authority = host
        }

        // Request target (RFC 9112 §3.2).
        let target = head.target
        if p[target.lowerBound] == 0x2F {  // '/'
            head.targetForm = .origin
            head.path = target
        } else if target.count == 1 && p[target.lowerBound] == 0x2A {  // '*'
            guard equalsCaseSensitive(p, head.method, "OPTIONS") else { throw .badRequest }
            head.targetForm = .asterisk
            head.path = target
        } else {
            var schemeEnd = target.lowerBound
            while schemeEnd < target.upperBound && p[schemeEnd] != 0x3A { schemeEnd += 1 }
            let scheme = target.lowerBound..<schemeEnd
            guard equalsLowercased(p, scheme, "http") || equalsLowercased(p, scheme, "https"),
                schemeEnd + 3 <= target.upperBound, p[schemeEnd + 1] == 0x2F, p[schemeEnd + 2] == 0x2F
            else { throw .badRequest }
            let authorityStart = schemeEnd + 3
            var authorityEnd = authorityStart
            while authorityEnd < target.upperBound && p[authorityEnd] != 0x2F && p[authorityEnd] != 0x3F {
                authorityEnd += 1
            }
            let authority = authorityStart..<authorityEnd
            guard isValidAuthority(p, authority) else { throw .badRequest }
            head.targetForm = .absolute
            head.authority = authority  // RFC 9112 §3.2.2: the target's authority wins over Host.
            head.path = authorityEnd..<target.upperBound
            head.pathNeedsLeadingSlash = authorityEnd == target.upperBound || p[authorityEnd] != 0x2F
        }

        // Framing (RFC 9112 §6.1, §6.3).
        if sawTransferEncoding {
            // Both headers is the classic smuggling shape; TE on 1.0 is faulty framing (§6.1).
            if contentLengthCount > 0 || head.minorVersion == 0 { throw .badRequest }
            try transferEncoding.finish()
            head.framing = .chunked
        } else if contentLengthCount > 1 {
            // Stricter than RFC 9110 §8.6 (which tolerates identical repeats), as nginx is.
            throw .badRequest
        } else if let length = contentLength {
            if length > limits.maxBodyBytes { throw .contentTooLarge }
            head.framing = length == 0 ? .none : .length(length)
        } else {
            head.framing = .none
        }

        // Expect (RFC 9110 §10.1.1); ignored on HTTP/1.0.
        if head.minorVersion == 1 {
            if expectOther { throw .expectationFailed }
            head.expectContinue = expectContinue && head.framing != .none
        }

        head.keepAlive = head.minorVersion == 1 ? !connectionClose : (connectionKeepAlive && !connectionClose)
    }

    /// `1*DIGIT`, nothing else (no sign, no list, no inner spaces). Values too large for `Int` are
    /// clamped to `Int.max`: they are valid syntax and answered with 413, not 400.
    static func parseContentLength(_ p: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) throws(HTTPParseError) -> Int {
        guard !value.isEmpty else { throw .badRequest }
        var n = 0
        var overflow = false
        for index in value {
            let c = p[index]
            guard c >= 0x30 && c <= 0x39 else { throw .badRequest }
            if !overflow {
                let (m, o1) = n.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(Int(c - 0x30))
                if o1 || o2 { overflow = true } else { n = s }
            }
        }
        return overflow ? Int.max : n
    }

    /// Calls `body` with each non-empty element of a comma-separated list, OWS trimmed
    /// (RFC 9110 §5.6.1: empty elements are ignored).
    @inline(__always)
    static func forEachListElement<E: Error>(
        _ p: UnsafeBufferPointer<UInt8>, _ value: Range<Int>, _ body: (Range<Int>) throws(E) -> Void
    ) throws(E) {
        var i = value.lowerBound
        while i < value.upperBound {
            while i < value.upperBound && (p[i] == asciiSP || p[i] == asciiHT) { i += 1 }
            let elementStart = i
            while i < value.upperBound && p[i] != 0x2C { i += 1 }
            var elementEnd = i
            while elementEnd > elementStart && (p[elementEnd - 1] == asciiSP || p[elementEnd - 1] == asciiHT) { elementEnd -= 1 }
            if elementEnd > elementStart { try body(elementStart..<elementEnd) }
            i += 1  // skip ','
        }
    }

    /// `uri-host [ ":" port ]` where uri-host is an IP-literal in brackets or a reg-name
    /// (which covers IPv4 addresses). Refuses userinfo (`@`), paths, spaces and empty hosts.
    static func isValidAuthority(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var i = range.lowerBound
        if p[i] == 0x5B {  // '['
            i += 1
            let literalStart = i
            while i < range.upperBound && p[i] != 0x5D {
                let c = p[i]
                guard hexValue(c) != nil || c == 0x3A || c == 0x2E else { return false }
                i += 1
            }
            guard i < range.upperBound, i > literalStart else { return false }
            i += 1  // ']'
        } else {
            let nameStart = i
            while i < range.upperBound && p[i] != 0x3A {
                guard isRegNameChar(p[i]) else { return false }
                i += 1
            }
            guard i > nameStart else { return false }
        }
        if i == range.upperBound { return true }
        guard p[i] == 0x3A else { return false }
        i += 1
        var digits = 0
        while i < range.upperBound {
            guard p[i] >= 0x30 && p[i] <= 0x39 else { return false }
            digits += 1
            i += 1
        }
        return digits <= 5
    }

    @inline(__always)
    static func equalsCaseSensitive(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let lit = literal.utf8Start
        var k = 0
        for index in range {
            if p[index] != lit[k] { return false }
            k += 1
        }
        return true
    }
}

/// Accumulates the codings of one or more `Transfer-Encoding` lines.
///
/// Only `chunked` is implemented. Any other coding is 501 (RFC 9112 §6.1); `chunked` twice, a
/// coding that is not a token, or parameters on `chunked` are 400. Because only `chunked` is
/// accepted, "chunked is the final coding" follows.
struct TransferCodingState {
    var chunkedCount = 0
    var unknown = false

    mutating func add(_ p: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) throws(HTTPParseError) {
        var elements = 0
        var localChunked = 0
        var localUnknown = false
        try HTTPHeadParser.forEachListElement(p, value) { (element: Range<Int>) throws(HTTPParseError) in
            elements += 1
            var i = element.lowerBound
            while i < element.upperBound && isTokenChar(p[i]) { i += 1 }
            guard i > element.lowerBound else { throw .badRequest }
            let coding = element.lowerBound..<i
            if i < element.upperBound {
                // Only parameters may follow a coding name: OWS ";" ...
                var j = i
                while j < element.upperBound && (p[j] == asciiSP || p[j] == asciiHT) { j += 1 }
                guard j < element.upperBound, p[j] == 0x3B else { throw .badRequest }
                if equalsLowercased(p, coding, "chunked") { throw .badRequest }  // chunked takes no parameters
                localUnknown = true
            } else if equalsLowercased(p, coding, "chunked") {
                localChunked += 1
            } else {
                localUnknown = true
            }
        }
        guard elements > 0 else { throw .badRequest }
        chunkedCount += localChunked
        unknown = unknown || localUnknown
    }

    func finish() throws(HTTPParseError) {
        if unknown { throw .notImplemented }
        guard chunkedCount == 1 else { throw .badRequest }
    }
}
