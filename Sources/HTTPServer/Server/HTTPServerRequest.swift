import HTTPTypes

/// A complete request: head, whole body, and where it came from.
///
/// The body is read in full before the responder is called (bounded by `Limits.maxBodyBytes`), so a
/// responder never waits on a socket. `head.authority` carries the `Host` header (which is then not
/// repeated in `head.headerFields`, as in swift-nio-extras' HTTP/1 conversion) and `head.scheme` is
/// `https` under TLS, `http` otherwise.
public struct HTTPServerRequest: Sendable {
    public var head: HTTPRequest
    public var body: [UInt8]
    /// Whether the request arrived over TLS.
    public var isSecure: Bool
    /// The peer as `address:port`, IPv6 addresses in brackets: `127.0.0.1:50312`, `[::1]:50312`.
    public var remoteAddress: String

    public init(head: HTTPRequest, body: [UInt8] = [], isSecure: Bool = false, remoteAddress: String = "") {
        self.head = head
        self.body = body
        self.isSecure = isSecure
        self.remoteAddress = remoteAddress
    }
}
