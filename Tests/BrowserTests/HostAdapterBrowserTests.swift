import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// FormUI inside a Hummingbird 2 app and a Vapor 4 app (Adapters/: FormUIHummingbird, FormUIVapor), as
// a developer runs them: the adapters package's two example hosts, built with `swift build` and run as
// processes on loopback. Each serves its own home at `/` and FormUI's back office at `/admin`. Over
// HTTP: the host's page, FormUI's page and files under the path, a post's 303, a 422, a 409, and the
// host's signed-in user reaching the view; in Chromium with JavaScript off: a stepper pressed, a link
// followed, the page styled.
//
// The package keeps its `.build` in the checkout's Adapters/ folder between runs; its first build
// compiles FormUI, Hummingbird and Vapor (minutes).

enum HostAdapters {
    static var package: URL { packageRoot.appendingPathComponent("Adapters") }

    /// The two example hosts' executables, built once per test run, or why there are none.
    static let built: Result<URL, Error> = Result {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("formui-adapters-build-\(getpid()).log")
        // SwiftPM keeps a build plan in the .build kept between runs, and does not notice a source file
        // added to FormUI (a path dependency), which then fails to compile: planning again takes seconds.
        for plan in [".build/debug.yaml", ".build/debug/description.json"] {
            try? FileManager.default.removeItem(at: package.appendingPathComponent(plan))
        }
        try ReadmeApp.swift(["build", "--product", "shop-hummingbird"], in: package, log: log, timeout: ReadmeApp.buildTimeout)
        try ReadmeApp.swift(["build", "--product", "shop-vapor"], in: package, log: log, timeout: ReadmeApp.buildTimeout)
        try ReadmeApp.swift(["build", "--show-bin-path"], in: package, log: log, timeout: 120)
        let binPath = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        return URL(fileURLWithPath: binPath)
    }

    /// Runs the host `name` on a free loopback port for the duration of `body`.
    static func serving<T>(_ name: String, _ body: (Int) throws -> T) throws -> T {
        let executable = try built.get().appendingPathComponent(name)
        let port = try freeLoopbackPort()
        let process = Process()
        process.executableURL = executable
        process.arguments = [String(port)]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer {
            process.terminate()
            waitUntil(timeout: 20) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        let log = LogCollector(errors.fileHandleForReading)
        let client = HTTPTestClient(port: port)
        let up = waitUntil(timeout: 60, every: 0.1) { !process.isRunning || (try? client.get("/").status) == 200 }
        guard up, process.isRunning else { throw ChildProcessFailure(description: "\(name) did not start serving: \(log.text)") }
        return try body(port)
    }

    static let hosts = ["shop-hummingbird", "shop-vapor"]
    static let ada = [("Authorization", "Basic " + Data("ada:lovelace".utf8).base64EncodedString())]
}

@Suite("FormUI mounted in Hummingbird and Vapor apps", .serialized)
struct HostAdapterTests {
    @Test("The host's own route, FormUI's page and files under /admin, a post's 303, a 422, a 409, the host's user", arguments: HostAdapters.hosts)
    func overHTTP(_ host: String) throws {
        try HostAdapters.serving(host) { port in
            let client = HTTPTestClient(port: port)
            #expect(try client.get("/").text.contains("The shop's own home page"), "the host's own route")

            let page = try client.get("/admin/")
            #expect(page.status == 200)
            #expect(page.text.contains("Nobody is signed in"))
            #expect(page.text.contains("<link rel=\"stylesheet\" href=\"/admin/formui.css\">"))
            #expect(try client.get("/admin/formui.css").status == 200)
            #expect(try client.get("/admin").status == 308)

            let post = try client.post("/admin/", form: [("_action", "orders.increment")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/admin/")
            let cookie = try #require(post.header("Set-Cookie"))
            #expect(cookie.contains("Path=/admin"))
            let session = [("Cookie", String(cookie.split(separator: ";")[0]))]
            #expect(try client.get("/admin/", headers: session).text.contains("Orders: 4"))

            let refused = try client.post("/admin/", form: [("discount", "a lot")], headers: session)
            #expect(refused.status == 422)
            #expect(refused.text.contains("a lot"), "the input is kept to correct")
            let stale = try client.post("/admin/", form: [("_action", "no-such-button")], headers: session)
            #expect(stale.status == 409)

            let signedIn = try client.get("/admin/", headers: HostAdapters.ada)
            #expect(signedIn.text.contains("Signed in as Ada Lovelace"), "the host's user is the visitor's identity")
        }
    }

    @Test("In Chromium with JavaScript off: the page styled, a stepper pressed, a link followed", requiresBrowser, arguments: HostAdapters.hosts)
    func inBrowser(_ host: String) throws {
        try HostAdapters.serving(host) { port in
            let browser = try Browser(javaScript: false)
            defer { browser.quit() }
            try browser.open("/admin/", on: "http://127.0.0.1:\(port)")
            #expect(try browser.execute("return getComputedStyle(document.body).display") as? String == "flex", "formui.css is applied")
            try browser.click(browser.find("button[value='orders.increment']"))
            try browser.wait("the stepper's post") { try browser.source().contains("Orders: 4") }
            #expect(try browser.currentURL() == "http://127.0.0.1:\(port)/admin/")
            try browser.click(browser.find("main a[href='/admin/stock']"))
            try browser.wait("the link's page") { try browser.source().contains("Everything is in stock.") }
        }
    }
}
