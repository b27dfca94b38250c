import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// README's "Your own page, in ten lines", made as a developer makes it: a package of its own whose
// Package.swift and main.swift are README's two blocks as written, depending on this checkout by path,
// built with `swift build` and run from an empty folder (no Public/, no Templates/). What it serves is
// what the library carries: FormUI's stylesheet, script and layout, with no folder copied beside it.
//
// The package lives in a folder of the temporary directory named after this checkout, and keeps its
// `.build` there between runs: its first build compiles FormUI and its dependencies (minutes), a later
// one only what changed. Dependencies resolve from SwiftPM's shared cache at the versions of this
// checkout's Package.resolved, without asking their remotes (`--skip-update`). The build is bounded by
// `ReadmeApp.buildTimeout` and fails, with the end of its log, past it.

/// README's app, built once per test run and shared by the tests below.
enum ReadmeApp {
    /// How long the app's build may take, its first one included, before the test fails.
    static let buildTimeout: TimeInterval = 40 * 60

    /// The built executable, or why there is none.
    static let built: Result<URL, Error> = Result { try build() }

    /// Where the package and its build live: one folder per checkout, kept between runs.
    static var workDirectory: URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in packageRoot.standardizedFileURL.path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("formui-readme-app-\(String(hash, radix: 16))")
    }

    /// README's blocks of the section "Your own page, in ten lines": the manifest and the main file.
    static func readmeBlocks() throws -> (manifest: String, main: String) {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let heading = "## Your own page, in ten lines\n"
        let start = try #require(readme.range(of: heading), "README.md has no section “Your own page, in ten lines”")
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [String] = []
        var remaining = section[...]
        while let open = remaining.range(of: "```swift\n") {
            let close = try #require(remaining[open.upperBound...].range(of: "\n```"), "an unclosed code block in README's section")
            blocks.append(String(remaining[open.upperBound..<close.lowerBound]) + "\n")
            remaining = remaining[close.upperBound...]
        }
        let manifest = try #require(blocks.first { $0.contains("import PackageDescription") }, "no Package.swift block in README's section")
        let main = try #require(blocks.first { $0.contains("import FormUIServer") && $0.contains("app.run()") }, "no main.swift block in README's section")
        return (manifest, main)
    }

    /// README's main file, listening on a port the system picks rather than 8080 (which another program
    /// may hold): its one `FormApp()` is given a configuration saying so, and nothing else changes.
    static func mainOnAnyPort(_ main: String) throws -> String {
        let call = "try FormApp()"
        let count = main.components(separatedBy: call).count - 1
        guard count == 1 else { throw ChildProcessFailure(description: "README's main.swift has \(count) `\(call)`, the test expects one:\n\(main)") }
        return main.replacingOccurrences(
            of: call, with: "try FormApp(FormAppConfiguration(server: HTTPServerConfiguration(host: \"127.0.0.1\", port: 0)))")
    }

    /// Writes `text` to `url` unless it holds it already (an unchanged file keeps the build incremental).
    static func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `swift`, from PATH (the toolchain `swift test` runs with).
    static func swiftExecutable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ChildProcessFailure(description: "no `swift` on PATH (\(path)) to build README's app with")
    }

    /// Runs `swift ARGUMENTS` in `directory` for at most `timeout` seconds; its output goes to `log`.
    static func swift(_ arguments: [String], in directory: URL, log: URL, timeout: TimeInterval) throws {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = try swiftExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let ended = waitUntil(timeout: timeout, every: 0.5) { !process.isRunning }
        if !ended {
            kill(process.processIdentifier, SIGINT)
            waitUntil(timeout: 30, every: 0.1) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
        guard ended else {
            throw ChildProcessFailure(description: "`swift \(arguments.joined(separator: " "))` in \(directory.path) took more than \(Int(timeout)) s; its log ends:\n\(tail)")
        }
        guard process.terminationStatus == 0 else {
            throw ChildProcessFailure(description: "`swift \(arguments.joined(separator: " "))` in \(directory.path) failed (\(process.terminationStatus)):\n\(tail)")
        }
    }

    /// Makes the package from README's blocks beside a link named `FormUI` to this checkout (the name is
    /// the package's identity, which `package: "FormUI"` names), builds it, and returns its executable.
    static func build() throws -> URL {
        let work = workDirectory
        let blocks = try readmeBlocks()
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let link = work.appendingPathComponent("FormUI")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != packageRoot.path {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: packageRoot)
        }
        let package = work.appendingPathComponent("IceCream")
        try write(blocks.manifest, to: package.appendingPathComponent("Package.swift"))
        try write(try mainOnAnyPort(blocks.main), to: package.appendingPathComponent("Sources/IceCream/main.swift"))
        // The versions this checkout builds with.
        if let resolved = try? String(contentsOf: packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8) {
            try write(resolved, to: package.appendingPathComponent("Package.resolved"))
        }
        let log = work.appendingPathComponent("build.log")
        try swift(["build", "--skip-update", "--product", "IceCream"], in: package, log: log, timeout: buildTimeout)
        try swift(["build", "--skip-update", "--show-bin-path"], in: package, log: work.appendingPathComponent("bin-path.log"), timeout: 120)
        let binPath = try String(contentsOf: work.appendingPathComponent("bin-path.log"), encoding: .utf8)
            .split(separator: "\n").last.map(String.init) ?? ""
        let executable = URL(fileURLWithPath: binPath).appendingPathComponent("IceCream")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ChildProcessFailure(description: "README's app built, but there is no executable at \(executable.path)")
        }
        return executable
    }

    /// Runs the built app from a new empty folder for the duration of `body`, which gets its port.
    static func serving<T>(_ body: (Int) throws -> T) throws -> T {
        let executable = try built.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formui-readme-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning {
                process.terminate()
                waitUntil(timeout: 20) { !process.isRunning }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        let log = LogCollector(errors.fileHandleForReading)
        var port: Int?
        let deadline = Date().addingTimeInterval(60)
        while port == nil && Date() < deadline && process.isRunning {
            port = log.waitForPort(timeout: 0.1)
        }
        guard let port else { throw ChildProcessFailure(description: "README's app did not start serving: \(log.text)") }
        return try body(port)
    }
}

@Suite("README's own app, built as a package that depends on FormUI", .serialized)
struct ReadmeAppTests {
    @Test("Run from a folder without Public/, it serves FormUI's stylesheet and script from the library, and takes README's curl post")
    func servesShippedAssets() throws {
        try ReadmeApp.serving { port in
            let client = HTTPTestClient(port: port)
            let page = try client.get("/")
            #expect(page.status == 200)
            #expect(page.text.contains("<link rel=\"stylesheet\" href=\"/formui.css\">"))
            #expect(page.text.contains("1 × Vanilla"))
            // No date or time control on the page: no line about time zones.
            #expect(!page.text.contains("Dates and times"))

            let css = try client.get("/formui.css")
            #expect(css.status == 200)
            // The content type a browser requires before it applies a stylesheet.
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.header("ETag") != nil)
            #expect(css.body == Array(try Data(contentsOf: packageRoot.appendingPathComponent("Public/formui.css"))))
            let script = try client.get("/formui.js")
            #expect(script.status == 200)
            #expect(script.body == Array(try Data(contentsOf: packageRoot.appendingPathComponent("Public/formui.js"))))
            let icon = try client.get("/icons/star.svg")
            #expect(icon.status == 200)

            // README: `curl -d flavor=Chocolate -d _action=scoops.increment http://127.0.0.1:8080/` works at once.
            let post = try client.post("/", form: [("flavor", "Chocolate"), ("_action", "scoops.increment")])
            #expect(post.status == 303)
        }
    }

    @Test("In Chromium the page is styled: the default submit button is hidden, the stepper's buttons show − and +", requiresBrowser)
    func styledInBrowser() throws {
        try ReadmeApp.serving { port in
            let browser = try Browser(javaScript: true)
            defer { browser.quit() }
            try browser.open("/", on: "http://127.0.0.1:\(port)")
            // What a person sees of an element: it takes up room on the screen and is what a click at its
            // middle reaches (a clipped element is not); of a button, the children that are seen.
            let script = """
                const seen = e => {
                    const r = e.getBoundingClientRect();
                    if (r.width <= 1 || r.height <= 1 || getComputedStyle(e).visibility === 'hidden') return false;
                    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                    return hit !== null && (hit === e || e.contains(hit));
                };
                const shown = b => Array.from(b.children).filter(seen).map(c => c.textContent).join('');
                return {
                    bodyDisplay: getComputedStyle(document.body).display,
                    defaultSubmitSeen: seen(document.querySelector('button.default-submit')),
                    decrease: shown(document.querySelector('button.stepper-decrement')),
                    increase: shown(document.querySelector('button.stepper-increment')),
                    footers: document.querySelectorAll('footer').length
                };
                """
            let facts = try #require(try browser.execute(script) as? [String: Any], "the page's layout could not be read")
            #expect(facts["bodyDisplay"] as? String == "flex", "formui.css is applied: \(facts)")
            #expect(facts["defaultSubmitSeen"] as? Bool == false, "\(facts)")
            #expect(facts["decrease"] as? String == "−", "\(facts)")
            #expect(facts["increase"] as? String == "+", "\(facts)")
            #expect(facts["footers"] as? Int == 0, "\(facts)")

            // The same page without its stylesheet (the browser refuses to fetch it) shows what the issue
            // saw, so the checks above are the stylesheet's doing.
            try browser.devTools("Network.enable")
            try browser.devTools("Network.setBlockedURLs", ["urls": ["*formui.css*"]])
            try browser.go(to: "http://127.0.0.1:\(port)/")
            _ = try browser.find("form.formui")
            let unstyled = try #require(try browser.execute(script) as? [String: Any], "the page's layout could not be read")
            #expect(unstyled["defaultSubmitSeen"] as? Bool == true, "\(unstyled)")
            #expect(unstyled["decrease"] as? String == "−Decrease Scoops: 1", "\(unstyled)")
        }
    }
}
