// Standard library only: see HTTPParseError.swift.

/// Turns the bytes of one connection into a sequence of requests: head, then end of body.
///
/// The decoder owns the connection's input buffer (`append` copies received bytes into it, and its
/// capacity is kept from one request to the next) and is driven by `next()`, which the connection
/// calls until it returns `.needMore`. It is incremental: a request written one byte at a time
/// costs O(n) in total, because the scanner remembers how far it has looked and only the complete
/// head is parsed, once.
///
/// Line endings are checked as bytes arrive: a bare LF or a CR not followed by LF fails at once,
/// rather than leaving the request hanging until a limit or a timeout.
struct HTTPRequestDecoder {
    enum Phase: Equatable, Sendable {
        /// No byte of the next request has arrived (empty lines before a request do not count).
        case idle
        /// Part of a head has arrived.
        case head
        /// The head was returned; the body is being read.
        case body
        /// A failure was returned; the decoder returns it again forever.
        case failed(HTTPParseError)
    }

    enum Event: Equatable, Sendable {
        /// Give me more bytes.
        case needMore
        /// A head was parsed: read it from `head` and `buffer` before calling `next()` again.
        case head
        /// The body of the request whose head came last is complete: take it with `takeBody()`.
        case end
        /// The input is not a request this server accepts; answer with the status and close.
        case failure(HTTPParseError)
    }

    let limits: HTTPParserLimits
    /// Received bytes; `buffer[readIndex...]` is not yet consumed.
    private(set) var buffer: [UInt8] = []
    private(set) var readIndex = 0
    private(set) var phase: Phase = .idle
    /// The last parsed head. Its ranges index `buffer` and are valid until `next()` is called again.
    private(set) var head = HTTPRequestHead()
    /// Bytes consumed in total, head and body framing included: the connection compares two readings
    /// of it to tell whether a slow client made progress.
    private(set) var consumedByteCount = 0

    private var scanner = HTTPHeadScanner()
    private var pendingHeadLength = 0
    private var body: [UInt8] = []
    private var bodyRemaining = 0
    private var chunked = ChunkedBodyDecoder()

    init(limits: HTTPParserLimits) {
        self.limits = limits
        self.buffer.reserveCapacity(4096)
    }

    /// Bytes received and not yet consumed.
    var bufferedByteCount: Int { buffer.count - readIndex }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes.bindMemory(to: UInt8.self))
    }

    mutating func append<C: Collection>(contentsOf bytes: C) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// Hands over the body of the request that `.end` announced.
    mutating func takeBody() -> [UInt8] {
        defer { body = [] }
        return body
    }

    mutating func next() -> Event {
        if pendingHeadLength > 0 {
            consume(pendingHeadLength)
            pendingHeadLength = 0
        }
        switch phase {
        case .failed(let error):
            return .failure(error)
        case .idle, .head:
            compact()
            return nextHead()
        case .body:
            compact()
            return nextBody()
        }
    }

    private mutating func nextHead() -> Event {
        let result: HTTPHeadScanner.Result = buffer.withUnsafeBufferPointer { all in
            let p = UnsafeBufferPointer(rebasing: all[readIndex...])
            return scanner.scan(p, limits: limits)
        }
        switch result {
        case .needMore(let skipped):
            consume(skipped)
            phase = readIndex == buffer.count ? .idle : .head
            return .needMore
        case .failure(let error):
            return fail(error)
        case .complete(let skipped, let length):
            consume(skipped)
            let start = readIndex
            do throws(HTTPParseError) {
                try buffer.withUnsafeBufferPointer { p throws(HTTPParseError) in
                    try HTTPHeadParser.parse(p, start: start, end: start + length, limits: limits, into: &head)
                }
            } catch {
                return fail(error)
            }
            scanner = HTTPHeadScanner()
            pendingHeadLength = length
            body = []
            switch head.framing {
            case .none:
                bodyRemaining = 0
            case .length(let n):
                bodyRemaining = n
                body.reserveCapacity(min(n, 64 * 1024))  // grows as bytes arrive, not on a client's word
            case .chunked:
                bodyRemaining = 0
                chunked = ChunkedBodyDecoder()
            }
            phase = .body
            return .head
        }
    }

    private mutating func nextBody() -> Event {
        switch head.framing {
        case .none:
            break
        case .length:
            let n = min(bodyRemaining, bufferedByteCount)
            if n > 0 {
                body.append(contentsOf: buffer[readIndex..<readIndex + n])
                consume(n)
                bodyRemaining -= n
            }
            if bodyRemaining > 0 { return .needMore }
        case .chunked:
            let start = readIndex
            let count = buffer.count
            let limits = self.limits
            var decoder = chunked
            var output = body
            body = []
            let outcome: Result<(consumed: Int, done: Bool), HTTPParseError> = buffer.withUnsafeBufferPointer { p in
                do throws(HTTPParseError) {
                    return .success(try decoder.decode(p, from: start, to: count, into: &output, limits: limits))
                } catch {
                    return .failure(error)
                }
            }
            chunked = decoder
            body = output
            switch outcome {
            case .failure(let error):
                return fail(error)
            case .success(let r):
                consume(r.consumed)
                if !r.done { return .needMore }
            }
        }
        phase = .idle
        return .end
    }

    private mutating func fail(_ error: HTTPParseError) -> Event {
        phase = .failed(error)
        return .failure(error)
    }

    private mutating func consume(_ n: Int) {
        readIndex += n
        consumedByteCount += n
    }

    /// Moves unconsumed bytes to the front so the buffer does not grow with the connection's age.
    /// Cheap in the common case (everything consumed: the count is reset, the capacity kept);
    /// otherwise a memmove, done only once a few KiB are dead so pipelined requests amortise it.
    private mutating func compact() {
        if readIndex == 0 { return }
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 256 * 1024)
            readIndex = 0
        } else if readIndex >= 4096 {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
    }
}

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
