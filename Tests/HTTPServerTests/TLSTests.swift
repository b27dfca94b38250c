import COpenSSL
import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

/// A self-signed certificate for localhost, made by `openssl req` in a temporary directory.
final class TestCertificate {
    let directory: String
    var certificatePath: String { directory + "/cert.pem" }
    var keyPath: String { directory + "/key.pem" }

    static func openssl() -> String? {
        ["/usr/bin/openssl", "/usr/local/bin/openssl", "/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init() throws {
        guard let openssl = Self.openssl() else { throw TestFailure("the openssl command is not installed (Debian: openssl)") }
        directory = NSTemporaryDirectory() + "httpserver-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: openssl)
        process.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
            "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-keyout", directory + "/key.pem", "-out", directory + "/cert.pem",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("openssl req failed: \(process.terminationStatus)") }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

/// A TLS client on a blocking socket, written against libssl: verifies the server's certificate
/// against the test CA and the host name, and offers ALPN.
final class TLSStream: ByteStream {
    let socket: SocketStream
    let context: OpaquePointer
    let ssl: OpaquePointer

    struct Options {
        var alpn: [String] = ["http/1.1"]
        var maxVersion: Int32? = nil
        var serverName = "localhost"
    }

    init(port: Int, caFile: String, options: Options = Options()) throws {
        socket = try SocketStream(port: port, timeout: 10)
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw TestFailure("SSL_CTX_new") }
        self.context = context
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        guard SSL_CTX_load_verify_locations(context, caFile, nil) == 1 else { throw TestFailure("load CA") }
        if let maxVersion = options.maxVersion {
            // Let the client itself offer old versions, so that a refusal can only come from the server.
            SSL_CTX_set_security_level(context, 0)
            _ = SSL_CTX_set_cipher_list(context, "DEFAULT:@SECLEVEL=0")
            _ = formui_SSL_CTX_set_min_proto_version(context, 0)
            _ = formui_SSL_CTX_set_max_proto_version(context, maxVersion)
        }
        if !options.alpn.isEmpty {
            var wire: [UInt8] = []
            for proto in options.alpn {
                wire.append(UInt8(proto.utf8.count))
                wire.append(contentsOf: proto.utf8)
            }
            _ = SSL_CTX_set_alpn_protos(context, wire, UInt32(wire.count))
        }
        guard let ssl = SSL_new(context) else { throw TestFailure("SSL_new") }
        self.ssl = ssl
        _ = formui_SSL_set_tlsext_host_name(ssl, options.serverName)
        _ = SSL_set1_host(ssl, options.serverName)
        SSL_set_fd(ssl, socket.fd)
        ERR_clear_error()
        guard SSL_connect(ssl) == 1 else {
            throw TestFailure("TLS handshake failed: \(try LibSSL.loaded().lastError())")
        }
    }

    deinit {
        SSL_free(ssl)
        SSL_CTX_free(context)
    }

    var negotiatedProtocol: String? {
        var data: UnsafePointer<UInt8>? = nil
        var length: UInt32 = 0
        SSL_get0_alpn_selected(ssl, &data, &length)
        guard let data, length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(length)), as: UTF8.self)
    }

    var version: String { String(cString: SSL_get_version(ssl)) }

    func sendAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            ERR_clear_error()
            let n = bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress! + offset, Int32(bytes.count - offset)) }
            guard n > 0 else { throw TestFailure("SSL_write: \(SSL_get_error(ssl, n))") }
            offset += Int(n)
        }
    }

    func receive(max: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max)
        ERR_clear_error()
        let n = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32(max)) }
        if n > 0 { return Array(buffer.prefix(Int(n))) }
        let error = SSL_get_error(ssl, n)
        if error == SSL_ERROR_ZERO_RETURN { return [] }
        if error == SSL_ERROR_SYSCALL {
            if errno == EAGAIN || errno == EWOULDBLOCK { throw ReceiveError.timedOut }
            if errno == ECONNRESET { throw ReceiveError.reset }
            return []  // EOF without close_notify
        }
        throw TestFailure("SSL_read: error \(error)")
    }

    func closeStream() {
        SSL_shutdown(ssl)
        socket.closeStream()
    }
}

@Suite struct TLSTests {
    @Test func requestsOverTLSWithALPN() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            let stream = try TLSStream(port: server.localPort, caFile: certificate.certificatePath, options: .init(alpn: ["h2", "http/1.1"]))
            #expect(stream.negotiatedProtocol == "http/1.1")
            #expect(stream.version == "TLSv1.3")
            let client = TestConnection(stream)
            let response = try client.request("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 6\r\n\r\nsecret")
            #expect(response.status == 200)
            #expect(response.bodyText == "secret")
            #expect(response.header("X-Secure") == "yes")
            #expect(response.header("X-Scheme") == "https")
            // Pipelined, and a body big enough to take several TLS records.
            try client.send("GET /big?n=100000 HTTP/1.1\r\nHost: localhost\r\n\r\nGET /second HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try client.readResponse().body == bigText(100000))
            #expect(try client.readResponse().header("X-Path") == "/second")
        }
    }

    @Test func gzipOverTLS() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            let client = TestConnection(try TLSStream(port: server.localPort, caFile: certificate.certificatePath))
            let response = try client.request("GET /big?n=50000 HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n")
            #expect(response.header("Content-Encoding") == "gzip")
            #expect(try gunzip(response.body) == bigText(50000))
        }
    }

    @Test func tls12IsAcceptedAndOlderVersionsAreRefused() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            let tls12 = try TLSStream(port: server.localPort, caFile: certificate.certificatePath, options: .init(maxVersion: TLS1_2_VERSION))
            #expect(tls12.version == "TLSv1.2")
            #expect(try TestConnection(tls12).request("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 200)
            for version in [TLS1_1_VERSION, TLS1_VERSION] {
                #expect(throws: TestFailure.self) {
                    _ = try TLSStream(port: server.localPort, caFile: certificate.certificatePath, options: .init(maxVersion: version))
                }
            }
        }
    }

    @Test func clientWithoutHTTP11InALPNIsRefused() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            #expect(throws: TestFailure.self) {
                _ = try TLSStream(port: server.localPort, caFile: certificate.certificatePath, options: .init(alpn: ["h2"]))
            }
            // No ALPN at all is fine (curl --no-alpn, older clients).
            let plain = try TLSStream(port: server.localPort, caFile: certificate.certificatePath, options: .init(alpn: []))
            #expect(plain.negotiatedProtocol == nil)
            #expect(try TestConnection(plain).request("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 200)
        }
    }

    @Test func plainHTTPOnTheTLSPortIsDroppedAndTheServerCarriesOn() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            let plain = try TestConnection(port: server.localPort)
            try plain.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try plain.waitForClose())
            let client = TestConnection(try TLSStream(port: server.localPort, caFile: certificate.certificatePath))
            #expect(try client.request("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 200)
        }
    }

    @Test func stalledHandshakeIsClosedByTheHeadDeadline() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
            $0.timeouts.head = .ms(400)
        }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send([0x16, 0x03, 0x01])  // the start of a ClientHello, then nothing
            #expect(try client.waitForClose())
        }
    }

    @Test func badCertificatePathFailsToStart() throws {
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(
                host: "127.0.0.1", port: 0, tls: .init(certificatePath: "/nonexistent/cert.pem", privateKeyPath: "/nonexistent/key.pem")),
            responder: EchoResponder(), logger: quietLogger)
        #expect(throws: HTTPServerError.self) { try server.start() }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"),
        "skipped: /usr/bin/curl is not installed (Debian: curl); the libssl client tests above cover TLS"))
    func curlTalksToTheServerOverTLS() throws {
        let certificate = try TestCertificate()
        try withServer({
            $0.tls = .init(certificatePath: certificate.certificatePath, privateKeyPath: certificate.keyPath)
        }) { server in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            process.arguments = [
                "--silent", "--show-error", "--max-time", "10", "--cacert", certificate.certificatePath,
                "--compressed", "https://localhost:\(server.localPort)/big?n=3000",
            ]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(Array(output) == bigText(3000))
        }
    }
}
