/// The lifecycle of one connection, without its socket: which request it is receiving, whether a
/// response is on its way out, how it closes, and from these its deadline and how readily it is shed.
///
/// `Connection` does the I/O and reports what happened (the socket ready, bytes consumed by the
/// decoder, a head received, a response queued, output written, the peer closing, a deadline
/// passing). Each event that decides what happens next is a mutating method returning an `Action`,
/// which the connection performs; the events that only record progress (bytes consumed, a head
/// begun, output queued or written in part) return nothing. The connection asks no question of the
/// machine to decide what to do: it asks only what it needs to compute (the socket's interest,
/// deadlines, the shedding rank, a log line's start time). Times are monotonic nanoseconds passed in
/// by the caller, so the machine is tested against a fake clock.
///
/// The input side and the output side are separate, because pipelining overlaps them: the head of
/// the next request may arrive while the last response is still being sent.
struct ConnectionStateMachine {
    /// The deadlines, in nanoseconds (see `HTTPServerConfiguration.Timeouts`), and the bytes a lingering
    /// close may discard (`HTTPServerConfiguration.Limits.maxLingeringBytes`).
    struct Timeouts: Sendable {
        var head: UInt64
        var headUnderPressure: UInt64
        var idle: UInt64
        var idleUnderPressure: UInt64
        /// The longest a body, or a client reading a response, may go without progress.
        var progress: UInt64
        /// The whole body's deadline, from the end of the head.
        var body: UInt64
        /// 0 for no minimum rate.
        var bodyMinimumBytesPerSecond: Int
        var bodyRateGrace: UInt64
        var lingeringClose: UInt64
        var lingeringBytes: Int

        init(
            head: UInt64, headUnderPressure: UInt64, idle: UInt64, idleUnderPressure: UInt64, progress: UInt64, body: UInt64,
            bodyMinimumBytesPerSecond: Int, bodyRateGrace: UInt64, lingeringClose: UInt64, lingeringBytes: Int
        ) {
            self.head = head
            self.headUnderPressure = headUnderPressure
            self.idle = idle
            self.idleUnderPressure = idleUnderPressure
            self.progress = progress
            self.body = body
            self.bodyMinimumBytesPerSecond = bodyMinimumBytesPerSecond
            self.bodyRateGrace = bodyRateGrace
            self.lingeringClose = lingeringClose
            self.lingeringBytes = lingeringBytes
        }

        init(_ timeouts: HTTPServerConfiguration.Timeouts, lingeringBytes: Int) {
            self.init(
                head: timeouts.head.nanoseconds,
                headUnderPressure: min(timeouts.head, timeouts.headUnderPressure).nanoseconds,
                idle: timeouts.idle.nanoseconds,
                idleUnderPressure: min(timeouts.idle, timeouts.idleUnderPressure).nanoseconds,
                progress: timeouts.bodyProgress.nanoseconds,
                body: timeouts.body.nanoseconds,
                bodyMinimumBytesPerSecond: max(0, timeouts.bodyMinimumRate?.bytesPerSecond ?? 0),
                bodyRateGrace: timeouts.bodyMinimumRate?.grace.nanoseconds ?? 0,
                lingeringClose: timeouts.lingeringClose.nanoseconds, lingeringBytes: lingeringBytes)
        }
    }

    enum State: Equatable {
        /// Reading requests and answering them. Once the client has closed its side (`peerClosed`),
        /// nothing more is read, but the requests already received are still answered (a client may
        /// half-close after sending); a request cut short is dropped without an answer.
        case open(Input, peerClosed: Bool)
        /// The last response is queued (the client asked to close, the request failed, the server is
        /// stopping, or the client closed its side): no more requests are answered, and once the
        /// output is written the connection closes.
        case closingAfterOutput(peerClosed: Bool)
        /// Nothing more is sent; what the client still sends is read and discarded until it closes
        /// or `until`, so that closing does not reset a connection with unread input.
        case lingering(until: UInt64, discardedBytes: Int)
        case closed
    }

    enum Input: Equatable {
        /// Accepted, and no byte of a first request yet.
        case awaitingFirstRequest
        /// Kept alive between requests, since the last response was queued.
        case idle(since: UInt64)
        case receivingHead(HeadProgress)
        case receivingBody(HeadProgress, BodyProgress)
    }

    struct HeadProgress: Equatable {
        /// From the accept for the first request (the TLS handshake and a slow start count against
        /// the head deadline), from its first byte for the others.
        var startedAt: UInt64
        /// The decoder's consumed count when the head began.
        var consumedAtStart: Int
        /// Where the connection goes back to if the "head" was only blank lines.
        var idleSince: UInt64?
    }

    struct BodyProgress: Equatable {
        var startedAt: UInt64
        var consumedAtStart: Int
        var lastProgressAt: UInt64
    }

    enum Output: Equatable {
        case none
        /// Bytes wait to be written; `lastProgressAt` is when the last of them went out (or when the
        /// first was queued).
        case sending(lastProgressAt: UInt64)
    }

    /// What the connection must do after an event. No payloads: returning one costs nothing.
    enum Action: Equatable {
        /// Nothing now: wait for the socket or the next deadline.
        case wait
        /// Go on answering the requests received, and read more from the socket while
        /// `inputProcessed()` says so.
        case read
        /// Answer no more requests: write what is queued, after which `outputWritten` says how the
        /// connection closes.
        case finishOutput
        /// Read and throw away what the client still sends (the connection is lingering).
        case discardInput
        /// Answer 408 to the request under way, then close after it.
        case respondRequestTimeout
        /// Shut down the sending side and linger.
        case linger
        /// Close the socket now.
        case close
    }

    let timeouts: Timeouts
    let acceptedAt: UInt64
    private(set) var state: State = .open(.awaitingFirstRequest, peerClosed: false)
    private(set) var output: Output = .none
    /// Requests answered by the responder (server-made errors are not counted).
    private(set) var requestCount = 0
    /// The decoder's consumed count at the last report: a change is progress.
    private var consumed = 0

    init(acceptedAt: UInt64, timeouts: Timeouts) {
        self.acceptedAt = acceptedAt
        self.timeouts = timeouts
    }

    // MARK: - What the connection computes from the state

    /// Open or closing after its output: the socket's interest is still the connection's to set.
    var isOpen: Bool {
        switch state {
        case .open, .closingAfterOutput: return true
        case .lingering, .closed: return false
        }
    }

    /// Whether the socket is watched for input.
    var readsInput: Bool { if case .open(_, peerClosed: false) = state { return true } else { return false } }

    /// No request under way and nothing to send (the caller also checks that no byte is buffered).
    var isIdle: Bool {
        guard output == .none, case .open(let input, _) = state else { return false }
        switch input {
        case .awaitingFirstRequest, .idle: return true
        case .receivingHead, .receivingBody: return false
        }
    }

    /// When the request under way began (for the log line of a request refused before it was whole).
    var requestStartedAt: UInt64? {
        switch state {
        case .open(.receivingHead(let head), _), .open(.receivingBody(let head, _), _): return head.startedAt
        default: return nil
        }
    }

    // MARK: - The socket

    /// The socket is ready, or the connection is asked to go on: what it does first.
    func socketReady() -> Action {
        switch state {
        case .open: return .read
        case .closingAfterOutput: return .finishOutput
        case .lingering: return .discardInput
        case .closed: return .wait
        }
    }

    // MARK: - Input

    /// The decoder consumed bytes up to `total` (head and body framing included).
    mutating func consumed(total: Int, now: UInt64) {
        guard total != consumed else { return }
        consumed = total
        if case .open(.receivingBody(let head, var body), let peerClosed) = state {
            body.lastProgressAt = now
            state = .open(.receivingBody(head, body), peerClosed: peerClosed)
        }
    }

    /// The first byte of a head arrived; the decoder had consumed `consumedBefore` bytes before it.
    mutating func headBegan(consumedBefore: Int, now: UInt64) {
        guard case .open(let input, let peerClosed) = state else { return }
        switch input {
        case .awaitingFirstRequest:
            let head = HeadProgress(startedAt: acceptedAt, consumedAtStart: consumedBefore, idleSince: nil)
            state = .open(.receivingHead(head), peerClosed: peerClosed)
        case .idle(let since):
            let head = HeadProgress(startedAt: now, consumedAtStart: consumedBefore, idleSince: since)
            state = .open(.receivingHead(head), peerClosed: peerClosed)
        case .receivingHead, .receivingBody:
            break
        }
    }

    /// What looked like the start of a head was only blank lines, which the decoder skipped.
    mutating func headWasBlankLines() {
        guard case .open(.receivingHead(let head), let peerClosed) = state else { return }
        state = .open(head.idleSince.map { .idle(since: $0) } ?? .awaitingFirstRequest, peerClosed: peerClosed)
    }

    /// A complete head was parsed; its body (if any) follows. Returns when the request began.
    mutating func headReceived(consumedBefore: Int, consumed total: Int, now: UInt64) -> UInt64 {
        headBegan(consumedBefore: consumedBefore, now: now)
        guard case .open(.receivingHead(let head), let peerClosed) = state else { return now }
        let body = BodyProgress(startedAt: now, consumedAtStart: total, lastProgressAt: now)
        state = .open(.receivingBody(head, body), peerClosed: peerClosed)
        return head.startedAt
    }

    /// The responder answered the request under way and its response is queued: `.read` to go on
    /// with the next request, `.finishOutput` when this was the last.
    mutating func responseQueued(keepAlive: Bool, now: UInt64) -> Action {
        guard case .open(_, let peerClosed) = state else { return .finishOutput }
        requestCount += 1
        if keepAlive {
            state = .open(.idle(since: now), peerClosed: peerClosed)
            return .read
        }
        state = .closingAfterOutput(peerClosed: peerClosed)
        return .finishOutput
    }

    /// A server-made error response (400, 408, 413...) is queued: the connection closes after it.
    mutating func errorQueued() -> Action {
        guard case .open(_, let peerClosed) = state else { return .finishOutput }
        state = .closingAfterOutput(peerClosed: peerClosed)
        return .finishOutput
    }

    /// The client closed its side (a read found the end of the stream). What follows is decided by
    /// `inputProcessed()`, once the requests already buffered are answered.
    mutating func peerClosed() {
        switch state {
        case .open(let input, _): state = .open(input, peerClosed: true)
        case .closingAfterOutput: state = .closingAfterOutput(peerClosed: true)
        case .lingering, .closed: break
        }
    }

    /// Every complete request buffered has been answered: `.read` for more input; once the client
    /// has closed its side, `.close` if nothing waits to be sent, else `.finishOutput` (a request cut
    /// short is dropped without an answer).
    mutating func inputProcessed() -> Action {
        switch state {
        case .open(_, peerClosed: false):
            return .read
        case .open(_, peerClosed: true):
            if output == .none { return .close }
            state = .closingAfterOutput(peerClosed: true)
            return .finishOutput
        case .closingAfterOutput:
            return .finishOutput
        case .lingering, .closed:
            return .wait
        }
    }

    // MARK: - Output

    /// Bytes were queued for sending.
    mutating func outputQueued(now: UInt64) {
        if output == .none { output = .sending(lastProgressAt: now) }
    }

    /// Some queued bytes were written.
    mutating func outputProgressed(now: UInt64) {
        output = .sending(lastProgressAt: now)
    }

    /// Every queued byte is written: `.read` to go on; a connection closing after its output closes
    /// now (`.linger` or `.close`).
    mutating func outputWritten(now: UInt64) -> Action {
        output = .none
        switch state {
        case .open: return .read
        case .closingAfterOutput: return close(now: now)
        case .lingering, .closed: return .wait
        }
    }

    // MARK: - Closing

    /// Stops serving: `.linger`, or `.close` when the peer has closed its side already; `.wait` when
    /// already lingering or closed.
    mutating func close(now: UInt64) -> Action {
        switch state {
        case .closingAfterOutput(peerClosed: true), .open(_, peerClosed: true):
            return .close
        case .open, .closingAfterOutput:
            state = .lingering(until: now &+ timeouts.lingeringClose, discardedBytes: 0)
            return .linger
        case .lingering, .closed:
            return .wait
        }
    }

    /// Bytes read and thrown away while lingering: `.discardInput` to go on, `.close` when the client
    /// sent more than `Timeouts.lingeringBytes`, so much that it is not waiting for an answer.
    mutating func discarded(_ count: Int) -> Action {
        guard case .lingering(let until, let discarded) = state else { return .wait }
        let total = discarded + count
        state = .lingering(until: until, discardedBytes: total)
        return total <= timeouts.lingeringBytes ? .discardInput : .close
    }

    /// The connection closes its socket: `.close` the first time, `.wait` once closed.
    mutating func closed() -> Action {
        if state == .closed { return .wait }
        state = .closed
        output = .none
        return .close
    }

    // MARK: - Deadlines

    /// When the connection's current wait ends, and what happens then (`.close` or
    /// `.respondRequestTimeout`).
    func deadline(underPressure: Bool = false) -> (at: UInt64, action: Action) {
        switch state {
        case .closed:
            return (.max, .close)
        case .lingering(let until, _):
            return (until, .close)
        case .closingAfterOutput:
            if case .sending(let last) = output { return (last &+ timeouts.progress, .close) }
            return (acceptedAt, .close)  // nothing left to send: overdue
        case .open(let input, _):
            if case .sending(let last) = output { return (last &+ timeouts.progress, .close) }
            switch input {
            case .awaitingFirstRequest:
                return (acceptedAt &+ (underPressure ? timeouts.headUnderPressure : timeouts.head), .close)
            case .idle(let since):
                return (since &+ (underPressure ? timeouts.idleUnderPressure : timeouts.idle), .close)
            case .receivingHead(let head):
                return (head.startedAt &+ (underPressure ? timeouts.headUnderPressure : timeouts.head), .respondRequestTimeout)
            case .receivingBody(_, let body):
                return (bodyDeadline(body), .respondRequestTimeout)
            }
        }
    }

    /// The earliest of: no progress for `progress`; the whole body not in within `body`; the
    /// average rate since the end of the head below the minimum once the grace period is over. The
    /// rate falls below the minimum at `start + received / rate`, so that instant is the deadline
    /// (and each byte received pushes it on by 1/rate seconds).
    private func bodyDeadline(_ body: BodyProgress) -> UInt64 {
        var result = min(body.lastProgressAt &+ timeouts.progress, body.startedAt &+ timeouts.body)
        let rate = timeouts.bodyMinimumBytesPerSecond
        if rate > 0 {
            let received = Double(consumed - body.consumedAtStart)
            let keptUpUntil = min(received / Double(rate) * 1e9, Double(UInt64(1) << 62))
            result = min(result, body.startedAt &+ max(timeouts.bodyRateGrace, UInt64(keptUpUntil)))
        }
        return result
    }

    /// The deadline passed (the caller's sweep compared it with the clock): `.close`, or
    /// `.respondRequestTimeout`; `.wait` once closed.
    func deadlineExpired() -> Action {
        if state == .closed { return .wait }
        return deadline().action
    }

    // MARK: - Shedding

    /// How readily this connection is closed to make room for a new one at the connection cap
    /// (lower first), or nil when it must not be: a response is being produced or sent. A connection
    /// already closing goes first; then the one idle the longest, whether kept alive or silent since
    /// its accept (a new connection that has not sent its request yet is the youngest of those, so
    /// the last); then the one receiving a request at the lowest average rate.
    struct SheddingRank: Comparable {
        var tier: Int
        var key: Double

        static func < (a: SheddingRank, b: SheddingRank) -> Bool {
            a.tier != b.tier ? a.tier < b.tier : a.key < b.key
        }
    }

    /// `received` counts every byte the decoder has been given, consumed or buffered.
    func sheddingRank(now: UInt64, received: Int) -> SheddingRank? {
        switch state {
        case .closed: return nil
        case .lingering: return SheddingRank(tier: 0, key: 0)
        case .closingAfterOutput: return nil
        case .open(let input, _):
            if output != .none { return nil }
            switch input {
            case .awaitingFirstRequest:
                return SheddingRank(tier: 1, key: Double(acceptedAt))
            case .idle(let since):
                return SheddingRank(tier: 1, key: Double(since))
            case .receivingHead(let head), .receivingBody(let head, _):
                // Bytes per second since the request began, over at least a second, so that a request
                // a few milliseconds old is not judged on its first packet.
                let seconds = max(1, Double(now &- head.startedAt) / 1e9)
                return SheddingRank(tier: 2, key: Double(received - head.consumedAtStart) / seconds)
            }
        }
    }
}
