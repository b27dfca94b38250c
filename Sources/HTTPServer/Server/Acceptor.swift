import COpenSSL
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Accepts connections with one Dispatch read source per listening socket, on one serial queue,
/// and hands them to the event loops in turn.
// Sendable: every `var` is touched only on `queue` (`start` and `stop` go there with `sync`).
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
