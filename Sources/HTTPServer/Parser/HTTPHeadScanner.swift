// Standard library only: see HTTPParseError.swift.

/// Finds the end of a request head incrementally, checking CRLF discipline as it goes.
struct HTTPHeadScanner {
    enum Result: Equatable {
        /// `skipped` leading empty lines may be dropped.
        case needMore(skipped: Int)
        /// The head is `length` bytes after `skipped` bytes of leading empty lines.
        case complete(skipped: Int, length: Int)
        case failure(HTTPParseError)
    }

    /// Where to resume scanning, relative to the start of the unconsumed bytes.
    private var position = 0
    /// Start of the current line, relative.
    private var lineStart = 0
    /// Whether the request line has ended (the first non-empty line).
    private var sawRequestLine = false

    /// The limit that `length` bytes of an unfinished head exceed, if any. The request line is
    /// method, target and version: it gets the target's limit plus room for a long method and the
    /// version, and 414 when even that is exceeded.
    @inline(__always)
    private static func limitError(_ length: Int, sawRequestLine: Bool, _ limits: HTTPParserLimits) -> HTTPParseError? {
        if !sawRequestLine {
            if length > limits.maxURIBytes + 64 || length > limits.maxHeadBytes { return .uriTooLong }
        } else if length > limits.maxHeadBytes {
            return .headersTooLarge
        }
        return nil
    }

    /// `p` starts at the first unconsumed byte. After `.needMore(skipped:)` the caller drops the
    /// skipped bytes, and the scanner's positions are rebased accordingly.
    ///
    /// Ordinary bytes cost one comparison each; only CR and LF take the slow path. A CR must be
    /// followed by LF (a CR at the very end waits for the next byte), and an LF met on its own is
    /// a bare LF.
    mutating func scan(_ p: UnsafeBufferPointer<UInt8>, limits: HTTPParserLimits) -> Result {
        var i = position
        var skipped = 0
        let count = p.count
        while i < count {
            let c = p[i]
            if c > asciiCR || (c != asciiCR && c != asciiLF) {
                i += 1
                continue
            }
            // Limits first, exactly as at the end of a scan below: whether a limit or a bad line
            // ending is reported must not depend on where the input was cut.
            if let error = Self.limitError(i - skipped, sawRequestLine: sawRequestLine, limits) { return .failure(error) }
            if c == asciiLF { return .failure(.badRequest) }  // an LF without its CR
            if i + 1 == count { break }  // a CR: wait for what follows it
            guard p[i + 1] == asciiLF else { return .failure(.badRequest) }  // a bare CR
            if i == lineStart {
                // An empty line.
                if !sawRequestLine {
                    // RFC 9112 §2.2: a server SHOULD ignore empty lines before the request line
                    // (some clients send CRLF after a POST body).
                    i += 2
                    skipped = i
                    lineStart = i
                    continue
                }
                let length = i + 2 - skipped
                if length > limits.maxHeadBytes { return .failure(.headersTooLarge) }
                return .complete(skipped: skipped, length: length)
            }
            i += 2
            lineStart = i
            if !sawRequestLine {
                sawRequestLine = true
                // The same bound as for an unfinished request line below, so that the answer does
                // not depend on whether the line arrived whole or in pieces.
                if i - skipped > limits.maxURIBytes + 64 || i - skipped > limits.maxHeadBytes { return .failure(.uriTooLong) }
            } else if i - skipped > limits.maxHeadBytes {
                return .failure(.headersTooLarge)
            }
        }
        // Incomplete: refuse now what can only grow past a limit.
        if let error = Self.limitError(i - skipped, sawRequestLine: sawRequestLine, limits) { return .failure(error) }
        position = i - skipped
        lineStart -= skipped
        return .needMore(skipped: skipped)
    }
}
