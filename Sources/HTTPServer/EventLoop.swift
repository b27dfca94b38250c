import COpenSSL
import Dispatch
import Locking
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What every event loop shares: configuration, responder, logger, TLS context and the count of
/// open connections. Immutable but for the count, which is locked.
final class ServerCore: @unchecked Sendable {
    let configuration: HTTPServerConfiguration
    let responder: any HTTPResponder
    let logger: Logger
    let tls: TLSContext?
    let parserLimits: HTTPParserLimits
    let allowedHosts: HostAllowList
    /// `configuration.timeouts` in nanoseconds, as each connection's state machine reads them.
    let connectionTimeouts: ConnectionStateMachine.Timeouts
    /// From this many open connections on, the server is under pressure (see `Limits.maxConnections`).
    let pressureThreshold: Int
    /// How many connections may be open past `maxConnections` while each makes room by closing another:
    /// the few accepted while a loop is still closing the one it chose.
    let sheddingHeadroom: Int
    /// Whether the logger takes `.info`, read once at start: the per-request line then costs
    /// nothing at all when it is off.
    let logsRequests: Bool
    /// Entered when a connection is accepted, left when its descriptor is closed: `shutdown()` waits on it.
    let connections = DispatchGroup()

    private let lock = Lock()
    private var openConnections = 0
    private var draining = false

    init(configuration: HTTPServerConfiguration, responder: any HTTPResponder, logger: Logger, tls: TLSContext?) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
        self.tls = tls
        let limits = configuration.limits
        self.parserLimits = HTTPParserLimits(
            maxHeadBytes: limits.maxHeadBytes, maxURIBytes: limits.maxURIBytes,
            maxBodyBytes: limits.maxBodyBytes, maxHeaderFields: limits.maxHeaderFields)
        self.allowedHosts = HostAllowList(configured: configuration.allowedHosts, listenHost: configuration.host)
        let timeouts = configuration.timeouts
        self.connectionTimeouts = ConnectionStateMachine.Timeouts(timeouts)
        self.pressureThreshold = max(1, limits.maxConnections * 3 / 4)
        self.sheddingHeadroom = max(8, limits.maxConnections / 16)
        self.logsRequests = logger.logLevel <= .info
    }

    enum Reservation {
        case withinCap
        /// Counted, but the loop that takes it must close another connection to make room.
        case pastCap
        /// Not counted: `maxConnections` plus `sheddingHeadroom` are open.
        case full
    }

    /// Counts a connection about to be accepted: within `maxConnections`, past it while others are
    /// being shed to make room (up to `sheddingHeadroom`), or not at all.
    func reserveConnection() -> Reservation {
        let reservation = lock.withLock { () -> Reservation in
            let cap = configuration.limits.maxConnections
            if openConnections < cap {
                openConnections += 1
                return .withinCap
            }
            if openConnections < cap + sheddingHeadroom {
                openConnections += 1
                return .pastCap
            }
            return .full
        }
        if reservation != .full { connections.enter() }
        return reservation
    }

    /// Gives back a reservation whose accept found no connection.
    func cancelReservation() {
        releaseConnection()
    }

    /// Whether so many connections are open that the head and idle deadlines are shortened.
    var isUnderPressure: Bool { lock.withLock { openConnections >= pressureThreshold } }

    func releaseConnection() {
        lock.withLock { openConnections -= 1 }
        connections.leave()
    }

    var openConnectionCount: Int { lock.withLock { openConnections } }

    /// Set by `shutdown()` before it tells the loops, so that a response produced while a loop is
    /// still busy with its responder already says `Connection: close`.
    var isDraining: Bool {
        get { lock.withLock { draining } }
        set { lock.withLock { draining = newValue } }
    }
}

/// A serial Dispatch queue and the connections it serves.
///
/// Every connection belongs to one loop for its whole life, and all its state is touched only on
/// that loop's queue, so connections need no locks. A loop also owns what can be reused from one
/// request to the next without being shared: the 64 KiB read buffer, the gzip state and the `Date`.
/// Deadlines are checked by one timer per loop that sweeps its connections a few times a second,
/// instead of a timer per connection.
final class EventLoop: @unchecked Sendable {
    let queue: DispatchQueue
    let core: ServerCore
    let index: Int
    @exclusivity(unchecked) private(set) var connections: [ObjectIdentifier: Connection] = [:]
    let readBuffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) var dateCache = HTTPDateCache()
    private(set) lazy var compressor = GzipCompressor(level: core.configuration.compression.level)
    private var timer: DispatchSourceTimer?
    /// Set by `beginDrain()`: new connections are refused, idle connections are closed.
    @exclusivity(unchecked) private(set) var draining = false
    /// The authority `core.allowedHosts` last accepted on this loop: nearly every request repeats it,
    /// and comparing two short strings is cheaper than parsing and checking it again.
    @exclusivity(unchecked) private var lastAllowedAuthority: String?

    static let readBufferSize = 64 * 1024

    init(index: Int, core: ServerCore) {
        self.index = index
        self.core = core
        self.queue = DispatchQueue(label: "HTTPServer.loop.\(index)", qos: .userInitiated)
        self.readBuffer = .allocate(byteCount: Self.readBufferSize, alignment: 16)
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Starts the deadline sweep. The tick is a quarter of the shortest timeout, between 10 ms and
    /// 500 ms, so a deadline is enforced within 25 % of its length.
    func start() {
        let t = core.connectionTimeouts
        var timeouts = [t.head, t.progress, t.idle, t.lingeringClose, t.body, t.headUnderPressure, t.idleUnderPressure]
        if t.bodyMinimumBytesPerSecond > 0 { timeouts.append(max(t.bodyRateGrace, 1)) }
        let shortest = timeouts.min() ?? 1_000_000_000
        let tick = max(10_000_000, min(500_000_000, shortest / 4))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .nanoseconds(Int(tick)), repeating: .nanoseconds(Int(tick)), leeway: .nanoseconds(Int(tick / 10)))
        timer.setEventHandler { [weak self] in self?.sweep() }
        self.timer = timer
        timer.resume()
    }

    /// Cancels the sweep. Call on `queue`, after every connection is closed.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Takes over an accepted socket. Runs on `queue`.
    func adopt(fd: Int32, remoteAddress: String) {
        if draining {
            close(fd)
            core.releaseConnection()
            return
        }
        var ssl: OpaquePointer? = nil
        if let tls = core.tls {
            ssl = tls.makeSession(fd: fd)
            if ssl == nil {
                close(fd)
                core.releaseConnection()
                return
            }
        }
        let connection = Connection(loop: self, fd: fd, ssl: ssl, remoteAddress: remoteAddress)
        connections[ObjectIdentifier(connection)] = connection
        connection.start()
    }

    /// Takes over a socket accepted past `maxConnections` (`ServerCore.Reservation.pastCap`). Runs on
    /// `queue`. Makes room by closing the connection of this loop least worth keeping (see
    /// `Connection.sheddingRank`); when none may be closed, the socket goes on to the next of `others`,
    /// and past the last it is closed unanswered, as any connection past the cap used to be.
    func adoptMakingRoom(fd: Int32, remoteAddress: String, others: ArraySlice<EventLoop>) {
        if !draining, let victim = leastUsefulConnection() {
            victim.shed()
            adopt(fd: fd, remoteAddress: remoteAddress)
        } else if !draining, let next = others.first {
            next.queue.async { next.adoptMakingRoom(fd: fd, remoteAddress: remoteAddress, others: others.dropFirst()) }
        } else {
            close(fd)
            core.releaseConnection()
            core.logger.debug("connection refused: \(core.configuration.limits.maxConnections) connections open, all busy")
        }
    }

    private func leastUsefulConnection() -> Connection? {
        let now = monotonicNanoseconds()
        var best: (connection: Connection, rank: ConnectionStateMachine.SheddingRank)? = nil
        for connection in connections.values {
            guard let rank = connection.sheddingRank(now: now) else { continue }
            if best == nil || rank < best!.rank { best = (connection, rank) }
        }
        return best?.connection
    }

    /// Whether a request addressed to `authority` is answered (see `HostAllowList`).
    func allowsHost(_ authority: String?) -> Bool {
        if let authority, authority == lastAllowedAuthority { return true }
        guard core.allowedHosts.allows(authority) else { return false }
        if authority != nil { lastAllowedAuthority = authority }
        return true
    }

    func remove(_ connection: Connection) {
        connections.removeValue(forKey: ObjectIdentifier(connection))
    }

    /// Closes the connections whose deadline has passed; under connection pressure, the shorter head
    /// and idle deadlines apply.
    private func sweep() {
        let now = monotonicNanoseconds()
        let pressured = core.isUnderPressure
        var expired: [Connection] = []
        for connection in connections.values where (pressured ? connection.deadlineUnderPressure : connection.deadline) <= now {
            expired.append(connection)
        }
        for connection in expired {
            connection.deadlineExpired(now: now)
        }
    }

    /// First step of a graceful stop: idle connections close now, busy ones after their response.
    func beginDrain() {
        draining = true
        for connection in Array(connections.values) {
            connection.drain()
        }
    }

    /// Last step of a graceful stop, when the grace period is over.
    func closeAll() {
        for connection in Array(connections.values) {
            connection.close()
        }
    }
}
