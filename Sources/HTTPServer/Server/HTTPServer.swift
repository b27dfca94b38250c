import COpenSSL
import Dispatch
import Locking
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An HTTP/1.1 server on non-blocking sockets and Dispatch, with optional TLS (libssl) and gzip (zlib).
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 8080), responder: app, logger: logger)
/// try server.start()
/// server.runUntilSignalled()   // SIGTERM or SIGINT: graceful stop, then return
/// ```
///
/// Accepting happens on one serial queue; accepted connections are spread round-robin over a few
/// event loops (each an `epoll` loop on a thread of its own serial queue, one per core by default).
/// See `Connection` for the life of one.
public final class HTTPServer: Sendable {
    private let configuration: HTTPServerConfiguration
    private let responder: any HTTPResponder
    private let logger: Logger
    private let state = ServerState()

    public init(configuration: HTTPServerConfiguration, responder: some HTTPResponder, logger: Logger = Logger(label: "HTTPServer")) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
    }

    /// The port actually bound (useful with `port: 0`); 0 before `start()`.
    public var localPort: Int {
        state.withLock { $0.port }
    }

    /// Binds, listens and starts serving. Throws if the address is taken or TLS cannot be set up.
    /// A server runs once: after `shutdown()` make a new one. Keep a reference while it runs and
    /// stop it with `shutdown()`; a running server is not stopped by being released.
    public func start() throws {
        try state.withLock { s in
            guard case .idle = s.phase else { throw HTTPServerError("the server was already started") }
            // A peer that resets while libssl writes would otherwise kill the process with SIGPIPE
            // (plain sockets use MSG_NOSIGNAL, but libssl's socket BIO does not).
            signal(SIGPIPE, SIG_IGN)
            for entry in configuration.allowedHosts {
                if let problem = HostAllowList.problem(with: entry) { throw HTTPServerError("allowedHosts: \(problem)") }
            }
            let tls = try configuration.tls.map { try TLSContext($0) }
            let core = ServerCore(configuration: configuration, responder: responder, logger: logger, tls: tls)
            let (listeners, port) = try Listener.bind(host: configuration.host, port: configuration.port, backlog: configuration.backlog)
            var count = configuration.eventLoopCount
            if count <= 0 { count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
            let loops = (0..<count).map { EventLoop(index: $0, core: core) }
            for loop in loops { loop.start() }
            let acceptor = Acceptor(listeners: listeners, loops: loops, core: core)
            acceptor.start()
            s.phase = .running(core: core, loops: loops, acceptor: acceptor)
            s.port = port
            logger.info(
                "listening on \(configuration.host) port \(port)\(tls == nil ? "" : " (TLS)")",
                metadata: ["loops": "\(count)"])
        }
    }

    /// Graceful stop: stop accepting, close idle connections, let requests in flight finish (their
    /// responses say `Connection: close`), and after `Timeouts.shutdownGrace` close what is left.
    /// An idle connection answers a request that has already reached it, then closes with a FIN and
    /// reads what still comes for up to `Timeouts.lingeringClose` (a reset could reach a client whose
    /// request crossed the FIN), so a client that keeps its idle connection open delays the return by
    /// that much. Returns when every connection is closed or the grace period (plus a second) is over.
    /// Safe to call more than once and from any thread but the server's own queues.
    public func shutdown() {
        let running: (ServerCore, [EventLoop], Acceptor)? = state.withLock { s in
            guard case .running(let core, let loops, let acceptor) = s.phase else { return nil }
            s.phase = .stopping
            for waiter in s.stopWaiters { waiter.signal() }
            s.stopWaiters.removeAll()
            return (core, loops, acceptor)
        }
        guard let (core, loops, acceptor) = running else {
            state.waitUntilStopped()
            return
        }
        core.isDraining = true
        acceptor.stop()
        for loop in loops { loop.execute { loop.beginDrain() } }
        let grace = DispatchTime.now() + .nanoseconds(Int(core.configuration.timeouts.shutdownGrace.nanoseconds))
        if core.connections.wait(timeout: grace) == .timedOut {
            logger.warning("shutdown grace period over: closing \(core.openConnectionCount) connections")
            for loop in loops { loop.execute { loop.closeAll() } }
            _ = core.connections.wait(timeout: .now() + .seconds(1))
        }
        for loop in loops { loop.execute { loop.stop() } }
        logger.info("stopped")
        state.withLock { $0.phase = .stopped }
        state.markStopped()
    }

    /// Blocks until SIGTERM or SIGINT (or until `shutdown()` is called elsewhere), then stops
    /// gracefully and returns, so that `main` can exit 0.
    ///
    /// The signals are caught by a handler that writes to a pipe watched by a Dispatch read
    /// source (see `COpenSSL/shim.h` for why not Dispatch's signal sources); the previous handlers
    /// are restored on return. `onReady` is called once the handler is in place, so a signal sent
    /// from then on is seen. One call at a time per process. If the server was not started, this
    /// returns at once.
    public func runUntilSignalled(signals: [Int32] = [SIGTERM, SIGINT], onReady: (@Sendable () -> Void)? = nil) {
        let received = DispatchSemaphore(value: 0)
        let running = state.withLock { s -> Bool in
            guard case .running = s.phase else { return false }
            s.stopWaiters.append(received)
            return true
        }
        guard running else { return }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            logger.error("runUntilSignalled: pipe failed (\(errno)); waiting for shutdown() only")
            received.wait()
            shutdown()
            return
        }
        for fd in pipeFDs {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        let readFD = pipeFDs[0]
        let writeFD = pipeFDs[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: readFD, queue: DispatchQueue(label: "HTTPServer.signals"))
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 16)
            while read(readFD, &bytes, bytes.count) > 0 {}
            received.signal()
        }
        source.setCancelHandler {
            close(readFD)
            close(writeFD)
        }
        source.resume()
        var previous: [(Int32, sigaction)] = []
        for number in signals {
            var old = sigaction()
            if formui_catch_signal_to_pipe(number, writeFD, &old) == 0 {
                previous.append((number, old))
            } else {
                logger.error("runUntilSignalled: cannot catch signal \(number)")
            }
        }
        onReady?()
        received.wait()
        logger.info("stopping")
        shutdown()
        for (number, old) in previous.reversed() {
            var old = old
            _ = formui_restore_signal(number, &old)
        }
        source.cancel()
    }
}

/// The server's mutable state, behind a lock.
private final class ServerState: @unchecked Sendable {
    enum Phase {
        case idle
        case running(core: ServerCore, loops: [EventLoop], acceptor: Acceptor)
        case stopping
        case stopped
    }

    struct Values {
        var phase: Phase = .idle
        var port = 0
        /// `runUntilSignalled()` callers, woken by `shutdown()` from elsewhere too.
        var stopWaiters: [DispatchSemaphore] = []
    }

    private let lock = Lock()
    private var values = Values()
    private let stopped = DispatchSemaphore(value: 0)

    func withLock<T>(_ body: (inout Values) throws -> T) rethrows -> T {
        try lock.withLock { try body(&values) }
    }

    func markStopped() {
        stopped.signal()
    }

    /// For a second caller of `shutdown()`: wait for the first to finish (and pass the baton on).
    func waitUntilStopped() {
        let done = withLock { v -> Bool in
            if case .stopped = v.phase { return true }
            if case .idle = v.phase { return true }
            return false
        }
        if done { return }
        stopped.wait()
        stopped.signal()
    }
}

/// Listening sockets.
enum Listener {
    /// Binds every address `host` stands for, all on one port (the one the first bind picked when
    /// `port` is 0). Returns the descriptors and the port.
    static func bind(host: String, port: Int, backlog: Int32) throws -> ([Int32], Int) {
        guard port >= 0 && port <= 65535 else { throw HTTPServerError("invalid port \(port)") }
        var addresses: [(storage: sockaddr_storage, length: socklen_t, dualStack: Bool)] = []
        if host == "*" || host == "" || host == "::" {
            if ipv6Available() {
                var any6 = sockaddr_in6()
                any6.sin6_family = sa_family_t(AF_INET6)
                any6.sin6_addr = in6addr_any
                addresses.append((storage(of: any6), socklen_t(MemoryLayout<sockaddr_in6>.size), true))
            } else {
                // No IPv6 on this machine: every IPv4 interface instead.
                var any4 = sockaddr_in()
                any4.sin_family = sa_family_t(AF_INET)
                any4.sin_addr.s_addr = INADDR_ANY
                addresses.append((storage(of: any4), socklen_t(MemoryLayout<sockaddr_in>.size), false))
            }
        } else {
            addresses = try resolve(host)
        }
        var fds: [Int32] = []
        var boundPort = port
        do {
            for address in addresses {
                var storage = address.storage
                setPort(&storage, boundPort)
                let fd = try listen(storage, address.length, dualStack: address.dualStack, backlog: backlog)
                fds.append(fd)
                if boundPort == 0 { boundPort = localPort(of: fd) }
            }
        } catch {
            for fd in fds { close(fd) }
            throw error
        }
        return (fds, boundPort)
    }

    private static func ipv6Available() -> Bool {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        if fd < 0 { return false }
        close(fd)
        return true
    }

    private static func storage<T>(of address: T) -> sockaddr_storage {
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { target in
            withUnsafeBytes(of: address) { source in
                target.copyMemory(from: source)
            }
        }
        return storage
    }

    private static func resolve(_ host: String) throws -> [(storage: sockaddr_storage, length: socklen_t, dualStack: Bool)] {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_protocol = Int32(IPPROTO_TCP)
        var list: UnsafeMutablePointer<addrinfo>? = nil
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            throw HTTPServerError("cannot resolve host \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var result: [(storage: sockaddr_storage, length: socklen_t, dualStack: Bool)] = []
        var seen: Set<[UInt8]> = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            guard let address = info.pointee.ai_addr,
                info.pointee.ai_family == AF_INET || info.pointee.ai_family == AF_INET6
            else { continue }
            var storage = sockaddr_storage()
            let length = info.pointee.ai_addrlen
            withUnsafeMutableBytes(of: &storage) { target in
                target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(length)))
            }
            let key = withUnsafeBytes(of: storage) { Array($0.prefix(Int(length))) }
            if seen.insert(key).inserted {
                result.append((storage, length, false))
            }
        }
        if result.isEmpty { throw HTTPServerError("host \(host) has no IPv4 or IPv6 address") }
        return result
    }

    private static func setPort(_ storage: inout sockaddr_storage, _ port: Int) {
        let family = Int32(storage.ss_family)
        withUnsafeMutablePointer(to: &storage) { pointer in
            if family == AF_INET {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port = UInt16(port).bigEndian }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port = UInt16(port).bigEndian }
            }
        }
    }

    private static func localPort(of fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        if Int32(storage.ss_family) == AF_INET {
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) } }
        }
        return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) } }
    }

    private static func listen(_ storage: sockaddr_storage, _ length: socklen_t, dualStack: Bool, backlog: Int32) throws -> Int32 {
        let family = Int32(storage.ss_family)
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw HTTPServerError("socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 {
            // One socket per address, except `::`, which takes IPv4 too (dual stack).
            var v6only: Int32 = dualStack ? 0 : 1
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &v6only, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = storage
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw HTTPServerError("bind: \(String(cString: strerror(code)))")
        }
        guard Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw HTTPServerError("listen: \(String(cString: strerror(code)))")
        }
        return fd
    }
}

/// Accepts connections with one Dispatch read source per listening socket, on one serial queue,
/// and hands them to the event loops in turn.
final class Acceptor: @unchecked Sendable {
    private let queue = DispatchQueue(label: "HTTPServer.accept", qos: .userInitiated)
    private let listeners: [Int32]
    private let loops: [EventLoop]
    private let core: ServerCore
    private var sources: [DispatchSourceRead] = []
    private var paused: Set<Int> = []
    private var nextLoop = 0
    private var stopped = false

    init(listeners: [Int32], loops: [EventLoop], core: ServerCore) {
        self.listeners = listeners
        self.loops = loops
        self.core = core
    }

    func start() {
        queue.sync {
            for (index, fd) in listeners.enumerated() {
                let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
                // Strong capture: the acceptor lives until `stop()` cancels its sources.
                source.setEventHandler { [self] in acceptAll(index: index, fd: fd) }
                source.setCancelHandler { close(fd) }
                sources.append(source)
                source.activate()
            }
        }
    }

    /// Stops accepting; the listening sockets close when their sources are cancelled.
    func stop() {
        queue.sync {
            stopped = true
            for (index, source) in sources.enumerated() {
                if paused.contains(index) { source.resume() }
                source.cancel()
            }
            paused.removeAll()
            sources.removeAll()
        }
    }

    private func acceptAll(index: Int, fd: Int32) {
        while !stopped {
            // The connection is counted before it is accepted: when as many are open as may be, past
            // the cap included while the loops close others to make room, the rest wait in the
            // kernel's backlog for a moment instead of being refused.
            let reservation = core.reserveConnection()
            if reservation == .full {
                pause(index: index, for: .milliseconds(10))
                return
            }
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let client = withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    formui_accept4(fd, $0, &length, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
                }
            }
            if client < 0 {
                let code = errno
                core.cancelReservation()
                switch code {
                case EAGAIN, EWOULDBLOCK:
                    return
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors: the socket stays readable, so pause instead of spinning.
                    core.logger.error("accept: \(String(cString: strerror(code))); pausing for 100 ms")
                    pause(index: index, for: .milliseconds(100))
                    return
                default:
                    core.logger.error("accept: \(String(cString: strerror(code)))")
                    return
                }
            }
            // Nagle's algorithm and delayed ACKs together delay a lone small response by 40 ms.
            var one: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let remote = withUnsafePointer(to: &storage) { describeSocketAddress($0) }
            let loopIndex = nextLoop
            let loop = loops[loopIndex]
            nextLoop = (nextLoop + 1) % loops.count
            if reservation == .pastCap {
                // At the cap: the loop closes a connection that makes no progress to make room, or
                // hands this one on to the other loops in turn.
                let others = (1..<loops.count).map { loops[(loopIndex + $0) % loops.count] }[...]
                loop.execute { loop.adoptMakingRoom(fd: client, remoteAddress: remote, others: others) }
            } else {
                loop.execute { loop.adopt(fd: client, remoteAddress: remote) }
            }
        }
    }

    private func pause(index: Int, for delay: DispatchTimeInterval) {
        guard !paused.contains(index), index < sources.count else { return }
        paused.insert(index)
        sources[index].suspend()
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            guard !stopped, paused.remove(index) != nil else { return }
            sources[index].resume()
        }
    }
}
