import Foundation
@testable import FormUIServer
import Testing

@Suite("Secure cookies")
struct SecureCookieTests {
    func cookie(from app: FormApp, isSecure: Bool) -> String? {
        // A session (and its cookie) begins with a visitor's first post.
        let head = HTTPRequest(method: .post, scheme: isSecure ? "https" : "http", authority: "example.com", path: "/pickers")
        let response = app.responder.respond(to: HTTPServerRequest(head: head, isSecure: isSecure))
        return response.head.headerFields[.setCookie]
    }

    @Test("The responder, embedded: Secure over TLS only, unless configured to always say it (behind a TLS proxy)")
    func embedded() throws {
        let app = try FormApp(testConfiguration())
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        #expect(try #require(cookie(from: app, isSecure: true)).hasSuffix("; HttpOnly; SameSite=Lax; Secure"))
        #expect(try #require(cookie(from: app, isSecure: false)).hasSuffix("; HttpOnly; SameSite=Lax"))

        var configuration = testConfiguration()
        configuration.secureCookies = true
        let proxied = try FormApp(configuration)
        proxied.page("/pickers", title: "Two pickers") { TwoPickers() }
        #expect(try #require(cookie(from: proxied, isSecure: false)).hasSuffix("; Secure"))
    }

    @Test("A Secure session cookie is named __Host-…, and under TLS only that name is read: a cookie planted over plain HTTP names no session")
    func hostPrefix() throws {
        let app = try FormApp(testConfiguration())
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        let secure = try #require(cookie(from: app, isSecure: true))
        #expect(secure.hasPrefix("__Host-formui_session=") && secure.contains("; Path=/;") && !secure.contains("Domain"), "\(secure)")
        let plain = try #require(cookie(from: app, isSecure: false))
        #expect(plain.hasPrefix("formui_session="), "\(plain)")

        func post(isSecure: Bool, cookie: String) -> HTTPServerResponse {
            var head = HTTPRequest(method: .post, scheme: isSecure ? "https" : "http", authority: "example.com", path: "/pickers")
            head.headerFields[.cookie] = cookie
            return app.responder.respond(to: HTTPServerRequest(head: head, isSecure: isSecure))
        }
        let secureID = String(secure.split(separator: ";")[0].split(separator: "=")[1])
        let plainID = String(plain.split(separator: ";")[0].split(separator: "=")[1])
        // The session's own cookie is read back: no new session.
        #expect(post(isSecure: true, cookie: "__Host-formui_session=\(secureID)").head.headerFields[.setCookie] == nil)
        #expect(post(isSecure: false, cookie: "formui_session=\(plainID)").head.headerFields[.setCookie] == nil)
        // A valid id under the unprefixed name, as a plain-HTTP page could set it, is not read under TLS.
        let planted = post(isSecure: true, cookie: "formui_session=\(secureID)")
        #expect(planted.head.headerFields[.setCookie]?.hasPrefix("__Host-formui_session=") == true, "a new session, not the planted one")
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
        let app = try FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        try serving(app) { port in
            let request = "POST /pickers HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            let answer = try run(openssl, ["s_client", "-quiet", "-ign_eof", "-connect", "127.0.0.1:\(port)"], input: request)
            let text = String(decoding: answer.output, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 303"), "\(text.prefix(200))")
            let setCookie = text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") }
            #expect(setCookie?.hasSuffix("; HttpOnly; SameSite=Lax; Secure") == true, "\(setCookie ?? "no Set-Cookie")")
            #expect(setCookie?.lowercased().hasPrefix("set-cookie: __host-formui_session=") == true, "\(setCookie ?? "no Set-Cookie")")
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
