import CEpoll
import COpenSSL
import HTTPTypes
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One accepted socket, plain or TLS, driven by its loop's `epoll` on the loop's thread.
///
/// The socket is non-blocking. `drive()` is the single entry point for every event: it writes what
/// is pending, reads what has arrived (until the kernel says EAGAIN, or a short read shows the socket
/// empty), lets the decoder cut requests out of the bytes, calls the responder for each complete
/// request in order, and finally decides what the loop's `epoll` watches the socket for.
/// Nothing blocks and no thread belongs to a connection.
///
/// A connection is confined to its loop's queue: created, driven and closed there only, so it needs
/// no lock and is not `Sendable`. Each entry point checks this in debug builds
/// (`EventLoop.preconditionOnLoop`), and the one task it hands to its loop carries it in a
/// `LoopBound`.
///
/// The lifecycle (which request is under way, whether output waits, how the connection closes, its
/// deadline and shedding rank) is a `ConnectionStateMachine`; this class does the I/O, reports each
/// event to it and performs the `Action` it returns.
///
/// Backpressure: when more than `highWater` bytes of responses wait for a slow reader, the
/// connection stops answering pipelined requests and stops reading, so a client cannot make the
/// server buffer without bound by sending requests and never reading the answers.
final class Connection {

    private enum IOResult {
        case bytes(Int)
        case wouldBlock
        /// TLS: the operation needs the socket to become readable (a write) or writable (a read).
        case wantRead, wantWrite
        case eof
        case failed
    }

    private struct PendingRequest {
        var request: HTTPRequest
        var keepAlive: Bool
        var isHEAD: Bool
        var minorVersion: Int
        var startedAt: UInt64
        /// Read from the bytes while the request is built, so that the response path never
        /// looks a field up by name in `HTTPFields` (which builds a hash index on first lookup).
        var acceptance: ContentCoding.Acceptance
    }

    /// Strong: a connection that outlives a forced shutdown must still find its loop.
    /// (The loop's table of connections and this reference form a cycle until `close()`.)
    let loop: EventLoop
    private let core: ServerCore
    let fd: Int32
    let remoteAddress: String
    private let ssl: OpaquePointer?

    // Every stored `var` below is touched only on the loop's thread and never re-entrantly
    // (nothing that runs during an access to one mutates the same one), so the runtime exclusivity
    // check Swift makes on each access to a class property is turned off for them: the request path
    // touches them at every step, and the check would be paid at each.
    /// What the loop's `epoll` watches the socket for.
    @exclusivity(unchecked) private var watchingRead = false
    @exclusivity(unchecked) private var watchingWrite = false

    @exclusivity(unchecked) private(set) var machine: ConnectionStateMachine
    @exclusivity(unchecked) private var decoder: HTTPRequestDecoder
    @exclusivity(unchecked) private var out: [UInt8] = []
    @exclusivity(unchecked) private var outIndex = 0
    /// A large body still to send after `out`, written from the response's own array (`writev`) instead of
    /// being copied into `out` (a copy the size of the body, for every request for it). At most
    /// one, last: a response queued behind it first moves it into `out`.
    @exclusivity(unchecked) private var tail: [UInt8] = []
    @exclusivity(unchecked) private var tailIndex = 0
    /// TLS: a read is waiting for the socket to become writable, a write for it to become readable.
    @exclusivity(unchecked) private var readWantsWrite = false
    @exclusivity(unchecked) private var writeWantsRead = false
    @exclusivity(unchecked) private var pending: PendingRequest?

    /// The clock read at the start of the current event.
    @exclusivity(unchecked) private var now: UInt64

    static let highWater = 256 * 1024
    /// Reads in one go before yielding the queue to the loop's other connections.
    static let readsPerTurn = 16

    private var pendingOutput: Int { out.count - outIndex + tail.count - tailIndex }

    /// Bodies at least this large are sent from their own array (plain TCP only: TLS writes one buffer).
    static let tailThreshold = 16 * 1024

    init(loop: EventLoop, fd: Int32, ssl: OpaquePointer?, remoteAddress: String) {
        self.loop = loop
        self.core = loop.core
        self.fd = fd
        self.ssl = ssl
        self.remoteAddress = remoteAddress
        self.decoder = HTTPRequestDecoder(limits: loop.core.parserLimits)
        let now = monotonicNanoseconds()
        self.now = now
        self.machine = ConnectionStateMachine(acceptedAt: now, timeouts: loop.core.connectionTimeouts)
    }

    func start() {
        loop.preconditionOnLoop()
        watchingRead = true
        loop.watch(fd, read: true, write: false, adding: true)
    }

    /// What the loop's `epoll_wait` reported for the socket.
    func handle(events: UInt32) {
        loop.preconditionOnLoop()
        let failed = events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0
        if failed || events & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue) != 0 { writeWantsRead = false }
        if failed || events & EPOLLOUT.rawValue != 0 { readWantsWrite = false }
        drive()
        // An error or hang-up is reported whatever the socket is watched for; watched for nothing, it
        // would be reported again on every turn, and nothing more can come of the connection.
        if failed && !watchingRead && !watchingWrite { close() }
    }

    // MARK: - The event handler

    func drive() {
        loop.preconditionOnLoop()
        now = monotonicNanoseconds()
        let action = machine.socketReady()
        switch action {
        case .read, .finishOutput:
            break
        case .discardInput:
            discardLingering()
            return
        default:
            return
        }
        guard flush() else { return }
        if action == .read {
            guard readAndProcess() else { return }
        }
        guard flush() else { return }
        if loop.draining && isIdle {
            // A FIN, not a reset: a request the client sends meanwhile is read and dropped.
            beginLingeringClose()
            return
        }
        updateInterest()
    }

    /// No request under way and nothing to send.
    private var isIdle: Bool {
        machine.isIdle && pending == nil && decoder.bufferedByteCount == 0 && pendingOutput == 0
    }

    /// Answers the requests buffered and reads more while the machine says `.read`. Returns false
    /// if the connection closed or began lingering.
    private func readAndProcess() -> Bool {
        var reads = 0
        // A plain TCP read that did not fill the buffer took everything the socket had: reading again
        // would only answer EAGAIN, one wasted system call per request. `epoll` reports the socket
        // again when more arrives. (Not under TLS: the library may hold decrypted bytes the socket no
        // longer has.)
        var drained = false
        while processBuffered() {
            if pendingOutput > Self.highWater {
                guard flush() else { return false }
                if pendingOutput > Self.highWater { return true }  // `epoll` reports room to write
                continue
            }
            switch machine.inputProcessed() {
            case .read:
                break
            case .close:
                close()
                return false
            default:
                return true
            }
            if readWantsWrite || drained { return true }
            if reads == Self.readsPerTurn {
                // Let the other connections of this loop have the queue; come back right after them.
                let connection = LoopBound(self, on: loop)
                loop.execute { connection.value.drive() }
                return true
            }
            reads += 1
            switch read(into: loop.readBuffer) {
            case .bytes(let n):
                decoder.append(UnsafeRawBufferPointer(rebasing: loop.readBuffer[0..<n]))
                drained = ssl == nil && n < loop.readBuffer.count
            case .wouldBlock, .wantRead:
                return true
            case .wantWrite:
                readWantsWrite = true
                return true
            case .eof:
                machine.peerClosed()
            case .failed:
                close()
                return false
            }
        }
        return true
    }

    /// Runs the decoder over what is buffered, answering each complete request. Returns false once
    /// the connection answers no more requests (its last response is queued).
    private func processBuffered() -> Bool {
        while pendingOutput <= Self.highWater {
            let phaseBefore = decoder.phase
            let consumedBefore = decoder.consumedByteCount
            let event = decoder.next()
            machine.consumed(total: decoder.consumedByteCount, now: now)
            switch event {
            case .needMore:
                if phaseBefore == .idle && decoder.phase == .head {
                    machine.headBegan(consumedBefore: consumedBefore, now: now)
                } else if phaseBefore == .head && decoder.phase == .idle {
                    machine.headWasBlankLines()
                }
                return true
            case .head:
                let startedAt = machine.headReceived(
                    consumedBefore: consumedBefore, consumed: decoder.consumedByteCount, now: now)
                guard let (request, acceptance) = makeRequest() else {
                    respondWithError(400)
                    return false
                }
                guard loop.allowsHost(request.authority) else {
                    core.logger.debug("421: host not allowed", metadata: ["remote": "\(remoteAddress)"])
                    respondWithError(421)
                    return false
                }
                let head = decoder.head
                pending = PendingRequest(
                    request: request, keepAlive: head.keepAlive, isHEAD: head.isHEAD,
                    minorVersion: head.minorVersion, startedAt: startedAt, acceptance: acceptance)
                if head.expectContinue {
                    // RFC 9110 §10.1.1: the client waits for this before sending the body.
                    appendOutput(Self.continueResponse)
                }
            case .end:
                let body = decoder.takeBody()
                if respond(body: body) != .read { return false }
            case .failure(let error):
                respondWithError(error.statusCode)
                return false
            }
        }
        return true
    }

    // MARK: - Requests and responses

    private static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Builds the `HTTPRequest` from the parsed head: strings are made here, once.
    private func makeRequest() -> (HTTPRequest, ContentCoding.Acceptance)? {
        let head = decoder.head
        let secure = ssl != nil
        return decoder.buffer.withUnsafeBufferPointer { p -> (HTTPRequest, ContentCoding.Acceptance)? in
            guard let method = HTTPFieldNames.method(p, head.method) else { return nil }
            var path = String(decoding: UnsafeBufferPointer(rebasing: p[head.path]), as: UTF8.self)
            if head.pathNeedsLeadingSlash { path = "/" + path }
            let authority = head.authority.map { String(decoding: UnsafeBufferPointer(rebasing: p[$0]), as: UTF8.self) }
            var fields = HTTPFields()
            fields.reserveCapacity(head.fields.count)
            var acceptEncoding = ContentCoding.AcceptEncodingParser()
            for (index, field) in head.fields.enumerated() where index != head.hostFieldIndex {
                guard let name = HTTPFieldNames.name(p, field.name) else { return nil }
                if name == .acceptEncoding { acceptEncoding.add(p, field.value) }
                fields.append(HTTPField(name: name, lenientValue: UnsafeBufferPointer(rebasing: p[field.value])))
            }
            let request = HTTPRequest(
                method: method, scheme: secure ? "https" : "http", authority: authority, path: path, headerFields: fields)
            return (request, acceptEncoding.acceptance)
        }
    }

    /// What the server makes of a response's fields, read in one pass.
    private struct ResponseTraits {
        var contentType: String? = nil
        var hasContentEncoding = false
        var varyCoversAcceptEncoding = false
        var closeRequested = false

        init(_ fields: HTTPFields) {
            for field in fields {
                switch field.name {
                case .contentType:
                    contentType = field.value
                case .contentEncoding:
                    hasContentEncoding = true
                case .vary:
                    if ContentCoding.list(field.value, contains: "accept-encoding") || ContentCoding.list(field.value, contains: "*") {
                        varyCoversAcceptEncoding = true
                    }
                case .connection:
                    if ContentCoding.list(field.value, contains: "close") { closeRequested = true }
                default:
                    break
                }
            }
        }
    }

    /// Answers the request under way; returns the machine's `.read` or `.finishOutput`.
    private func respond(body: [UInt8]) -> ConnectionStateMachine.Action {
        guard let pending = self.pending.take() else { return .read }
        let request = HTTPServerRequest(head: pending.request, body: body, isSecure: ssl != nil, remoteAddress: remoteAddress)
        var response = core.responder.respond(to: request)
        var code = response.head.status.code
        if code < 200 {
            // A 1xx is not a final answer, and this server does not switch protocols.
            core.logger.error("the responder answered \(code), which is not a final status: sending 500")
            response = HTTPServerResponse(
                status: .internalServerError, headerFields: [.contentType: "text/plain; charset=utf-8"],
                body: Array("500 Internal Server Error\n".utf8))
            code = 500
        }
        let traits = ResponseTraits(response.head.headerFields)
        let keepAlive = pending.keepAlive && !traits.closeRequested && !core.isDraining
        var encoding = ResponseEncoding()
        if core.configuration.compression.isEnabled {
            encoding = compressIfAllowed(&response.body, code: code, traits: traits, acceptance: pending.acceptance)
        }
        let bytes = appendResponse(
            response, code: code, encoding: encoding, isHEAD: pending.isHEAD, minorVersion: pending.minorVersion, keepAlive: keepAlive)
        if core.logsRequests {
            logRequest(
                method: pending.request.method.rawValue, path: pending.request.path ?? "-", status: code, bytes: bytes,
                startedAt: pending.startedAt)
        }
        return machine.responseQueued(keepAlive: keepAlive, now: now)
    }

    /// gzip when the client accepts it and it is worth it. `Vary: Accept-Encoding` goes on every
    /// response of a compressible type, compressed or not, so that a cache keeps both versions apart;
    /// a strong `ETag` becomes weak when the body is compressed, because the bytes differ.
    private func compressIfAllowed(
        _ body: inout [UInt8], code: Int, traits: ResponseTraits, acceptance: ContentCoding.Acceptance
    ) -> ResponseEncoding {
        var encoding = ResponseEncoding()
        guard !body.isEmpty, code != 204, code != 206, code != 304, !traits.hasContentEncoding else { return encoding }
        let compressible = traits.contentType.map(ContentCoding.isCompressible(contentType:)) ?? false
        encoding.addVary = compressible && !traits.varyCoversAcceptEncoding
        guard acceptance.gzip else { return encoding }
        // With `identity;q=0` the client refuses the plain body, so small or odd bodies are compressed too.
        let worthIt = compressible && body.count >= core.configuration.compression.minimumBytes
        guard worthIt || !acceptance.identity else { return encoding }
        guard let compressed = loop.compressor.compress(body) else { return encoding }
        body = compressed
        encoding.gzip = true
        return encoding
    }

    /// Serializes a response into the output buffer; returns the body bytes it will send.
    @discardableResult
    private func appendResponse(
        _ response: HTTPServerResponse, code: Int, encoding: ResponseEncoding = ResponseEncoding(), isHEAD: Bool, minorVersion: Int,
        keepAlive: Bool
    ) -> Int {
        machine.outputQueued(now: now)
        moveTailIntoOutput()
        let date = loop.dateCache.current()
        let defersBody = ssl == nil && response.body.count >= Self.tailThreshold
        // One access to `out` for the whole response: appending through a class property one
        // piece at a time would pay a dynamic exclusivity check for every piece.
        let written = ResponseSerializer.serialize(
            response, code: code, encoding: encoding, date: date, isHEAD: isHEAD, minorVersion: minorVersion, keepAlive: keepAlive,
            deferringBody: defersBody, into: &out)
        if written.bodyDeferred { tail = response.body }
        return written.bodyBytes
    }

    private func appendOutput(_ bytes: [UInt8]) {
        machine.outputQueued(now: now)
        moveTailIntoOutput()
        out.append(contentsOf: bytes)
    }

    /// Keeps output in order: what is appended goes after the large body waiting to be sent.
    private func moveTailIntoOutput() {
        guard tailIndex < tail.count else { return }
        out.append(contentsOf: tail[tailIndex...])
        tail = []
        tailIndex = 0
    }

    /// A server-made error: short, generic, never echoing the request. The connection closes after it.
    private func respondWithError(_ code: Int) {
        let status = HTTPResponse.Status(code: code)
        let text = Array("\(code) \(ResponseSerializer.reasonPhrase(code).map { "\($0)" } ?? status.reasonPhrase)\n".utf8)
        let response = HTTPServerResponse(
            status: status, headerFields: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"], body: text)
        let isHEAD = pending?.isHEAD ?? false
        let startedAt = pending?.startedAt ?? machine.requestStartedAt ?? now
        let bytes = appendResponse(response, code: code, isHEAD: isHEAD, minorVersion: 1, keepAlive: false)
        logRequest(
            method: pending?.request.method.rawValue ?? "-", path: pending?.request.path ?? "-", status: code,
            bytes: bytes, startedAt: startedAt)
        pending = nil
        _ = machine.errorQueued()  // always `.finishOutput`: every caller stops answering
    }

    private func logRequest(method: String, path: String, status: Int, bytes: Int, startedAt: UInt64) {
        guard core.logsRequests else { return }
        core.logger.info(
            "\(method) \(path) \(status) \(bytes) \(Self.milliseconds(now &- startedAt))",
            metadata: ["remote": "\(remoteAddress)"])
    }

    /// `12.345ms`, without Foundation's formatter.
    static func milliseconds(_ nanoseconds: UInt64) -> String {
        let micros = nanoseconds / 1000
        let fraction = micros % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(micros / 1000).\(padded)ms"
    }

    // MARK: - Output

    /// Writes pending output. Returns false if the connection closed (error, or the last response
    /// went out and the connection moved on to closing).
    private func flush() -> Bool {
        while pendingOutput > 0 {
            let result: IOResult
            if tailIndex < tail.count {
                result = out.withUnsafeBytes { head in
                    tail.withUnsafeBytes { body in
                        write(UnsafeRawBufferPointer(rebasing: head[outIndex...]), UnsafeRawBufferPointer(rebasing: body[tailIndex...]))
                    }
                }
            } else {
                result = out.withUnsafeBytes { bytes in
                    write(UnsafeRawBufferPointer(rebasing: bytes[outIndex...]))
                }
            }
            switch result {
            case .bytes(let n):
                let fromOut = min(n, out.count - outIndex)
                outIndex += fromOut
                tailIndex += n - fromOut
                machine.outputProgressed(now: now)
            case .wouldBlock, .wantWrite:
                updateInterest()
                return true
            case .wantRead:
                writeWantsRead = true
                updateInterest()
                return true
            case .eof, .failed:
                close()
                return false
            }
        }
        if !out.isEmpty {
            // Keep the capacity for the next response, unless one huge response inflated it.
            out.removeAll(keepingCapacity: out.capacity <= 256 * 1024)
            outIndex = 0
        }
        if !tail.isEmpty {
            tail = []
            tailIndex = 0
        }
        switch machine.outputWritten(now: now) {
        case .linger:
            beginLingering()
            return false
        case .close:
            shutDownTLS()
            close()
            return false
        default:
            return true
        }
    }

    // MARK: - Deadlines

    /// When the connection's current wait ends; the loop's sweep checks it a few times a second.
    var deadline: UInt64 {
        loop.preconditionOnLoop()
        return machine.deadline().at
    }

    /// `deadline` with the head and idle timeouts shortened, which the loop's sweep applies while the
    /// server is under connection pressure.
    var deadlineUnderPressure: UInt64 {
        loop.preconditionOnLoop()
        return machine.deadline(underPressure: true).at
    }

    /// See `ConnectionStateMachine.sheddingRank`.
    func sheddingRank(now: UInt64) -> ConnectionStateMachine.SheddingRank? {
        loop.preconditionOnLoop()
        return machine.sheddingRank(now: now, received: decoder.consumedByteCount + decoder.bufferedByteCount)
    }

    /// Closes the connection to make room for a new one (see `sheddingRank`). No response: the slot
    /// is needed now, not after a lingering close.
    func shed() {
        loop.preconditionOnLoop()
        core.logger.debug("connection shed to make room", metadata: ["remote": "\(remoteAddress)"])
        close()
    }

    /// Called by the loop's sweep. A request under way gets 408 if nothing else is being sent.
    func deadlineExpired(now: UInt64) {
        loop.preconditionOnLoop()
        self.now = now
        switch machine.deadlineExpired() {
        case .respondRequestTimeout:
            core.logger.debug("request timeout", metadata: ["remote": "\(remoteAddress)"])
            respondWithError(408)
            if flush() { updateInterest() }
        case .close:
            close()
        default:
            break
        }
    }

    /// Graceful stop. An idle connection first reads what has arrived, so that a request sent just
    /// before the stop is answered (with `Connection: close`, as `core.isDraining` is set) instead of
    /// being reset by a close over unread input; then, still idle, it closes with a FIN and lingers.
    /// A busy one closes after its response, which says `Connection: close`.
    func drain() {
        loop.preconditionOnLoop()
        if isIdle { drive() }
    }

    // MARK: - Closing

    /// Stops sending, then reads and discards what the client still sends until it closes or the
    /// lingering time is over. Closing with unread input would make the kernel send a reset, which
    /// can destroy the response before the client reads it (say, a 413 sent while the body is
    /// still arriving).
    private func beginLingeringClose() {
        switch machine.close(now: now) {
        case .linger: beginLingering()
        case .close:
            shutDownTLS()
            close()
        default: break
        }
    }

    private func beginLingering() {
        shutDownTLS()
        shutdown(fd, Int32(SHUT_WR))
        watch(read: true, write: false)
        discardLingering()
    }

    private func shutDownTLS() {
        if let ssl, let tls = core.tls {
            tls.library.errorClear()
            _ = tls.library.shutdown(ssl)  // best effort close_notify; never waited for
            tls.library.errorClear()
        }
    }

    private func discardLingering() {
        let buffer = loop.readBuffer
        while true {
            let n = recv(fd, buffer.baseAddress, buffer.count, 0)
            if n > 0 {
                guard machine.discarded(n) == .discardInput else {
                    close()  // not a client waiting for its answer
                    return
                }
                continue
            }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
            if n < 0 && errno == EINTR { continue }
            close()
            return
        }
    }

    /// Closes at once; closing the descriptor also takes it out of the loop's `epoll`.
    func close() {
        loop.preconditionOnLoop()
        guard machine.closed() == .close else { return }
        loop.remove(self)
        out = []
        tail = []
        watchingRead = false
        watchingWrite = false
        if let ssl { core.tls?.library.free(ssl) }
        Glibc.close(fd)
        core.releaseConnection()
    }

    // MARK: - Readiness

    private func updateInterest() {
        guard machine.isOpen else { return }
        let wantRead = writeWantsRead || (machine.readsInput && !readWantsWrite && pendingOutput <= Self.highWater)
        let wantWrite = pendingOutput > 0 || readWantsWrite
        watch(read: wantRead, write: wantWrite)
    }

    private func watch(read: Bool, write: Bool) {
        guard read != watchingRead || write != watchingWrite else { return }
        watchingRead = read
        watchingWrite = write
        loop.watch(fd, read: read, write: write, adding: false)
    }

    // MARK: - Transport

    private func read(into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        if let ssl, let tls = core.tls {
            tls.library.errorClear()
            let n = tls.library.read(ssl, buffer.baseAddress, Int32(buffer.count))
            if n > 0 { return .bytes(Int(n)) }
            return sslResult(ssl, n, tls)
        }
        while true {
            let n = recv(fd, buffer.baseAddress, buffer.count, 0)
            if n > 0 { return .bytes(n) }
            if n == 0 { return .eof }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Writes `head` then `body` with one `writev` (plain TCP only; the caller checks).
    private func write(_ head: UnsafeRawBufferPointer, _ body: UnsafeRawBufferPointer) -> IOResult {
        precondition(ssl == nil)
        var vectors = [
            iovec(iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress), iov_len: head.count),
            iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count),
        ]
        let first = head.isEmpty ? 1 : 0
        while true {
            let n = vectors.withUnsafeMutableBufferPointer { writev(fd, $0.baseAddress! + first, Int32(2 - first)) }
            if n >= 0 { return .bytes(n) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) -> IOResult {
        if let ssl, let tls = core.tls {
            tls.library.errorClear()
            let n = tls.library.write(ssl, bytes.baseAddress, Int32(min(bytes.count, Int(Int32.max))))
            if n > 0 { return .bytes(Int(n)) }
            return sslResult(ssl, n, tls)
        }
        while true {
            let n = send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if n >= 0 { return .bytes(n) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// The connection's TLS context is passed, not its `LibSSL`: that is a table of two dozen function
    /// pointers, which a copy per read or write would move for nothing.
    private func sslResult(_ ssl: OpaquePointer, _ n: Int32, _ tls: TLSContext) -> IOResult {
        let error = tls.library.getError(ssl, n)
        switch error {
        case SSL_ERROR_WANT_READ: return .wantRead
        case SSL_ERROR_WANT_WRITE: return .wantWrite
        case SSL_ERROR_ZERO_RETURN: return .eof
        default:
            if core.logger.logLevel <= .debug {
                let reason = tls.library.lastError()
                core.logger.debug("TLS connection failed: \(reason)", metadata: ["remote": "\(remoteAddress)"])
            }
            tls.library.errorClear()
            return .failed
        }
    }
}
