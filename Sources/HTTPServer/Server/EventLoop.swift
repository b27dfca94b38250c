import CEpoll
import COpenSSL
import Dispatch
import Locking
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One thread of Dispatch's and the connections it serves.
///
/// The loop runs as one long block on its own serial queue (which Dispatch gives a thread of its
/// overcommitting pool): it waits in `epoll_wait` for its sockets and for work handed to it
/// (`execute`, through an `eventfd`), and handles what is ready on that same thread. A request
/// therefore wakes one thread once, where Dispatch read sources woke its manager thread, then a
/// worker, then the manager again to re-arm the source (Benchmarks/RESULTS.md).
///
/// Every connection belongs to one loop for its whole life, and all its state is touched only on
/// the loop's thread, so connections need no locks; in debug builds the loop's own state and every
/// entry point of a connection check it (`preconditionOnLoop`, `LoopBound`). A loop also owns what can be reused from one
/// request to the next without being shared: the 64 KiB read buffer, the gzip state and the `Date`.
/// Deadlines are checked by a sweep of the loop's connections a few times a second (the
/// `epoll_wait` timeout), instead of a timer per connection.
// Sendable: `tasksLock` guards the task list; every other `var` is confined to the loop's queue (see LoopBound).
final class EventLoop: @unchecked Sendable {
    private let queue: DispatchQueue
    let core: ServerCore
    let index: Int
    /// By descriptor: the loop finds the connection an event is for.
    @exclusivity(unchecked) private(set) var connections: [Int32: Connection] = [:]
    let readBuffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) var dateCache = HTTPDateCache()
    private(set) lazy var compressor = GzipCompressor(level: core.configuration.compression.level)
    /// Set by `beginDrain()`: new connections are refused, idle connections are closed.
    @exclusivity(unchecked) private(set) var draining = false
    /// The authority `core.allowedHosts` last accepted on this loop: nearly every request repeats it,
    /// and comparing two short strings is cheaper than parsing and checking it again.
    @exclusivity(unchecked) private var lastAllowedAuthority: String?

    private let epollFD: Int32
    /// Written by `execute` to wake the loop.
    private let wakeFD: Int32
    private let tasksLock = Lock()
    /// Work handed to the loop from other threads, and whether `wakeFD` was written since the loop last
    /// took the list (so that a burst of tasks costs one write). Under `tasksLock`.
    private var tasks: [@Sendable () -> Void] = []
    private var wakePending = false
    /// Set when the loop has ended: work handed over later runs on the loop's queue, which is free again.
    private var finished = false
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var sweepInterval: UInt64 = 250_000_000

    static let readBufferSize = 64 * 1024

    init(index: Int, core: ServerCore) {
        self.index = index
        self.core = core
        self.queue = DispatchQueue(label: "HTTPServer.loop.\(index)", qos: .userInitiated)
        self.readBuffer = .allocate(byteCount: Self.readBufferSize, alignment: 16)
        self.epollFD = epoll_create1(Int32(EPOLL_CLOEXEC))
        self.wakeFD = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        precondition(epollFD >= 0 && wakeFD >= 0, "epoll_create1 or eventfd failed: \(errno)")
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = wakeFD
        epoll_ctl(epollFD, EPOLL_CTL_ADD, wakeFD, &event)
    }

    deinit {
        close(epollFD)
        close(wakeFD)
        readBuffer.deallocate()
    }

    /// Starts the loop's thread. The sweep's tick is a quarter of the shortest timeout, between 10 ms
    /// and 500 ms, so a deadline is enforced within 25 % of its length.
    func start() {
        let t = core.connectionTimeouts
        var timeouts = [t.head, t.progress, t.idle, t.lingeringClose, t.body, t.headUnderPressure, t.idleUnderPressure]
        if t.bodyMinimumBytesPerSecond > 0 { timeouts.append(max(t.bodyRateGrace, 1)) }
        let shortest = timeouts.min() ?? 1_000_000_000
        sweepInterval = max(10_000_000, min(500_000_000, shortest / 4))
        running = true
        queue.async { [self] in run() }
    }

    /// Stops the process in debug builds when not called on the loop's queue, where everything the
    /// loop serves is confined; nothing in release builds.
    @inline(__always)
    func preconditionOnLoop() {
        #if DEBUG
        dispatchPrecondition(condition: .onQueue(queue))
        #endif
    }

    /// Runs `task` on the loop's thread, after what it is doing now. From any thread.
    func execute(_ task: @escaping @Sendable () -> Void) {
        let wake = tasksLock.withLock { () -> Bool? in
            if finished { return nil }
            tasks.append(task)
            if wakePending { return false }
            wakePending = true
            return true
        }
        guard let wake else {
            queue.async(execute: task)
            return
        }
        if wake {
            var one: UInt64 = 1
            _ = write(wakeFD, &one, 8)
        }
    }

    /// Ends the loop once the current turn is over. Call on the loop, after every connection is closed.
    func stop() {
        preconditionOnLoop()
        running = false
    }

    private func run() {
        preconditionOnLoop()
        let capacity = 64
        let events = UnsafeMutablePointer<epoll_event>.allocate(capacity: capacity)
        defer { events.deallocate() }
        var nextSweep = monotonicNanoseconds() &+ sweepInterval
        while running {
            let now = monotonicNanoseconds()
            let timeout = nextSweep > now ? Int32(min((nextSweep - now + 999_999) / 1_000_000, 1_000)) : 0
            let count = epoll_wait(epollFD, events, Int32(capacity), timeout)
            if count < 0 {
                if errno == EINTR { continue }
                core.logger.error("epoll_wait: \(String(cString: strerror(errno)))")
                break
            }
            for i in 0..<Int(count) {
                let event = events[i]
                let fd = event.data.fd
                if fd == wakeFD {
                    runTasks()
                } else if let connection = connections[fd] {
                    connection.handle(events: event.events)
                }
            }
            if monotonicNanoseconds() >= nextSweep {
                sweep()
                nextSweep = monotonicNanoseconds() &+ sweepInterval
            }
        }
        let leftover = tasksLock.withLock { () -> [@Sendable () -> Void] in
            finished = true
            defer { tasks = [] }
            return tasks
        }
        for task in leftover { task() }
    }

    private func runTasks() {
        var count: UInt64 = 0
        _ = read(wakeFD, &count, 8)
        let taken = tasksLock.withLock { () -> [@Sendable () -> Void] in
            wakePending = false
            defer { tasks = [] }
            return tasks
        }
        for task in taken { task() }
    }

    // MARK: - Sockets

    /// Watches a connection's socket: `read` for input (and its end), `write` for room to send.
    /// Level-triggered, so a socket with input left after a turn is reported again.
    func watch(_ fd: Int32, read: Bool, write: Bool, adding: Bool) {
        preconditionOnLoop()
        var event = epoll_event()
        event.events = (read ? EPOLLIN.rawValue | EPOLLRDHUP.rawValue : 0) | (write ? EPOLLOUT.rawValue : 0)
        event.data.fd = fd
        epoll_ctl(epollFD, adding ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, fd, &event)
    }

    /// Takes over an accepted socket. Runs on the loop.
    func adopt(fd: Int32, remoteAddress: String) {
        preconditionOnLoop()
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
        connections[fd] = connection
        connection.start()
    }

    /// Takes over a socket accepted past `maxConnections` (`ServerCore.Reservation.pastCap`). Runs on
    /// the loop. Makes room by closing the connection of this loop least worth keeping (see
    /// `Connection.sheddingRank`); when none may be closed, the socket goes on to the next of `others`,
    /// and past the last it is closed unanswered.
    func adoptMakingRoom(fd: Int32, remoteAddress: String, others: ArraySlice<EventLoop>) {
        preconditionOnLoop()
        if !draining, let victim = leastUsefulConnection() {
            victim.shed()
            adopt(fd: fd, remoteAddress: remoteAddress)
        } else if !draining, let next = others.first {
            next.execute { next.adoptMakingRoom(fd: fd, remoteAddress: remoteAddress, others: others.dropFirst()) }
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
        preconditionOnLoop()
        if let authority, authority == lastAllowedAuthority { return true }
        guard core.allowedHosts.allows(authority) else { return false }
        if authority != nil { lastAllowedAuthority = authority }
        return true
    }

    func remove(_ connection: Connection) {
        preconditionOnLoop()
        if connections[connection.fd] === connection { connections.removeValue(forKey: connection.fd) }
    }

    /// Closes the connections whose deadline has passed; under connection pressure, the shorter head
    /// and idle deadlines apply.
    private func sweep() {
        preconditionOnLoop()
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
        preconditionOnLoop()
        draining = true
        for connection in Array(connections.values) {
            connection.drain()
        }
    }

    /// Last step of a graceful stop, when the grace period is over.
    func closeAll() {
        preconditionOnLoop()
        for connection in Array(connections.values) {
            connection.close()
        }
    }
}
