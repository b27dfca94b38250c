import HTTPTypes

/// A complete response. The server adds `Date`, `Content-Length` and `Connection`, drops any
/// `Transfer-Encoding` (it always knows the length), leaves the body out for HEAD, 204 and 304,
/// and gzips the body when the request allows it (see `HTTPServerConfiguration.compression`).
public struct HTTPServerResponse: Sendable {
    public var head: HTTPResponse
    public var body: [UInt8]

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], body: [UInt8] = []) {
        self.head = HTTPResponse(status: status, headerFields: headerFields)
        self.body = body
    }

    public init(head: HTTPResponse, body: [UInt8] = []) {
        self.head = head
        self.body = body
    }
}
