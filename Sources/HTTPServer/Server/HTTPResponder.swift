import HTTPTypes

/// What the application plugs into the server.
///
/// Called synchronously on one of the server's serial Dispatch queues, once per request, in the
/// order requests arrive on a connection. It may block briefly (a lock, a small file); while it
/// runs, the other connections served by the same queue wait, so long work belongs elsewhere.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPServerRequest) -> HTTPServerResponse
}

/// A responder made from a closure, for tests and small servers.
public struct ClosureResponder: HTTPResponder {
    private let body: @Sendable (HTTPServerRequest) -> HTTPServerResponse

    public init(_ body: @escaping @Sendable (HTTPServerRequest) -> HTTPServerResponse) {
        self.body = body
    }

    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        body(request)
    }
}
