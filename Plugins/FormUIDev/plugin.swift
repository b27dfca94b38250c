import Foundation
import PackagePlugin

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The dev loop: `swift package --disable-sandbox dev [--product NAME] [--port N] [app options]`.
///
/// Builds the package's app (its one executable product, or `--product`), runs it on loopback with its
/// sessions and SwiftData rows in SQLite files of the plugin's work folder, and when a source file of the
/// package's own targets, or a file of its `Public/` or `Templates/`, changes: builds again and, once the build
/// succeeds, stops the app (SIGTERM) and starts the new one. Visitors keep their state across the
/// restart, and with JavaScript on their open pages reload by themselves once the new process answers.
/// A failed build leaves the running app as it is and prints the compiler's errors. Ctrl-C ends it all.
@main
struct FormUIDevelopmentLoop: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let productName = extractor.extractOption(named: "product").last
        let port = extractor.extractOption(named: "port").last ?? "8080"
        let appArguments = extractor.remainingArguments
        guard Int(port).map({ (0...65535).contains($0) }) == true else {
            throw LoopError("--port takes a number from 0 to 65535, not “\(port)”")
        }
        if appArguments.contains(where: { $0 == "--host" || $0.hasPrefix("--host=") }) {
            throw LoopError("the dev loop serves on loopback only (127.0.0.1): leave out --host")
        }
        let product = try Self.product(named: productName, in: context.package)
        let folder = context.pluginWorkDirectoryURL.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let watched = Watched(package: context.package)

        say("\(product.name) at http://127.0.0.1:\(port)/, state kept in \(folder.path)")
        say("rebuilds and restarts when a file of \(context.package.directoryURL.path) changes; Ctrl-C stops it")
        let app = RunningApp()
        Self.stopOnSignals(app)
        var stamp = watched.stamp()
        while true {
            say("building \(product.name)…")
            let result = try packageManager.build(.product(product.name), parameters: .init(configuration: .debug, logging: .concise))
            if result.succeeded, let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) {
                app.stop()
                var environment = ProcessInfo.processInfo.environment
                environment["FORMUI_DEV_LOOP"] = folder.path
                environment["FORMUI_DEV_LOOP_PORT"] = port
                try app.start(executable.url, arguments: appArguments, environment: environment, in: context.package.directoryURL)
                say("\(product.name) started")
            } else {
                FileHandle.standardError.write(Data((result.logText + "\n").utf8))
                say("the build failed; \(app.isRunning ? "the last good build keeps running" : "nothing is served"). Waiting for a change…")
            }
            // Waits for a change; a change made while the build ran is seen at once.
            while true {
                let now = watched.stamp()
                if now != stamp {
                    stamp = now
                    break
                }
                if app.endedByItself {
                    say("\(product.name) ended (status \(app.status)); waiting for a change…")
                }
                try await Task.sleep(nanoseconds: 400_000_000)
            }
        }
    }

    /// The executable product to run: the one named, or the package's only one.
    static func product(named name: String?, in package: Package) throws -> ExecutableProduct {
        let products = package.products(ofType: ExecutableProduct.self)
        if let name {
            guard let product = products.first(where: { $0.name == name }) else {
                throw LoopError("no executable product named “\(name)”; the package has: \(products.map(\.name).joined(separator: ", "))")
            }
            return product
        }
        guard products.count == 1, let product = products.first else {
            throw LoopError(products.isEmpty
                ? "the package has no executable product to run"
                : "the package has several executable products (\(products.map(\.name).joined(separator: ", "))): say which with --product")
        }
        return product
    }

    /// Ctrl-C (SIGINT) or SIGTERM stops the app, then the loop.
    static func stopOnSignals(_ app: RunningApp) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                app.stop()
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    nonisolated(unsafe) static var signalSources: [any DispatchSourceSignal] = []
}

/// What the loop watches: the package's manifest, every file in the folders of its own targets' files (a
/// file added there is a change too), and its `Public/` and `Templates/` folders, by path, size and modification time.
struct Watched {
    let files: [URL]
    let folders: [URL]

    init(package: Package) {
        files = [package.directoryURL.appendingPathComponent("Package.swift")]
        // The folders the targets' files are in (a target's own folder needs tools 6.1 to be asked).
        let sourceFolders = Set(package.targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map { $0.url.deletingLastPathComponent().standardizedFileURL.path } })
        folders = sourceFolders.sorted().map { URL(fileURLWithPath: $0) }
            + ["Public", "Templates"].map { package.directoryURL.appendingPathComponent($0) }
    }

    /// A fingerprint of the watched files: it changes when one is changed, added or removed.
    func stamp() -> [String] {
        var paths = files.map(\.path)
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = enumerator.nextObject() as? String { paths.append(folder.path + "/" + relative) }
        }
        return paths.sorted().map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(path) \(size) \(modified)"
        }
    }
}

/// The app the loop runs: at most one process at a time.
final class RunningApp: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?
    private var stopping = false
    private var reportedEnd = false

    var isRunning: Bool { lock.withLock { process?.isRunning ?? false } }
    var status: Int32 { lock.withLock { process?.terminationStatus ?? 0 } }

    /// Whether the app ended without the loop stopping it (a crash, a port in use): true once per start.
    var endedByItself: Bool {
        lock.withLock {
            guard let process, !process.isRunning, !stopping, !reportedEnd else { return false }
            reportedEnd = true
            return true
        }
    }

    func start(_ executable: URL, arguments: [String], environment: [String: String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        try process.run()
        lock.withLock {
            self.process = process
            stopping = false
            reportedEnd = false
        }
    }

    /// Sends SIGTERM and waits for the app to finish what is in flight and end (SIGKILL after 20 s).
    func stop() {
        guard let process = lock.withLock({ () -> Process? in
            stopping = true
            return self.process
        }), process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// A line of the loop's own, written at once (its output is a pipe to SwiftPM, which `print` would buffer).
func say(_ line: String) {
    FileHandle.standardError.write(Data(("FormUI dev loop: " + line + "\n").utf8))
}

struct LoopError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
