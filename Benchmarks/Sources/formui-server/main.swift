// The benchmark page on FormUI's own server: FormApp (FormUIServer) on HTTPServer, the page at `/`,
// the stylesheet from Public/, the layout from Templates/. One event loop, as the peers get one.
//
//   formui-server PORT PUBLIC_DIR [TEMPLATES_DIR]
//
// FORMUI_SESSIONS chooses the session store as the gallery's setting does: `memory` (when unset),
// `sqlite:PATH` or `postgres://…`. FORMUI_DATA chooses where the data page (`/books`, a SwiftData shelf)
// keeps its books, as the gallery's `--data` does: `memory` (when unset), `sqlite:PATH` or `postgresql://…`.
import BenchmarkPage
import Bookshelf
import FormUIServer
import Foundation
import HTTPServer
import Logging

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8090 : 8090
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let templatesDirectory = arguments.count > 3 ? arguments[3] : publicDirectory + "/../Templates"

var logger = Logger(label: "formui-server")
logger.logLevel = .warning

var configuration = FormAppConfiguration(
    // The loops left to FormUI, as an app's are: one per core the server may run on (run.sh pins it to
    // one), four per core with sessions or data in PostgreSQL.
    server: HTTPServerConfiguration(host: "127.0.0.1", port: port),
    publicDirectory: publicDirectory,
    templatesDirectory: templatesDirectory,
    logger: logger
)
// wrk is one client posting and making sessions as fast as it can: limits far above what it reaches,
// so that the figures measure the page and the store, with the limiter's bookkeeping still paid.
configuration.rateLimits = RateLimits(newSessionsPerMinute: 1_000_000_000, postsPerSecond: 100_000_000)
if let setting = ProcessInfo.processInfo.environment["FORMUI_SESSIONS"], !setting.isEmpty {
    do {
        configuration.sessionStorage = try SessionStorage(parsing: setting)
    } catch {
        FileHandle.standardError.write(Data("formui-server: FORMUI_SESSIONS \(error)\n".utf8))
        exit(2)
    }
}
if let setting = ProcessInfo.processInfo.environment["FORMUI_DATA"], !setting.isEmpty {
    configuration.dataLocation = setting
}
// The name in the layout's header, which the peers' pages copy.
configuration.appName = "FormUI"
let app = try FormApp(configuration)
app.page("/", title: "Cake order") { BenchmarkPage() }
app.page("/books", title: "Bookshelf") { Bookshelf().modelContainer(Bookshelf.container) }
print("formui-server listening on 127.0.0.1:\(port) with sessions in \(configuration.sessionStorage), data in \(configuration.dataLocation)")
try app.run()
