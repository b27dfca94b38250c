// A Vapor 4 app of its own (the shop's home at `/`), with FormUI's pages mounted at `/admin`.
//
//   shop-vapor [PORT]     (127.0.0.1; 8080 unless told)
import FormUIVapor
import ShopAdmin
import Vapor

let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
var environment = Environment.production
environment.arguments = [CommandLine.arguments[0]]
let app = try await Application.make(environment)
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
app.get { _ in "The shop's own home page. Its back office is at /admin/.\n" }
app.formUI(try makeShopAdmin()) { request in shopUser(authorization: request.headers.first(name: .authorization)) }
try await app.execute()
try await app.asyncShutdown()
