#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A NUL-terminated C string held in an array, as a Swift string.
func string(fromNulTerminated chars: [CChar]) -> String {
    String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `address:port`, IPv6 in brackets.
func describeSocketAddress(_ storage: UnsafePointer<sockaddr_storage>) -> String {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    switch Int32(storage.pointee.ss_family) {
    case AF_INET:
        return storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin in
            var address = sin.pointee.sin_addr
            inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
            return "\(string(fromNulTerminated: text)):\(UInt16(bigEndian: sin.pointee.sin_port))"
        }
    case AF_INET6:
        return storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sin6 in
            var address = sin6.pointee.sin6_addr
            // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d; show it as IPv4.
            let bytes = withUnsafeBytes(of: &address) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                return "\(bytes[12]).\(bytes[13]).\(bytes[14]).\(bytes[15]):\(UInt16(bigEndian: sin6.pointee.sin6_port))"
            }
            inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
            return "[\(string(fromNulTerminated: text))]:\(UInt16(bigEndian: sin6.pointee.sin6_port))"
        }
    default:
        return "unknown"
    }
}
