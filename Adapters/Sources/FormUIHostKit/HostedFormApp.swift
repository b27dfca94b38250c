import Dispatch
@_exported import FormUIServer

/// A FormUI app as a host server's route handler sees it: requests in, answers out, with whoever the
/// host signed in. FormUI's responder is synchronous (it may wait on a session store or a database), so
/// each request is answered on a Dispatch queue of its own, never on the host's event loops or Swift's
/// cooperative pool.
public struct HostedFormApp: Sendable {
    public let app: FormApp

    public init(_ app: FormApp) {
        self.app = app
    }

    /// The path the app is mounted at (`/admin`), from its configuration's `mountPath`.
    public var mountPath: String { app.configuration.mountPath }

    /// The largest body the app takes: its server configuration's limit, as FormUI's own server applies it.
    public var maxBodyBytes: Int { app.configuration.server.limits.maxBodyBytes }

    /// The app's answer to `request`, for `identity` (nil: nobody signed in).
    public func answer(_ request: HTTPServerRequest, signedIn identity: Identity?) async -> HTTPServerResponse {
        let responder = app.responder
        return await withCheckedContinuation { continuation in
            Self.queue.async {
                continuation.resume(returning: responder.respond(to: request, signedIn: identity))
            }
        }
    }

    /// The answer to a body past ``maxBodyBytes``, as FormUI's own server gives it.
    public var bodyTooLarge: HTTPServerResponse {
        HTTPServerResponse(
            status: .contentTooLarge,
            headerFields: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: Array("The request's body is larger than this server takes (\(maxBodyBytes) bytes).\n".utf8))
    }

    /// Where requests are answered: concurrent, as FormUI's own server answers them on its workers.
    static let queue = DispatchQueue(label: "FormUI hosted app", qos: .userInitiated, attributes: .concurrent)

    /// A peer as FormUI reads one (`127.0.0.1:5000`, `[::1]:5000`), from its address and port.
    public static func peer(address: String?, port: Int?) -> String {
        guard let address else { return "" }
        let host = address.contains(":") ? "[" + address + "]" : address
        return port.map { host + ":" + String($0) } ?? host
    }
}
