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
