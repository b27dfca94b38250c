import Foundation
import Testing
@testable import FormUIServer
#if canImport(Glibc)
import Glibc
#endif

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
        port = try Self.freePort()
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

    /// Runs a PostgreSQL program (as `nobody` under root) and waits for it; throws with its output when it fails.
    ///
    /// Through `posix_spawn` and `waitpid`, not `Process`: the server `pg_ctl` starts inherits the
    /// descriptors of the command, and `Process` takes a command for running until they all close.
    private func run(_ arguments: String...) throws {
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
        guard spawned == 0 else { throw HTTPTestClient.Failure(description: "cannot start \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exited (low 7 bits 0) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw HTTPTestClient.Failure(description: "\(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
    }

    /// A port nothing listens on now (the system's choice for a socket bound to port 0).
    static func freePort() throws -> Int {
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
        guard bound else { throw HTTPTestClient.Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The gallery's counter pages: each press of “Sign In” counts one.
private func signIns(_ browser: TestBrowser, at path: String) throws -> Int? {
    let text = try browser.get(path).text
    guard let range = text.range(of: "signIn() ran ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
}

@Suite(
    "Sessions in PostgreSQL, shared by gallery processes",
    .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
)
struct PostgresSessionTests {
    @Test("Two instances on one database: a post on one is seen on the other; 300 overlapping posts lose nothing; kill -9 loses nothing acknowledged")
    func twoInstances() throws {
        let server = try PostgresServer()
        let galleries = [try GalleryProcess(sessions: server.url), try GalleryProcess(sessions: server.url)]
        let browser = TestBrowser(port: galleries[0].port)
        #expect(try browser.post("/secure-field/login", form: [("username", "shared")]).status == 303)
        let cookie = try #require(browser.cookie)
        let other = TestBrowser(port: galleries[1].port)
        other.cookie = cookie
        #expect(try other.value(of: "username", at: "/secure-field/login") == "shared")

        let presses = 150
        let pages = ["/button/text-label", "/button/label"]
        let ports = galleries.map(\.port)
        let failures = CapturedLog()
        @Sendable func press(tab: Int) {
            for press in 0..<presses {
                let client = HTTPTestClient(port: ports[(press + tab) % 2])
                do {
                    let response = try client.post(pages[tab], form: [("_action", "sign-in")], headers: [("Cookie", cookie)])
                    if response.status != 303 { failures.append("\(pages[tab]) #\(press): \(response.status) \(response.text.prefix(200))") }
                } catch {
                    failures.append("\(pages[tab]) #\(press): \(error)")
                }
            }
        }
        let done = DispatchGroup()
        for tab in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                press(tab: tab)
                done.leave()
            }
        }
        done.wait()
        #expect(failures.text.isEmpty, "\(failures.text)")
        for port in ports {
            let reader = TestBrowser(port: port)
            reader.cookie = cookie
            #expect(try signIns(reader, at: pages[0]) == presses)
            #expect(try signIns(reader, at: pages[1]) == presses)
        }

        // kill -9 of one instance right after its 303: the other has the change.
        #expect(try browser.post("/button/text-label", form: [("_action", "sign-in")]).status == 303)
        galleries[0].stop(with: SIGKILL)
        #expect(try signIns(other, at: pages[0]) == presses + 1)
        galleries[1].stop()
    }

    @Test("With the database stopped, posts answer 503 and nothing crashes; when it is back, the server heals by itself")
    func databaseDown() throws {
        let server = try PostgresServer()
        let gallery = try GalleryProcess(sessions: server.url)
        let browser = TestBrowser(port: gallery.port)
        #expect(try browser.post("/secure-field/login", form: [("username", "before")]).status == 303)
        #expect(try browser.get("/readyz").status == 200)

        try server.stop()
        let refused = try browser.post("/secure-field/login", form: [("username", "during")])
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "5")
        #expect(refused.text.contains("not saved"), "\(refused.text)")
        #expect(try browser.get("/secure-field/login").status == 200)
        #expect(try browser.value(of: "username", at: "/secure-field/login") == "before")
        #expect(try browser.get("/readyz").status == 503)
        #expect(try browser.get("/healthz").status == 200)
        #expect(gallery.process.isRunning)

        try server.start()
        #expect(try browser.get("/readyz").status == 200)
        #expect(try browser.post("/secure-field/login", form: [("username", "after")]).status == 303)
        #expect(try browser.value(of: "username", at: "/secure-field/login") == "after")
        gallery.stop()
        #expect(gallery.process.terminationStatus == 0, "\(gallery.log.text)")
    }
}
