import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A minimal W3C WebDriver client, written for these tests: it starts `chromedriver` on a loopback port,
// opens one headless Chromium session, and speaks the WebDriver JSON protocol over plain sockets. Every
// request has a receive timeout and every wait is bounded, so that no test can hang; `quit()` ends the
// session and the chromedriver process whatever happened. Every page a test opens is held to its
// Content-Security-Policy: `quit()` records an issue for each violation Chromium reported in its console
// and the test did not read itself.

/// Where the browser and its driver are, or why the browser tests cannot run.
enum BrowserInstallation {
    /// `CHROMIUM_BINARY` / `CHROMEDRIVER_BINARY` name them explicitly; else they are looked up on PATH.
    static let chromium = find(["chromium", "chromium-browser", "google-chrome"], override: "CHROMIUM_BINARY")
    static let chromedriver = find(["chromedriver"], override: "CHROMEDRIVER_BINARY")

    static var isAvailable: Bool { chromium != nil && chromedriver != nil }

    /// What is missing and how to install it: the comment of every skipped browser test.
    static var missing: String {
        var names: [String] = []
        if chromium == nil { names.append("chromium") }
        if chromedriver == nil { names.append("chromedriver") }
        return "BROWSER TESTS SKIPPED: \(names.joined(separator: " and ")) not found (PATH, or CHROMIUM_BINARY / CHROMEDRIVER_BINARY). "
            + "Install them with `apt-get install chromium chromium-driver` (Debian) and run the tests again."
    }

    private static func find(_ names: [String], override variable: String) -> String? {
        if let explicit = ProcessInfo.processInfo.environment[variable], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/lib/chromium"]
        for name in names {
            for directory in directories {
                let candidate = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}

struct WebDriverError: Error, CustomStringConvertible {
    var description: String
}

/// One HTTP/1.1 exchange over a loopback socket, `Connection: close`, read to the end.
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static func request(port: Int, method: String, path: String, body: [UInt8]? = nil, timeout: Int = 30) throws -> Response {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw WebDriverError(description: "socket() failed: errno \(errno)") }
        defer { close(fd) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw WebDriverError(description: "connect to 127.0.0.1:\(port) failed: errno \(errno)") }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nAccept: application/json\r\n"
        if let body {
            head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        var outgoing = Array(head.utf8) + (body ?? [])
        var sent = 0
        while sent < outgoing.count {
            let count = outgoing.withUnsafeMutableBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw WebDriverError(description: "send to 127.0.0.1:\(port) failed: errno \(errno)") }
            sent += count
        }
        outgoing.removeAll()

        // Read the head, then the body by its Content-Length (chromedriver keeps the connection open), or
        // to the end of the stream when there is none.
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let expected = expectedLength(received), received.count >= expected { break }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else {
                throw WebDriverError(description: "no answer from 127.0.0.1:\(port)\(path) within \(timeout) s (errno \(errno))")
            }
            received += buffer[0..<count]
        }
        return try parse(received)
    }


    private static func headLength(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The whole response's length once its head is in and says it (Content-Length); nil otherwise.
    private static func expectedLength(_ bytes: [UInt8]) -> Int? {
        guard let end = headLength(bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        for line in head.components(separatedBy: "\r\n") where line.hasPrefix("content-length:") {
            if let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
                return end + 4 + length
            }
        }
        return nil
    }

    private static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let end = headLength(bytes) else {
            throw WebDriverError(description: "malformed HTTP response: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw WebDriverError(description: "malformed status line: \(lines[0])")
        }
        var body = Array(bytes[(end + 4)...])
        let chunked = lines.dropFirst().contains { $0.lowercased().hasPrefix("transfer-encoding:") && $0.lowercased().contains("chunked") }
        if chunked { body = try dechunk(body) }
        return Response(status: status, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstIndex(of: 13) else { break }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";")[0]
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw WebDriverError(description: "malformed chunk size \(sizeText)")
            }
            if size == 0 { break }
            let start = lineEnd + 2
            guard start + size <= bytes.count else { throw WebDriverError(description: "truncated chunk") }
            result += bytes[start..<start + size]
            index = start + size + 2
        }
        return result
    }
}

/// A browser element, by its WebDriver reference.
struct Element {
    let id: String
    let selector: String
}

/// A headless Chromium driven over WebDriver, with JavaScript on or off.
final class Browser {
    let javaScript: Bool
    private let driver: Process
    private let driverPort: Int
    private var sessionID: String?
    private let userDataDirectory: String

    /// Bounded waits: no condition is waited on for longer than this.
    static let timeout: TimeInterval = 10

    /// Starts chromedriver and opens a session. Throws (after cleaning up) if either fails.
    init(javaScript: Bool) throws {
        guard let chromium = BrowserInstallation.chromium, let chromedriver = BrowserInstallation.chromedriver else {
            throw WebDriverError(description: BrowserInstallation.missing)
        }
        self.javaScript = javaScript
        driverPort = try Self.freePort()
        userDataDirectory = NSTemporaryDirectory() + "formui-browser-\(UUID().uuidString)"

        driver = Process()
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(driverPort)", "--allowed-ips=127.0.0.1"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()

        do {
            try waitForDriver()
            try openSession(chromium: chromium)
        } catch {
            quit()
            throw error
        }
    }

    deinit { quit() }

    /// Ends the session and the chromedriver process (idempotent; never throws), after recording an
    /// issue for each Content-Security-Policy violation left in the console.
    func quit() {
        if sessionID != nil, let violations = try? securityPolicyViolations() {
            for violation in violations { Issue.record("Chromium reported a Content-Security-Policy violation: \(violation)") }
        }
        if let sessionID {
            _ = try? LoopbackHTTP.request(port: driverPort, method: "DELETE", path: "/session/\(sessionID)", timeout: 10)
            self.sessionID = nil
        }
        if driver.isRunning {
            driver.terminate()
            waitUntil(timeout: 5, every: 0.05) { !driver.isRunning }
            if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: userDataDirectory)
    }

    private static func freePort() throws -> Int {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                guard bind(fd, pointer, length) == 0 else { return -1 }
                return getsockname(fd, pointer, &length)
            }
        }
        guard bound == 0 else { throw WebDriverError(description: "no free loopback port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private func waitForDriver() throws {
        let ready = try waitUntil(timeout: Self.timeout, every: 0.1) {
            if !driver.isRunning { throw WebDriverError(description: "chromedriver exited with status \(driver.terminationStatus)") }
            let status = try? LoopbackHTTP.request(port: driverPort, method: "GET", path: "/status", timeout: 2)
            return status?.status == 200 && status?.text.contains("\"ready\":true") == true
        }
        if ready { return }
        throw WebDriverError(description: "chromedriver did not become ready on port \(driverPort) within \(Int(Self.timeout)) s")
    }

    private func openSession(chromium: String) throws {
        var prefs: [String: Any] = ["intl.accept_languages": "en-US"]
        if !javaScript {
            // JavaScript off for the pages, as a person who turned it off would have it.
            prefs["profile.managed_default_content_settings.javascript"] = 2
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "pageLoadStrategy": "normal",
                    "timeouts": ["pageLoad": 20_000, "script": 10_000, "implicit": 0],
                    // The console, where Chromium reports what a page's policy refused.
                    "goog:loggingPrefs": ["browser": "ALL"],
                    "goog:chromeOptions": [
                        "binary": chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=1000,1400", "--lang=en-US", "--no-first-run", "--no-default-browser-check",
                            "--disable-extensions", "--user-data-dir=\(userDataDirectory)",
                        ],
                        "prefs": prefs,
                    ] as [String: Any],
                ] as [String: Any],
            ],
        ]
        let value = try command("POST", "/session", capabilities, session: false, timeout: 60)
        guard let object = value as? [String: Any], let id = object["sessionId"] as? String else {
            throw WebDriverError(description: "new session: no sessionId in \(value ?? "nil")")
        }
        sessionID = id
    }

    // MARK: Protocol

    /// Sends one command and returns its `value`; a WebDriver error becomes a thrown error.
    @discardableResult
    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil, session: Bool = true, timeout: Int = 30) throws -> Any? {
        var fullPath = path
        if session {
            guard let sessionID else { throw WebDriverError(description: "no session") }
            fullPath = "/session/\(sessionID)\(path)"
        }
        let bytes = try body.map { Array(try JSONSerialization.data(withJSONObject: $0)) }
        let response = try LoopbackHTTP.request(port: driverPort, method: method, path: fullPath, body: bytes ?? (method == "POST" ? Array("{}".utf8) : nil), timeout: timeout)
        let json = try? JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"]
        if response.status != 200 {
            let error = (value as? [String: Any])?["error"] as? String ?? "HTTP \(response.status)"
            let message = ((value as? [String: Any])?["message"] as? String ?? response.text).prefix(600)
            throw WebDriverError(description: "\(method) \(path): \(error): \(message)")
        }
        return value is NSNull ? nil : value
    }

    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    private func element(from value: Any?, selector: String) throws -> Element {
        guard let object = value as? [String: Any], let id = object[Self.elementKey] as? String else {
            throw WebDriverError(description: "no element reference for \(selector)")
        }
        return Element(id: id, selector: selector)
    }

    /// The Content-Security-Policy violations Chromium reported in the console since the last call (the
    /// log is emptied by reading it).
    func securityPolicyViolations() throws -> [String] {
        let entries = try command("POST", "/se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.compactMap { $0["message"] as? String }.filter { $0.contains("Content Security Policy") }
    }

    // MARK: Navigation

    func go(to url: String) throws { try command("POST", "/url", ["url": url]) }
    func refresh() throws { try command("POST", "/refresh") }
    func currentURL() throws -> String { try command("GET", "/url") as? String ?? "" }
    func title() throws -> String { try command("GET", "/title") as? String ?? "" }
    func source() throws -> String { try command("GET", "/source") as? String ?? "" }

    // MARK: Elements

    /// The first element matching `selector`, waited for (bounded).
    func find(_ selector: String) throws -> Element {
        var lastError: Error?
        let found = waitFor(timeout: Self.timeout, every: 0.1) { () -> Element? in
            do {
                return try element(from: command("POST", "/element", ["using": "css selector", "value": selector]), selector: selector)
            } catch {
                lastError = error
                return nil
            }
        }
        if let found { return found }
        throw WebDriverError(description: "no element \(selector) within \(Int(Self.timeout)) s: \(lastError.map { "\($0)" } ?? "")")
    }

    /// Every element matching `selector` now (no wait).
    func findAll(_ selector: String) throws -> [Element] {
        let value = try command("POST", "/elements", ["using": "css selector", "value": selector])
        return try (value as? [Any] ?? []).map { try element(from: $0, selector: selector) }
    }

    func click(_ element: Element) throws { try command("POST", "/element/\(element.id)/click") }
    func clear(_ element: Element) throws { try command("POST", "/element/\(element.id)/clear") }
    func type(_ text: String, into element: Element) throws {
        try command("POST", "/element/\(element.id)/value", ["text": text])
    }

    func attribute(_ name: String, of element: Element) throws -> String? {
        try command("GET", "/element/\(element.id)/attribute/\(name)") as? String
    }

    func property(_ name: String, of element: Element) throws -> Any? {
        try command("GET", "/element/\(element.id)/property/\(name)")
    }

    func text(of element: Element) throws -> String { try command("GET", "/element/\(element.id)/text") as? String ?? "" }
    func isSelected(_ element: Element) throws -> Bool { try command("GET", "/element/\(element.id)/selected") as? Bool ?? false }
    func isEnabled(_ element: Element) throws -> Bool { try command("GET", "/element/\(element.id)/enabled") as? Bool ?? false }
    func isDisplayed(_ element: Element) throws -> Bool { try command("GET", "/element/\(element.id)/displayed") as? Bool ?? false }
    func css(_ property: String, of element: Element) throws -> String {
        try command("GET", "/element/\(element.id)/css/\(property)") as? String ?? ""
    }
    func activeElement() throws -> Element { try element(from: command("GET", "/element/active"), selector: ":focus") }

    /// Runs a script in the page (only meaningful with JavaScript on).
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "/execute/sync", ["script": script, "args": arguments])
    }

    /// Runs an asynchronous script, which hands its result to the callback WebDriver passes as its last
    /// argument; waits up to `timeout` seconds for it.
    @discardableResult
    func executeAsync(_ script: String, _ arguments: [Any] = [], timeout: Int) throws -> Any? {
        try command("POST", "/timeouts", ["script": timeout * 1000])
        return try command("POST", "/execute/async", ["script": script, "args": arguments], timeout: timeout + 10)
    }

    /// Sends a Chrome DevTools Protocol command through chromedriver (`goog/cdp/execute`), for what
    /// WebDriver itself has no command for, such as emulating a colour scheme.
    @discardableResult
    func devTools(_ method: String, _ parameters: [String: Any] = [:]) throws -> Any? {
        try command("POST", "/goog/cdp/execute", ["cmd": method, "params": parameters])
    }

    // MARK: Waiting

    /// Polls `condition` every 100 ms until it holds; throws after ``timeout`` with `description`.
    func wait(_ description: @autoclosure () -> String, timeout: TimeInterval = Browser.timeout, until condition: () throws -> Bool) throws {
        var lastError: Error?
        let held = waitUntil(timeout: timeout, every: 0.1) {
            do {
                return try condition()
            } catch {
                lastError = error
                return false
            }
        }
        if held { return }
        throw WebDriverError(description: "waited \(Int(timeout)) s for \(description())\(lastError.map { " (last error: \($0))" } ?? "")")
    }
}

/// The WebDriver key for Enter (a private-use code point the driver turns into the key press).
let enterKey = "\u{E007}"
