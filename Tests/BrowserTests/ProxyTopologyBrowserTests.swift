import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// The topology of deploy/compose.yaml, as processes on loopback: a PostgreSQL server of the test's own,
// two `gallery` processes sharing their sessions in it, and nginx running deploy/nginx.conf in front of
// them, round-robin and without stickiness. A person with JavaScript off changes a picker, a switch and a
// stepper through nginx and reloads; then each instance is stopped in turn and the other one, alone,
// shows everything. Skipped, saying what is missing, without nginx, PostgreSQL or Chromium.
//
// No container engine runs deploy/compose.yaml here; ComposeFileTests reads it (PyYAML) and holds it to the
// topology this test runs, and runs the replicas' health check command against a real gallery.

/// nginx with the repository's deploy/nginx.conf, changed only where a container and this test differ.
final class NginxProcess {
    /// `NGINX_BINARY`, else Debian's `/usr/sbin/nginx` (package `nginx-light`).
    static let binary: String? = {
        if let explicit = ProcessInfo.processInfo.environment["NGINX_BINARY"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        return ["/usr/sbin/nginx", "/usr/bin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { binary != nil }

    static let missing = "NGINX TESTS SKIPPED: no nginx at /usr/sbin/nginx (or NGINX_BINARY). Install it with `apt-get install nginx-light` (Debian) and run the tests again."

    /// The file deploy/compose.yaml mounts at /etc/nginx/nginx.conf.
    static let deployed = packageRoot.appendingPathComponent("deploy/nginx.conf")

    let directory: URL
    let port: Int
    let configuration: String
    private let process = Process()
    let log: LogCollector

    /// Starts nginx in the foreground on a free loopback port, in front of the galleries on `upstreams`
    /// (`formui-1`, `formui-2`, … in deploy/nginx.conf), and waits (bounded) until it answers.
    init(upstreams: [Int]) throws {
        let binary = try #require(Self.binary, "\(Self.missing)")
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("formui-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = try freeLoopbackPort()
        configuration = try Self.configuration(
            String(contentsOf: Self.deployed, encoding: .utf8), directory: directory.path, port: port, upstreams: upstreams,
            modules: Self.buildOptions(binary))
        let file = directory.appendingPathComponent("nginx.conf")
        try Data(configuration.utf8).write(to: file)

        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["-p", directory.path + "/", "-c", file.path, "-g", "daemon off;"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        log = LogCollector(errors.fileHandleForReading)

        var healthy = false
        waitUntil(timeout: 20, every: 0.1) {
            healthy = (try? LoopbackHTTP.request(port: port, method: "GET", path: "/healthz", timeout: 5))?.status == 200
            return healthy || !process.isRunning
        }
        if healthy { return }
        let errorLog = (try? String(contentsOf: directory.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
        stop()
        throw ChildProcessFailure(description: "nginx did not answer on 127.0.0.1:\(port): \(log.text) \(errorLog)")
    }

    /// `nginx -V`: how this nginx was built (which modules it lacks).
    private static func buildOptions(_ binary: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["-V"]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// deploy/nginx.conf for this test: the replicas' addresses (`formui-N:8080` → `127.0.0.1:PORT`), the
    /// listen address, and the pid, log and temporary files in `directory`. Everything else is the file as
    /// it is; when its shape changes so that one of these is not found exactly, this throws, saying which.
    static func configuration(_ text: String, directory: String, port: Int, upstreams: [Int], modules: String) throws -> String {
        var replicas = 0
        var listens = 0
        var pids = 0
        var https = 0
        var lines: [String] = []
        for original in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(original)
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: \.isWhitespace)
            if words.first == "server", words.count >= 2, words[1].hasPrefix("formui-") {
                let name = words[1].prefix { $0 != ":" }
                guard words[1] == "\(name):8080", let number = Int(name.dropFirst("formui-".count)), (1...upstreams.count).contains(number) else {
                    throw ChildProcessFailure(description: "deploy/nginx.conf: an upstream server this test does not know: \(line)")
                }
                line = line.replacingOccurrences(of: "\(name):8080", with: "127.0.0.1:\(upstreams[number - 1])")
                replicas += 1
            } else if words == ["listen", "8080;"] {
                line = line.replacingOccurrences(of: "8080;", with: "127.0.0.1:\(port);")
                listens += 1
            } else if words.first == "pid" {
                line = "pid \(directory)/nginx.pid;"
                pids += 1
            }
            line = line.replacingOccurrences(of: "/var/log/nginx/", with: directory + "/")
            lines.append(line)
            if words == ["http", "{"] {
                https += 1
                // Where nginx buffers bodies: the test's directory, for the modules this nginx has.
                for kind in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
                where kind == "client_body" || !modules.contains("--without-http_\(kind)_module") {
                    lines.append("    \(kind)_temp_path \(directory)/\(kind)_temp;")
                }
            }
        }
        guard replicas == upstreams.count, listens == 1, pids == 1, https == 1 else {
            throw ChildProcessFailure(description: """
                deploy/nginx.conf is not shaped as this test expects: \(replicas) upstream servers formui-N:8080 \
                (\(upstreams.count) expected), \(listens) `listen 8080;` (1), \(pids) `pid` (1), \(https) `http {` (1)
                """)
        }
        let result = lines.joined(separator: "\n")
        let uncommented = result.split(separator: "\n").map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0] }.joined(separator: "\n")
        guard !uncommented.contains("/var/"), !uncommented.contains("/etc/") else {
            throw ChildProcessFailure(description: "deploy/nginx.conf names a path this test does not move into its directory:\n\(result)")
        }
        return result
    }

    /// The access log (deploy/nginx.conf's `upstream` format): one line per request, naming the replica.
    var accessLog: String { (try? String(contentsOf: directory.appendingPathComponent("access.log"), encoding: .utf8)) ?? "" }

    /// Stops nginx (SIGTERM: the master stops its workers) and waits, 10 s at most, then removes its files.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            waitUntil(timeout: 10) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { stop() }
}

extension GalleryProcess {
    /// How many requests the gallery logged as `METHOD PATH STATUS` (one line per request at `info`).
    func served(_ method: String, _ path: String, status: Int? = nil) -> Int {
        let prefix = status.map { "\(method) \(path) \($0) " } ?? "\(method) \(path) "
        return log.text.split(separator: "\n").filter { $0.contains(prefix) }.count
    }
}

/// Waits (bounded) for a condition on the galleries' logs, which arrive through pipes a moment after the
/// response.
private func eventually(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    waitUntil(timeout: timeout, every: 0.05, condition)
}

extension Browser {
    /// Whether the flavor picker of /picker/tags shows `flavor` selected.
    func flavorSelected(_ flavor: String) throws -> Bool {
        try isSelected(find(".picker-menu select option[value=\(flavor)]"))
    }

    /// Whether the “Vibrate on Silent” switch of /toggle/switch (off at first) is on.
    func switchOn() throws -> Bool {
        try isSelected(find("#field-vibrate-on-silent"))
    }

    /// The value the stepper of /stepper/range shows in its label (“Current: 5 in 1...50 stepping by 5”).
    func stepperValue() throws -> Int? {
        let label = try text(of: find(".stepper .control-label"))
        guard let range = label.range(of: "Current: ") else { return nil }
        return Int(label[range.upperBound...].prefix { $0.isNumber })
    }
}

@Suite(
    "Browser: nginx with deploy/nginx.conf, round-robin over two gallery processes on one PostgreSQL",
    .serialized,
    requiresBrowser,
    .enabled(if: NginxProcess.isAvailable, Comment(rawValue: NginxProcess.missing)),
    .enabled(if: PostgresServer.isAvailable, "PostgreSQL's server programs (Debian postgresql) are not installed: /usr/lib/postgresql/*/bin/initdb")
)
struct ProxyTopologyBrowserTests {
    @Test("JavaScript off: a picker with Apply, a switch and a stepper stick through reloads whichever instance answers, and either instance alone shows them all")
    func browserThroughNginx() throws {
        let database = try PostgresServer()
        let ports = [try freeLoopbackPort(), try freeLoopbackPort()]
        var first = try GalleryProcess(sessions: database.url, port: ports[0], files: true)
        let second = try GalleryProcess(sessions: database.url, port: ports[1], files: true)
        defer {
            first.stop()
            second.stop()
        }
        let nginx = try NginxProcess(upstreams: ports)
        defer { nginx.stop() }
        let base = "http://127.0.0.1:\(nginx.port)"

        // No stickiness: one client's requests are spread over both instances (nginx takes them in turn),
        // and every one is answered by exactly one.
        // A query of its own marks these requests: nginx's own readiness probes of /healthz may reach the
        // galleries' logs (through pipes) only after this starts.
        let probe = "/healthz?round-robin"
        for _ in 0..<10 {
            #expect(try LoopbackHTTP.request(port: nginx.port, method: "GET", path: probe).status == 200)
        }
        #expect(eventually { first.served("GET", probe) + second.served("GET", probe) == 10 }, "\(nginx.accessLog)")
        #expect(first.served("GET", probe) > 0, "nginx sent no request to the first instance: \(nginx.accessLog)")
        #expect(second.served("GET", probe) > 0, "nginx sent no request to the second instance: \(nginx.accessLog)")
        #expect(try LoopbackHTTP.request(port: nginx.port, method: "GET", path: "/readyz").status == 200)

        let browser = try Browser(javaScript: false)
        defer { browser.quit() }

        // 1. Both instances behind nginx. Each change is a post and a page; each reload is a request that
        // the other instance may answer.
        try browser.open("/picker/tags", on: base)
        #expect(try browser.flavorSelected("chocolate"))
        var before = try browser.revision()
        try browser.click(browser.find(".picker-menu select option[value=vanilla]"))
        try browser.commitChange(after: before)
        for _ in 0..<3 {
            try browser.reload()
            #expect(try browser.flavorSelected("vanilla"))
        }

        try browser.open("/toggle/switch", on: base)
        #expect(try !browser.switchOn())
        before = try browser.revision()
        try browser.click(browser.find("label[for=field-vibrate-on-silent]"))
        try browser.commitChange(after: before)
        for _ in 0..<3 {
            try browser.reload()
            #expect(try browser.switchOn())
        }

        try browser.open("/stepper/range", on: base)
        #expect(try browser.stepperValue() == 0)
        for _ in 0..<2 {
            before = try browser.revision()
            try browser.click(browser.find(".stepper .stepper-increment"))
            try browser.waitForNextPage(after: before)
        }
        for _ in 0..<3 {
            try browser.reload()
            #expect(try browser.stepperValue() == 10)
        }
        let posts = ["/picker/tags", "/toggle/switch", "/stepper/range"].map { path in
            eventually { first.served("POST", path, status: 303) + second.served("POST", path, status: 303) > 0 }
        }
        #expect(posts == [true, true, true], "every change was a post answered 303 by an instance: \(nginx.accessLog)")

        // 2. The first instance stops (as in a rolling deploy): nginx skips it, and the second shows all
        // the changes, whichever instance took them, and takes a new one.
        first.stop()
        #expect(!first.process.isRunning)
        try browser.open("/picker/tags", on: base)
        #expect(try browser.flavorSelected("vanilla"))
        try browser.open("/toggle/switch", on: base)
        #expect(try browser.switchOn())
        try browser.open("/stepper/range", on: base)
        #expect(try browser.stepperValue() == 10)
        let secondPosts = second.served("POST", "/stepper/range", status: 303)
        before = try browser.revision()
        try browser.click(browser.find(".stepper .stepper-increment"))
        try browser.waitForNextPage(after: before)
        #expect(try browser.stepperValue() == 15)
        #expect(eventually { second.served("POST", "/stepper/range", status: 303) == secondPosts + 1 }, "the post went to the second instance")

        // 3. The first comes back on its port; once nginx sends it requests again, the second stops, and
        // the first, alone, shows the change the second took.
        first = try GalleryProcess(sessions: database.url, port: ports[0], files: true)
        #expect(eventually(timeout: 30) {
            _ = try? LoopbackHTTP.request(port: nginx.port, method: "GET", path: "/healthz")
            return first.served("GET", "/healthz") > 0
        }, "nginx did not send requests to the restarted instance: \(nginx.accessLog)")
        second.stop()
        #expect(!second.process.isRunning)
        try browser.open("/stepper/range", on: base)
        #expect(try browser.stepperValue() == 15)
        try browser.open("/toggle/switch", on: base)
        #expect(try browser.switchOn())
        try browser.open("/picker/tags", on: base)
        #expect(try browser.flavorSelected("vanilla"))
        before = try browser.revision()
        try browser.click(browser.find(".picker-menu select option[value=strawberry]"))
        try browser.commitChange(after: before)
        try browser.reload()
        #expect(try browser.flavorSelected("strawberry"))
        #expect(eventually { first.served("POST", "/picker/tags", status: 303) == 1 }, "the post went to the restarted instance")
        #expect(eventually { first.served("GET", "/picker/tags", status: 200) >= 2 })
    }
}

/// deploy/compose.yaml as data: read by PyYAML (Debian `python3-yaml`), handed over as JSON.
enum ComposeFile {
    static let url = packageRoot.appendingPathComponent("deploy/compose.yaml")

    static let missing = "COMPOSE FILE CHECK SKIPPED: python3 with PyYAML is not installed. Install it with `apt-get install python3-yaml` (Debian) and run the tests again."

    static let isReadable: Bool = (try? run(["/usr/bin/env", "python3", "-c", "import yaml"]).status) == 0

    /// The file, parsed.
    static func read() throws -> [String: Any] {
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout)"
        let (status, output) = try run(["/usr/bin/env", "python3", "-c", script, url.path])
        guard status == 0, let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw ChildProcessFailure(description: "deploy/compose.yaml does not parse as YAML: \(output)")
        }
        return object
    }

    /// Runs a command to its end (10 s at most) and returns its status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let collected = LogCollector(output.fileHandleForReading)
        waitUntil(timeout: 10) { !process.isRunning }
        if process.isRunning {
            process.terminate()
            throw ChildProcessFailure(description: "\(arguments.joined(separator: " ")) ran for more than 10 s")
        }
        // The last of the output may still be in the pipe.
        waitUntil(timeout: 5) { collected.isFinished }
        return (process.terminationStatus, collected.text)
    }
}

@Suite("deploy/compose.yaml: the topology the browser test runs", .enabled(if: ComposeFile.isReadable, Comment(rawValue: ComposeFile.missing)))
struct ComposeFileTests {
    @Test("PostgreSQL with a volume and a health check; two replicas of the image on it, healthy by /readyz; nginx with deploy/nginx.conf in front of exactly those")
    func shape() throws {
        let compose = try ComposeFile.read()
        let services = try #require(compose["services"] as? [String: Any])
        #expect(Set(services.keys) == ["postgres", "formui-1", "formui-2", "nginx"])

        let postgres = try #require(services["postgres"] as? [String: Any])
        #expect((postgres["image"] as? String)?.hasPrefix("postgres:") == true)
        #expect((postgres["volumes"] as? [String])?.contains { $0.hasSuffix(":/var/lib/postgresql/data") } == true)
        let postgresCheck = (postgres["healthcheck"] as? [String: Any])?["test"] as? [String] ?? []
        #expect(postgresCheck.contains("pg_isready"), "\(postgresCheck)")
        let database = postgres["environment"] as? [String: String] ?? [:]

        let nginxConfiguration = try String(contentsOf: NginxProcess.deployed, encoding: .utf8)
        let upstreams = nginxConfiguration.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.first == "server" && words.count > 1 && words[1] != "{" ? String(words[1]) : nil
        }
        var replicaAddresses: [String] = []
        for name in ["formui-1", "formui-2"] {
            let replica = try #require(services[name] as? [String: Any], "\(name)")
            #expect((replica["build"] as? [String: Any])?["context"] as? String == "..", "\(name) is built from the repository's Dockerfile")
            let sessions = (replica["environment"] as? [String: String])?["FORMUI_SESSIONS"] ?? ""
            #expect(sessions.hasPrefix("postgresql://\(database["POSTGRES_USER"] ?? "?"):"), "\(name): \(sessions)")
            #expect(sessions.contains("@postgres:5432/\(database["POSTGRES_DB"] ?? "?")"), "\(name): \(sessions)")
            let dependency = (replica["depends_on"] as? [String: Any])?["postgres"] as? [String: Any]
            #expect(dependency?["condition"] as? String == "service_healthy", "\(name) waits for PostgreSQL to be healthy")
            let command = replica["command"] as? [String] ?? []
            #expect(command.starts(with: ["--host", "0.0.0.0", "--port", "8080"]), "\(name): \(command)")
            #expect(command.contains("--allowed-hosts"), "\(name): \(command)")
            #expect(command.contains("--trusted-proxies"), "\(name) counts visitors, not nginx, for the rate limits: \(command)")
            let check = (replica["healthcheck"] as? [String: Any])?["test"] as? [String] ?? []
            #expect(check.count == 4 && check.last?.contains("GET /readyz") == true, "\(name): \(check)")
            replicaAddresses.append("\(name):8080")
        }
        #expect(upstreams == replicaAddresses, "deploy/nginx.conf's upstream servers: \(upstreams)")

        let nginx = try #require(services["nginx"] as? [String: Any])
        #expect((nginx["image"] as? String)?.hasPrefix("nginx:") == true)
        #expect((nginx["volumes"] as? [String])?.contains("./nginx.conf:/etc/nginx/nginx.conf:ro") == true)
        #expect((nginx["ports"] as? [String]) == ["8080:8080"])
        #expect(nginxConfiguration.contains("listen 8080;"))
        for name in ["formui-1", "formui-2"] {
            let dependency = (nginx["depends_on"] as? [String: Any])?[name] as? [String: Any]
            #expect(dependency?["condition"] as? String == "service_healthy", "nginx waits for \(name) to be ready")
        }
        #expect((compose["volumes"] as? [String: Any])?.keys.contains("postgres-data") == true)
    }

    @Test("The replicas' health check passes on a gallery that is ready and fails where none answers")
    func replicaHealthCheck() throws {
        let compose = try ComposeFile.read()
        let replica = try #require((compose["services"] as? [String: Any])?["formui-1"] as? [String: Any])
        let check = try #require((replica["healthcheck"] as? [String: Any])?["test"] as? [String])
        try #require(check.count == 4 && check[0] == "CMD" && check[1] == "bash" && check[2] == "-c", "\(check)")
        let script = check[3]
        let address = "/dev/tcp/127.0.0.1/8080"
        try #require(script.contains(address), "the check connects to \(address): \(script)")

        let gallery = try GalleryProcess(sessions: "memory")
        defer { gallery.stop() }
        let ready = try ComposeFile.run(["/bin/bash", "-c", script.replacingOccurrences(of: address, with: "/dev/tcp/127.0.0.1/\(gallery.port)")])
        #expect(ready.status == 0, "\(ready.output)")
        #expect(eventually { gallery.served("GET", "/readyz", status: 200) == 1 }, "\(gallery.log.text)")

        let nobody = try freeLoopbackPort()
        let absent = try ComposeFile.run(["/bin/bash", "-c", script.replacingOccurrences(of: address, with: "/dev/tcp/127.0.0.1/\(nobody)")])
        #expect(absent.status != 0)
    }
}

