import FormUIHostKit
import HTTPTypes
import NIOCore
import NIOHTTP1
import Vapor

extension RoutesBuilder {
    /// Serves `app`'s pages, files and posts under its `mountPath` (`/admin`): `GET`, `HEAD` and `POST` of
    /// the path and of everything below it are handed to FormUI, as they came.
    ///
    /// ```swift
    /// var configuration = FormAppConfiguration()
    /// configuration.mountPath = "/admin"
    /// let admin = try FormApp(configuration)
    /// admin.page("/", title: "Orders") { OrdersView() }
    ///
    /// app.get { _ in "The shop" }
    /// app.formUI(admin) { request in request.auth.get(User.self).map { Identity(id: $0.id, name: $0.name) } }
    /// ```
    ///
    /// - Parameters:
    ///   - app: The FormUI app; its `mountPath` must not be empty.
    ///   - identity: Who the host signed in for a request (nil: nobody), read by views as
    ///     `@Environment(\.identity)`; by default nobody.
    public func formUI(_ app: FormApp, identity: @escaping @Sendable (Request) -> Identity? = { _ in nil }) {
        let hosted = HostedFormApp(app)
        precondition(!hosted.mountPath.isEmpty, "formUI(_:) mounts an app under its mountPath, which is empty: set FormAppConfiguration.mountPath (\"/admin\")")
        let components = hosted.mountPath.split(separator: "/").map { PathComponent.constant(String($0)) }
        let handler: @Sendable (Request) async throws -> Response = { request in
            let body = request.body.data.map { Array(buffer: $0) } ?? []
            let formRequest = HTTPServerRequest(
                head: try Self.head(of: request), body: body, isSecure: request.url.scheme == "https",
                remoteAddress: HostedFormApp.peer(address: request.remoteAddress?.ipAddress, port: request.remoteAddress?.port))
            return Response(await hosted.answer(formRequest, signedIn: identity(request)))
        }
        let maxSize = ByteCount(value: hosted.maxBodyBytes)
        for path in [components, components + [.catchall]] {
            on(.GET, path, use: handler)
            on(.HEAD, path, use: handler)
            on(.POST, path, body: .collect(maxSize: maxSize), use: handler)
        }
    }

    /// Vapor's request head in HTTPTypes', which FormUI speaks.
    static func head(of request: Request) throws -> HTTPRequest {
        var fields = HTTPFields()
        for (name, value) in request.headers {
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        guard let method = HTTPRequest.Method(request.method.rawValue) else { throw Abort(.methodNotAllowed) }
        return HTTPRequest(method: method, scheme: request.url.scheme ?? "http", authority: request.headers.first(name: .host), path: request.url.string, headerFields: fields)
    }
}

extension Response {
    /// FormUI's answer as Vapor's.
    convenience init(_ answer: HTTPServerResponse) {
        var headers = HTTPHeaders()
        for field in answer.head.headerFields { headers.add(name: field.name.rawName, value: field.value) }
        self.init(status: HTTPResponseStatus(statusCode: answer.head.status.code), headers: headers, body: .init(buffer: ByteBuffer(bytes: answer.body)))
    }
}
