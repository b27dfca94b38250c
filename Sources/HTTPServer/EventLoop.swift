import COpenSSL
import Dispatch
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
    let headTimeout: UInt64
    let bodyTimeout: UInt64
    let idleTimeout: UInt64
    let lingerTimeout: UInt64
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
        self.headTimeout = timeouts.head.nanoseconds
        self.bodyTimeout = timeouts.bodyProgress.nanoseconds
        self.idleTimeout = timeouts.idle.nanoseconds
        self.lingerTimeout = timeouts.lingeringClose.nanoseconds
        self.logsRequests = logger.logLevel <= .info
    }

    /// Counts a new connection, or refuses it past `maxConnections`.
    func reserveConnection() -> Bool {
        let ok = lock.withLock {
            if openConnections >= configuration.limits.maxConnections { return false }
            openConnections += 1
            return true
        }
        if ok { connections.enter() }
        return ok
    }

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
        let shortest = [core.headTimeout, core.bodyTimeout, core.idleTimeout, core.lingerTimeout].min() ?? 1_000_000_000
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

    func remove(_ connection: Connection) {
        connections.removeValue(forKey: ObjectIdentifier(connection))
    }

    private func sweep() {
        let now = monotonicNanoseconds()
        var expired: [Connection] = []
        for connection in connections.values where connection.deadline <= now {
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
