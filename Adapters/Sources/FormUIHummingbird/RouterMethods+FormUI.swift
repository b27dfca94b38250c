import FormUIHostKit
import Hummingbird
import NIOCore

extension RouterMethods {
    /// Serves `app`'s pages, files and posts under its `mountPath` (`/admin`): `GET`, `HEAD` and `POST` of
    /// the path and of everything below it are handed to FormUI, as they came.
    ///
    /// ```swift
    /// var configuration = FormAppConfiguration()
    /// configuration.mountPath = "/admin"
    /// let admin = try FormApp(configuration)
    /// admin.page("/", title: "Orders") { OrdersView() }
    ///
    /// let router = Router()
    /// router.get("/") { _, _ in "The shop" }
    /// router.addFormUI(admin) { request, context in context.signedIn.map { Identity(id: $0.id, name: $0.name) } }
    /// ```
    ///
    /// - Parameters:
    ///   - app: The FormUI app; its `mountPath` must not be empty.
    ///   - identity: Who the host signed in for a request (nil: nobody), read by views as
    ///     `@Environment(\.identity)`; by default nobody.
    @discardableResult
    public func addFormUI(
        _ app: FormApp,
        identity: @escaping @Sendable (Request, Context) -> Identity? = { _, _ in nil }
    ) -> Self {
        let hosted = HostedFormApp(app)
        precondition(!hosted.mountPath.isEmpty, "addFormUI(_:) mounts an app under its mountPath, which is empty: set FormAppConfiguration.mountPath (\"/admin\")")
        let handler: @Sendable (Request, Context) async throws -> Response = { request, context in
            var request = request
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: hosted.maxBodyBytes)
            } catch {
                return Response(hosted.bodyTooLarge)
            }
            let remote = (context as? any RemoteAddressRequestContext)?.remoteAddress
            let formRequest = HTTPServerRequest(
                head: request.head, body: Array(buffer: body), isSecure: request.head.scheme == "https",
                remoteAddress: HostedFormApp.peer(address: remote?.ipAddress, port: remote?.port))
            return Response(await hosted.answer(formRequest, signedIn: identity(request, context)))
        }
        for path in [RouterPath(hosted.mountPath), RouterPath(hosted.mountPath + "/**")] {
            for method in [HTTPRequest.Method.get, .head, .post] {
                on(path, method: method, use: handler)
            }
        }
        return self
    }
}

extension Response {
    /// FormUI's answer as Hummingbird's.
    init(_ answer: HTTPServerResponse) {
        self.init(status: answer.head.status, headers: answer.head.headerFields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
