import Foundation

/// What the kernel holds for the TCP sockets on one local port, read from `/proc/net/tcp` and
/// `/proc/net/tcp6`: how a test can wait for the server to have taken what a client sent, with no
/// hook in the server. A listening socket's receive queue is its accept queue (connections the
/// server has not accepted yet); a connected socket's is the bytes the server has not read yet.
struct KernelQueues {
    /// Connections waiting in the listener's accept queue.
    var unaccepted = 0
    /// Bytes sent to the server's connected sockets that it has not read.
    var unread = 0
    /// The server's connected sockets.
    var serverSockets = 0

    /// The bytes a client socket has sent that the other side has not acknowledged (on loopback: not
    /// yet delivered to the server's socket).
    ///
    /// - Parameters:
    ///   - stream: The client's socket.
    /// - Returns: The count, or nil where the socket or /proc/net/tcp cannot be read.
    static func unsentBytes(of stream: SocketStream) -> Int? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(stream.fd, $0, &length) }
        }
        guard named == 0 else { return nil }
        let port = withUnsafePointer(to: &address) { pointer -> Int in
            pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
        return lines(localPort: port)?.reduce(0) { $0 + $1.tx }
    }

    /// The state and queues of each socket whose local port is `port`.
    private static func lines(localPort port: Int) -> [(state: Substring, tx: Int, rx: Int)]? {
        var found: [(state: Substring, tx: Int, rx: Int)] = []
        var readAny = false
        for file in ["/proc/net/tcp", "/proc/net/tcp6"] {
            // Read to the end: a /proc file reports a size of 0, so whole-file reads see nothing.
            guard let handle = FileHandle(forReadingAtPath: file) else { continue }
            defer { try? handle.close() }
            let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            readAny = true
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count > 4, let colon = fields[1].lastIndex(of: ":"),
                      Int(fields[1][fields[1].index(after: colon)...], radix: 16) == port else { continue }
                let queue = fields[4].split(separator: ":")
                guard queue.count == 2, let tx = Int(queue[0], radix: 16), let rx = Int(queue[1], radix: 16) else { continue }
                found.append((fields[3], tx, rx))
            }
        }
        return readAny ? found : nil
    }

    /// Reads the queues of the sockets whose local port is `port` (the server's side).
    ///
    /// - Parameters:
    ///   - port: The server's port.
    /// - Returns: The sums over those sockets, or nil where /proc/net/tcp cannot be read.
    static func of(port: Int) -> KernelQueues? {
        guard let sockets = lines(localPort: port) else { return nil }
        var queues = KernelQueues()
        for socket in sockets {
            switch socket.state {
            case "0A": queues.unaccepted += socket.rx  // LISTEN: the accept queue
            case "01": queues.unread += socket.rx; queues.serverSockets += 1  // ESTABLISHED
            default: break
            }
        }
        return queues
    }

    /// Waits until the server on `port` has accepted every connection and read every byte sent to it.
    ///
    /// - Parameters:
    ///   - port: The server's port.
    ///   - connections: How many connections it should hold then, at least (0: any).
    ///   - timeout: The most to wait, in seconds.
    /// - Returns: Whether that happened before the deadline.
    @discardableResult
    static func waitUntilServerHasTakenEverything(port: Int, connections: Int = 0, timeout: TimeInterval = 10) -> Bool {
        waitUntil(timeout: timeout) {
            guard let queues = of(port: port) else { return false }
            return queues.unaccepted == 0 && queues.unread == 0 && queues.serverSockets >= connections
        }
    }
}
