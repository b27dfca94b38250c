// A Hummingbird 2 app of its own (the shop's home at `/`), with FormUI's pages mounted at `/admin`.
//
//   shop-hummingbird [PORT]     (127.0.0.1; 8080 unless told)
import FormUIHummingbird
import Hummingbird
import NIOCore
import ShopAdmin

/// The host's context: Hummingbird's own, with the client's address, which FormUI's rate limits count.
struct ShopContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
let router = Router(context: ShopContext.self)
router.get("/") { _, _ in "The shop's own home page. Its back office is at /admin/.\n" }
router.addFormUI(try makeShopAdmin()) { request, _ in shopUser(authorization: request.headers[.authorization]) }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
