import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// The dev loop as a developer uses it: `swift package --disable-sandbox dev` in a package of their own
// that depends on FormUI by path. A visitor types their name; the test edits the view's source; the loop
// rebuilds and restarts the app; the visitor's open page (JavaScript on) reloads by itself and shows the
// new text with the name they typed, and a client without JavaScript finds the same after a GET.
//
// The package lives in a folder of the temporary directory named after this checkout and keeps its
// `.build` between runs, as README's app does (ReadmeAppBrowserTests): its first build compiles FormUI
// (minutes), later ones only what changed.

/// A small app of the developer's: one view, whose greeting the test rewrites.
enum LoopApp {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Greeter",
            platforms: [.macOS(.v14)],
            dependencies: [.package(path: "../FormUI")],
            targets: [
                .executableTarget(
                    name: "Greeter",
                    dependencies: [.product(name: "FormUIServer", package: "FormUI")],
                    plugins: [.plugin(name: "VisitorDevice", package: "FormUI")]
                ),
            ]
        )

        """

    static func source(greeting: String) -> String {
        """
        import SwiftUI

        @main
        struct GreeterApp: App {
            var body: some Scene {
                WindowGroup {
                    Greeting()
                }
            }
        }

        struct Greeting: View {
            @State private var name = "nobody"

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Text("\(greeting), \\(name)!")
                }
            }
        }

        """
    }

    static var workDirectory: URL {
        URL(fileURLWithPath: ReadmeApp.workDirectory.path.replacingOccurrences(of: "formui-readme-app-", with: "formui-dev-loop-"))
    }

    static var package: URL { workDirectory.appendingPathComponent("Greeter") }
    static var sourceFile: URL { package.appendingPathComponent("Sources/Greeter/GreeterApp.swift") }

    /// Writes the package beside a link named `FormUI` to this checkout, its greeting "Hello".
    static func make() throws {
        let link = workDirectory.appendingPathComponent("FormUI")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != packageRoot.path {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: packageRoot)
        }
        try ReadmeApp.write(manifest, to: package.appendingPathComponent("Package.swift"))
        try ReadmeApp.write(source(greeting: "Hello"), to: sourceFile)
        if let resolved = try? String(contentsOf: packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8) {
            try ReadmeApp.write(resolved, to: package.appendingPathComponent("Package.resolved"))
        }
    }
}

/// `swift package dev` running in the app's package, its output in a log.
final class RunningLoop {
    let process = Process()
    let log: URL
    let port: Int

    init(port: Int) throws {
        self.port = port
        log = LoopApp.workDirectory.appendingPathComponent("loop.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.executableURL = try ReadmeApp.swiftExecutable()
        process.arguments = ["package", "--disable-sandbox", "dev", "--port", String(port)]
        process.currentDirectoryURL = LoopApp.package
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    var text: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// The log's last lines, for a failure's message. SwiftPM writes a plugin's output to a file only as its
    /// buffer fills or it ends (to a terminal, at once), so they may be few.
    var tail: String { text.split(separator: "\n", omittingEmptySubsequences: false).suffix(30).joined(separator: "\n") }

    /// Ctrl-C, as a developer ends it; then the app must be gone too.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        waitUntil(timeout: 30, every: 0.1) { !process.isRunning }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

@Suite("The dev loop: swift package dev in a developer's package", .serialized, requiresBrowser)
struct DevelopmentLoopBrowserTests {
    @Test("An edited source file is rebuilt and restarted; the open page reloads itself with the visitor's state")
    func editRebuildRestart() throws {
        try LoopApp.make()
        defer { try? ReadmeApp.write(LoopApp.source(greeting: "Hello"), to: LoopApp.sourceFile) }
        let port = try freeLoopbackPort()
        let loop = try RunningLoop(port: port)
        defer { loop.stop() }
        let client = HTTPTestClient(port: port)
        let base = "http://127.0.0.1:\(port)"

        // The first build compiles FormUI in the package; later ones only the app.
        let served = waitUntil(timeout: ReadmeApp.buildTimeout, every: 1) {
            loop.process.isRunning == false || (try? client.get("/").status) == 200
        }
        try #require(served && loop.process.isRunning, "the dev loop did not serve the app; its log ends:\n\(loop.tail)")

        let browser = try Browser(javaScript: true)
        defer { browser.quit() }
        try browser.open("/", on: base)
        #expect(try browser.source().contains("Hello, nobody!"))
        #expect(try browser.source().contains("/_formui/dev/reload.js?"), "the page carries the dev loop's script")
        let field = try browser.find("input[name=name]")
        try browser.clear(field)
        try browser.type("Ada", into: field)
        let before = try browser.revision()
        try browser.click(browser.find(".apply-bar button"))
        try browser.wait("the name applied") { try browser.revision() > before && browser.source().contains("Hello, Ada!") }
        let cookie = try #require(try browser.sessionCookie(), "the post started a session")
        _ = try browser.execute("window.formuiDevLoopTest = 'before the restart'; return null")

        try ReadmeApp.write(LoopApp.source(greeting: "Welcome"), to: LoopApp.sourceFile)
        // The page reloads itself: a new document (the mark is gone), the new text, the name kept.
        try browser.wait("the open page to reload with the new text", timeout: 600) {
            try browser.source().contains("Welcome, Ada!")
        }
        #expect(try browser.execute("return window.formuiDevLoopTest === undefined") as? Bool == true, "a reload, not a swap")

        // Without JavaScript: the same session, a GET.
        let page = try client.get("/", headers: [("Cookie", "formui_session=\(cookie)")])
        #expect(page.text.contains("Welcome, Ada!"), "the visitor's state outlived the restart")
        // Not served to anyone outside the loop's process: only on loopback, and only under the loop.
        #expect(try client.get("/_formui/dev/instance").status == 200)

        loop.stop()
        #expect(!loop.process.isRunning)
        let appGone = waitUntil(timeout: 30, every: 0.2) { (try? client.get("/healthz")) == nil }
        #expect(appGone, "the app ended with its loop; the loop's log ends:\n\(loop.tail)")
    }
}
