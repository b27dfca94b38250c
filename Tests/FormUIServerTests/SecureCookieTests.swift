import Foundation
@testable import FormUIServer
import Testing

@Suite("Secure cookies")
struct SecureCookieTests {
    func cookie(from app: FormApp, isSecure: Bool) -> String? {
        let head = HTTPRequest(method: .get, scheme: isSecure ? "https" : "http", authority: "example.com", path: "/pickers")
        let response = app.responder.respond(to: HTTPServerRequest(head: head, isSecure: isSecure))
        return response.head.headerFields[.setCookie]
    }

    @Test("The responder, embedded: Secure over TLS only, unless configured to always say it (behind a TLS proxy)")
    func embedded() throws {
        let app = FormApp(testConfiguration())
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        #expect(try #require(cookie(from: app, isSecure: true)).hasSuffix("; HttpOnly; SameSite=Lax; Secure"))
        #expect(try #require(cookie(from: app, isSecure: false)).hasSuffix("; HttpOnly; SameSite=Lax"))

        var configuration = testConfiguration()
        configuration.secureCookies = true
        let proxied = FormApp(configuration)
        proxied.page("/pickers", title: "Two pickers") { TwoPickers() }
        #expect(try #require(cookie(from: proxied, isSecure: false)).hasSuffix("; Secure"))
    }

    @Test("Over a real TLS connection the session cookie is Secure")
    func overTLS() throws {
        let openssl = try #require(
            ["/usr/bin/openssl", "/usr/local/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "the openssl command is needed for this test (Debian: openssl)"
        )
        let directory = NSTemporaryDirectory() + "formui-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let certificate = directory + "/cert.pem"
        let key = directory + "/key.pem"
        let made = try run(openssl, [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
            "-keyout", key, "-out", certificate,
        ])
        try #require(made.status == 0, "openssl req failed")

        var configuration = testConfiguration()
        configuration.server.tls = .init(certificatePath: certificate, privateKeyPath: key)
        let app = FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        try serving(app) { port in
            let request = "GET /pickers HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            let answer = try run(openssl, ["s_client", "-quiet", "-ign_eof", "-connect", "127.0.0.1:\(port)"], input: request)
            let text = String(decoding: answer.output, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 200"), "\(text.prefix(200))")
            let setCookie = text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") }
            #expect(setCookie?.hasSuffix("; HttpOnly; SameSite=Lax; Secure") == true, "\(setCookie ?? "no Set-Cookie")")
        }
    }

    /// Runs a program with `input` on its standard input; stops it after 30 seconds.
    func run(_ program: String, _ arguments: [String], input: String = "") throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, output)
    }
}
