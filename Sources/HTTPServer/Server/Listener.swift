import COpenSSL

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
