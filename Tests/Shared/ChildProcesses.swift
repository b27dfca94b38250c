import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// Programs the tests run as child processes, shared by FormUIServerTests and BrowserTests (each target
// holds a symbolic link to this file): the built `gallery`, a PostgreSQL server of the test's own, and the
// reading of a child's standard error.

/// Why a child process could not be started or did not do what it was started for.
struct ChildProcessFailure: Error, CustomStringConvertible {
    var description: String
}

/// The checkout this file belongs to (`Tests/<target>/ChildProcesses.swift` → the package root).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The gallery executable, built next to the test runner (whatever the scratch path); else the default place.
func galleryExecutable() throws -> URL {
    let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
    let candidates = [
        runner.deletingLastPathComponent().appendingPathComponent("gallery"),
        runner.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("gallery"),
        packageRoot.appendingPathComponent(".build/debug/gallery"),
    ]
    return try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
        "no gallery executable at \(candidates.map(\.path)); swift build --build-tests builds it"
    )
}

/// A port nothing listens on now (the system's choice for a loopback socket bound to port 0).
func freeLoopbackPort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
    }
    guard bound else { throw ChildProcessFailure(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Reads a child's standard error as it comes.
final class LogCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    private var ended = false

    init(_ handle: FileHandle) {
        handle.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                self?.lock.withLock { self?.ended = true }
                return
            }
            self?.lock.withLock { self?.data.append(chunk) }
        }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    /// Whether the pipe has reached its end (the writer closed it): all the text is in.
    var isFinished: Bool { lock.withLock { ended } }

    func waitForPort(timeout: TimeInterval) -> Int? {
        waitFor(timeout: timeout, every: 0.05) {
            for line in text.split(separator: "\n") where line.contains("Serving") {
                if let range = line.range(of: "http://127.0.0.1:") {
                    let digits = line[range.upperBound...].prefix(while: \.isNumber)
                    if let port = Int(digits) { return port }
                }
            }
            return nil
        }
    }
}

/// The built `gallery` executable, run as a child process with its sessions in a database.
final class GalleryProcess {
    let process = Process()
    let log: LogCollector
    let port: Int

    /// - Parameters:
    ///   - sessions: the `--sessions` setting (`sqlite:PATH`, `postgres://…`).
    ///   - port: the port to listen on; 0 picks a free one.
    ///   - files: serve this checkout's `Public/` and `Templates/` (what a browser sees); else neither.
    ///   - unlimited: no rate limits, for a test that is one client posting as fast as it can (the
    ///     limits are not what it checks); else the gallery's defaults.
    ///   - data: the `--data` setting (`sqlite:PATH`), when not the default.
    ///   - arguments: more options, as the command line gives them.
    init(sessions: String, port requested: Int = 0, files: Bool = false, unlimited: Bool = false, data: String? = nil, arguments: [String] = []) throws {
        process.executableURL = try galleryExecutable()
        let publicDirectory = files ? packageRoot.appendingPathComponent("Public").path : "/nonexistent"
        let templates = files ? packageRoot.appendingPathComponent("Templates").path : "/nonexistent"
        process.arguments = ["--port", "\(requested)", "--templates", templates, "--public", publicDirectory, "--sessions", sessions]
            + (unlimited ? ["--new-sessions-per-minute", "off", "--posts-per-second", "off"] : [])
            + (data.map { ["--data", $0] } ?? []) + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        log = LogCollector(errors.fileHandleForReading)
        // The port is in the log line "Serving N pages at http://127.0.0.1:PORT/"; a gallery that stops
        // at startup ends the wait at once.
        var found: Int?
        let deadline = Date().addingTimeInterval(30)
        while found == nil && Date() < deadline {
            found = log.waitForPort(timeout: 0.1)
            if found == nil && !process.isRunning { break }
        }
        guard let port = found else {
            if process.isRunning { process.terminate() }
            throw ChildProcessFailure(description: "the gallery did not start: \(log.text)")
        }
        self.port = port
    }

    /// Sends `signal` and waits (20 s at most) for the process to end.
    func stop(with signal: Int32 = SIGTERM) {
        kill(process.processIdentifier, signal)
        waitUntil(timeout: 20) { !process.isRunning }
    }

    deinit {
        if process.isRunning { stop(with: SIGKILL) }
    }
}

/// A PostgreSQL server of the test's own: `initdb` in a temporary directory and `pg_ctl` to start and stop
/// it, on a free loopback port, trusting local connections. PostgreSQL refuses to run as root, so under
/// root (CI) the data belong to `nobody` and the commands run through `runuser`.
final class PostgresServer {
    /// Where Debian's `postgresql` package puts the server's programs (the newest version found).
    static let binaries: String? = {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted()
        for version in versions.reversed() {
            let bin = "\(root)/\(version)/bin"
            if FileManager.default.isExecutableFile(atPath: bin + "/initdb") && FileManager.default.isExecutableFile(atPath: bin + "/pg_ctl") { return bin }
        }
        return nil
    }()

    static var isAvailable: Bool { binaries != nil && (getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")) }

    let directory: URL
    let port: Int
    private let bin: String

    init() throws {
        bin = try #require(Self.binaries, "no PostgreSQL server programs in /usr/lib/postgresql/*/bin")
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("formui-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if getuid() == 0 {
            try FileManager.default.setAttributes([.ownerAccountID: 65534, .posixPermissions: 0o700], ofItemAtPath: directory.path)
        }
        port = try freeLoopbackPort()
        try run(bin + "/initdb", "-D", dataDirectory, "--auth=trust", "-U", "formui", "--no-sync", "--encoding=UTF8")
        try start()
    }

    private var dataDirectory: String { directory.appendingPathComponent("data").path }

    var url: String { "postgresql://formui@127.0.0.1:\(port)/postgres?connect_timeout=5" }

    func start() throws {
        try run(
            bin + "/pg_ctl", "-D", dataDirectory, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "60",
            "-o", "-p \(port) -k \(directory.path) -c listen_addresses=127.0.0.1", "start"
        )
    }

    func stop() throws {
        try run(bin + "/pg_ctl", "-D", dataDirectory, "-m", "fast", "-w", "-t", "60", "stop")
    }

    deinit {
        try? stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `sql` in the database with `psql`; what it printed, unaligned, without headers, trimmed.
    @discardableResult
    func psql(_ sql: String) throws -> String {
        try run(bin + "/psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", "\(port)", "-U", "formui", "-d", "postgres", "-c", sql)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a PostgreSQL program (as `nobody` under root) and waits for it; throws with its output when it
    /// fails, and returns it when not.
    ///
    /// Through `posix_spawn` and `waitpid`, not `Process`: the server `pg_ctl` starts inherits the
    /// descriptors of the command, and `Process` takes a command for running until they all close.
    @discardableResult
    private func run(_ arguments: String...) throws -> String {
        let command = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "nobody", "--"] + arguments : arguments
        let outputPath = directory.appendingPathComponent("command.log").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw ChildProcessFailure(description: "cannot start \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exited (low 7 bits 0) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw ChildProcessFailure(description: "\(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
        return text
    }
}
