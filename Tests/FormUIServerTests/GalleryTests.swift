@_spi(Engine) import FormUI
import Foundation
import FormUITesting
@testable import FormUIServer
@testable import gallery
import ReferenceExamples
import Testing

@Suite("Gallery")
struct GalleryTests {
    @Test("The index at / lists every page with its title, summary and source, linking to its path")
    func index() throws {
        let examples = GalleryApp.allExamples
        try #require(!examples.isEmpty, "ReferenceCatalog has no examples")
        let app = try GalleryApp.make(testConfiguration())
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            let response = try client.get("/")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            let html = response.text
            #expect(html.contains("<title>FormUI gallery</title>"))
            for example in examples {
                #expect(html.contains("href=\"\(HTMLEscaping.escape(example.path))\""), "\(example.path)")
                #expect(html.contains(HTMLEscaping.escape(example.title)), "\(example.title)")
                #expect(html.contains(HTMLEscaping.escape(example.summary)), "\(example.path) summary")
                #expect(html.contains(HTMLEscaping.escape(example.source)), "\(example.path) source")
            }
            // Every group has a heading, and the index does not link to itself.
            #expect(html.components(separatedBy: "<h2>").count - 1 == GalleryApp.groups(examples).count)
            #expect(!html.contains("class=\"site-nav\""))

            let json = try #require(try client.get("/?format=json").json)
            let pages = try #require(json["pages"] as? [[String: Any]])
            #expect(pages.compactMap { $0["path"] as? String } == examples.map(\.path))
        }
    }

    @Test("Every example's page is served at its path, as HTML and as JSON, with a link back to the index")
    func examplePages() throws {
        let app = try GalleryApp.make(testConfiguration())
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            #expect(Set(app.pages.map(\.path)) == Set(["/"] + GalleryApp.allExamples.map(\.path)))
            let seedPaths = Set(ReferenceCatalog.examples.map(\.path))
            for example in GalleryApp.allExamples {
                let page = try client.get(example.path)
                #expect(page.status == 200, "\(example.path)")
                // The seed examples are named by the gallery; the pages of apps name themselves
                // (`.navigationTitle`).
                if seedPaths.contains(example.path) {
                    #expect(page.text.contains("<title>\(HTMLEscaping.escape(example.title))</title>"), "\(example.path)")
                }
                #expect(page.text.contains("<form method=\"post\""), "\(example.path)")
                #expect(HTMLDocument(page.text).element("a", with: ["class": "home-link", "href": "/"]) != nil, "\(example.path)")
                let json = try client.get(example.path, headers: [("Accept", "application/json")])
                #expect(json.status == 200, "\(example.path)")
                #expect(json.json?["controls"] is [Any], "\(example.path)")
            }
        }
    }

    @Test("Every page of the gallery, its 404 and a rejected post carry the whole Content-Security-Policy")
    func contentSecurityPolicy() throws {
        let app = try GalleryApp.make(testConfiguration())
        let policy = FormAppConfiguration.defaultContentSecurityPolicy
        for directive in ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"] {
            #expect(policy.contains(directive), "\(directive)")
        }
        #expect(!policy.contains("'unsafe-eval'") && !policy.contains("script-src 'self' 'unsafe-inline'"))
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            for path in ["/"] + GalleryApp.allExamples.map(\.path) {
                #expect(try client.get(path).header("Content-Security-Policy") == policy, "\(path)")
            }
            #expect(try client.get("/no-such-page").header("Content-Security-Policy") == policy)
            let stale = try client.post(GalleryApp.allExamples[0].path, form: [("_revision", "0"), ("_action", "no-such-action")])
            #expect(stale.status >= 400 && stale.header("Content-Security-Policy") == policy, "\(stale.status)")
        }
    }

    @Test("A 2 MB body posted to any gallery page by a client that sends it whole before reading gets its 413")
    func refusedBodiesAreRead() throws {
        let app = try GalleryApp.make(testConfiguration())
        try serving(app) { port in
            // In two halves with a pause, as over a slower link: the server has refused the post and read
            // the first half before the second arrives, and must still be reading, not resetting.
            let half = [UInt8](repeating: UInt8(ascii: "a"), count: 1_100_000)
            for path in GalleryApp.allExamples.map(\.path) {
                let client = try TestConnection(port: port)
                try client.send("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(2 * half.count)\r\n\r\n")
                try client.send(half)
                usleep(20_000)
                try client.send(half)
                #expect(try client.readResponse().status == 413, "\(path)")
            }
        }
    }

    @Test("Example paths are unique and well formed")
    func paths() {
        let paths = GalleryApp.allExamples.map(\.path)
        #expect(Set(paths).count == paths.count)
        for path in paths {
            #expect(path.hasPrefix("/") && path != "/" && !path.contains("?") && !path.contains("#"), "\(path)")
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The gallery executable, built next to the test runner (whatever the scratch path); else the default place.
    func galleryBinary() throws -> URL { try galleryExecutable() }

    /// A temporary templates directory holding `layout` as its layout.mustache (none when nil).
    func templates(_ layout: String?) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formui-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let layout { try Data(layout.utf8).write(to: directory.appendingPathComponent("layout.mustache")) }
        return directory
    }

    @Test("A layout.mustache that does not parse, or has no {{{body}}}, stops FormApp with an error naming the file")
    func brokenLayoutStopsStartup() throws {
        for broken in ["<html>{{#open}}<main>{{{body}}}</main>", "<html><title>{{title}}</title></html>"] {
            let directory = try templates(broken)
            defer { try? FileManager.default.removeItem(at: directory) }
            var configuration = testConfiguration()
            configuration.templatesDirectory = directory.path
            let error = #expect(throws: PageLayout.InvalidTemplate.self, "\(broken)") { try FormApp(configuration) }
            #expect(error?.description.contains(directory.appendingPathComponent("layout.mustache").path) == true, "\(error?.description ?? "")")
            #expect(throws: PageLayout.InvalidTemplate.self, "\(broken)") { try GalleryApp.make(configuration) }
        }

        // No file: the built-in layout. A good file: that one.
        let empty = try templates(nil)
        let good = try templates("<main>{{{body}}}</main>")
        defer {
            try? FileManager.default.removeItem(at: empty)
            try? FileManager.default.removeItem(at: good)
        }
        var configuration = testConfiguration()
        configuration.templatesDirectory = empty.path
        #expect(try FormApp(configuration).layout.source == PageLayout.builtIn.source)
        configuration.templatesDirectory = good.path
        #expect(try FormApp(configuration).layout.source == good.appendingPathComponent("layout.mustache").path)
    }

    @Test("The gallery with --templates pointing at a broken layout exits non-zero, saying which file and why")
    func executableWithBrokenLayout() throws {
        let binary = try galleryBinary()
        let directory = try templates("<html>{{#open}}")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--templates", directory.path, "--public", "/nonexistent"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let log = LogCollector(errors.fileHandleForReading)
        waitUntil(timeout: 30, every: 0.05) { !process.isRunning }
        #expect(!process.isRunning, "still running (serving?): \(log.text)")
        if !process.isRunning {
            #expect(process.terminationStatus != 0)
            // The last of standard error may still be in the pipe.
            waitUntil(timeout: 5) { log.text.contains("layout.mustache") }
            #expect(log.text.contains("layout.mustache"), "\(log.text)")
            #expect(!log.text.contains("Serving"), "\(log.text)")
        }
    }

    @Test("The gallery executable serves, and exits 0 on SIGTERM")
    func executable() throws {
        let packageRoot = Self.packageRoot
        let binary = try galleryBinary()

        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--templates", "/nonexistent", "--public", "/nonexistent", "--log-level", "info"]
        process.currentDirectoryURL = packageRoot
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The port is in the log line "Serving N pages at http://127.0.0.1:PORT/"; give it 30 seconds at most.
        let log = LogCollector(errors.fileHandleForReading)
        let port = try #require(log.waitForPort(timeout: 30), "no port in: \(log.text)")
        let response = try HTTPTestClient(port: port).get("/")
        #expect(response.status == 200)
        #expect(response.text.contains("FormUI gallery"))

        process.terminate()  // SIGTERM
        waitUntil(timeout: 20, every: 0.05) { !process.isRunning }
        #expect(!process.isRunning)
        if !process.isRunning {
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0)
        }
    }
}
