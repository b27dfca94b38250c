import Foundation
import Testing

@testable import HTTPServer

/// `allowedHosts` (DNS rebinding) and later HTTP/1.x versions, over real sockets.
@Suite struct HostCheckTests {
    /// The status of a GET carrying `Host: host` on a fresh connection; whether the responder saw it.
    func get(_ host: String, target: String = "/", version: String = "HTTP/1.1", port: Int) throws -> (status: Int, answered: Bool) {
        let client = try TestConnection(port: port)
        let response = try client.request("GET \(target) \(version)\r\nHost: \(host)\r\n\r\n")
        return (response.status, response.header("X-Path") != nil)
    }

    @Test func anotherHostGets421BeforeTheResponderSeesIt() throws {
        try withServer({ $0.allowedHosts = [] }) { server throws in
            let port = server.localPort
            for host in ["evil.example", "evil.example:\(port)", "localhost.evil.example", "127.0.0.1.evil.example", "0x7f.1", "foo.localhost.example"] {
                let client = try TestConnection(port: port)
                let response = try client.request("GET /page HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\n\r\n")
                #expect(response.status == 421, "\(host)")
                #expect(response.bodyText == "421 Misdirected Request\n")
                #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
                #expect(response.header("Connection") == "close")
                #expect(response.header("X-Path") == nil, "the responder must not have been called")
                #expect(try client.waitForClose())
            }
            // A POST with a body: answered the same, the body read and dropped.
            let client = try TestConnection(port: port)
            let response = try client.request("POST /echo HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 6\r\n\r\nname=o")
            #expect(response.status == 421)
            // The absolute form names the host in the target, which wins over Host.
            #expect(try get("127.0.0.1", target: "http://evil.example/", port: port).status == 421)
        }
    }

    @Test func addressesAndLocalhostNamesAreAnsweredByDefault() throws {
        try withServer({ $0.allowedHosts = [] }) { server throws in
            let port = server.localPort
            for host in [
                "127.0.0.1:\(port)", "127.0.0.1", "localhost:\(port)", "LocalHost", "localhost.", "app.localhost:\(port)",
                "[::1]:\(port)", "[::1]", "192.168.1.5:8080", "[2001:db8::1]", "127.0.0.1:9999",
            ] {
                let result = try get(host, port: port)
                #expect(result.status == 200, "\(host)")
                #expect(result.answered, "\(host)")
            }
            // HTTP/1.0 without Host: not a browser, answered.
            let client = try TestConnection(port: port)
            try client.send("GET / HTTP/1.0\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
    }

    @Test func configuredNamesPortsAndDomainsAreAnswered() throws {
        try withServer({ $0.allowedHosts = ["forms.example.com", " api.example.com:8443", ".example.org", "*.example.net"] }) { server throws in
            let port = server.localPort
            for (host, status) in [
                ("forms.example.com", 200), ("FORMS.Example.COM:\(port)", 200), ("forms.example.com.", 200),
                ("api.example.com:8443", 200), ("api.example.com", 421), ("api.example.com:80", 421),
                ("example.org", 200), ("a.b.example.org:443", 200), ("badexample.org", 421), ("example.org.evil.example", 421),
                ("other.example.com", 421), ("localhost", 200), ("example.net", 200), ("www.example.net", 200),
            ] {
                #expect(try get(host, port: port).status == status, "\(host)")
            }
        }
    }

    @Test func anyHostWithAStar() throws {
        try withServer({ $0.allowedHosts = ["*"] }) { server throws in
            #expect(try get("evil.example", port: server.localPort).status == 200)
        }
    }

    @Test func theListenNameIsAnswered() throws {
        try withServer(host: "localhost", { $0.allowedHosts = [] }) { server throws in
            #expect(try get("localhost:\(server.localPort)", port: server.localPort).status == 200)
            #expect(try get("evil.example", port: server.localPort).status == 421)
        }
    }

    @Test func anEntryThatIsNotAHostStopsTheStart() throws {
        for bad in ["a b", "::1", "example.com:http", "", "exa/mple.com", ".", "*.", "**.example.com"] {
            #expect(HTTPServerConfiguration.problem(withAllowedHost: bad) != nil, "\(bad)")
            #expect(throws: HTTPServerError.self, "\(bad)") { _ = try startServer { $0.allowedHosts = [bad] } }
        }
        for good in ["example.com", "[::1]:8080", ".example.org", "*.example.org", "*", "10.0.0.1"] {
            #expect(HTTPServerConfiguration.problem(withAllowedHost: good) == nil, "\(good)")
        }
    }

    /// RFC 9110 §2.5: HTTP/1.2 and later 1.x are served as HTTP/1.1, kept alive; other majors get 505.
    @Test func laterMinorVersionIsServedAsHTTP11() throws {
        try withServer { server in
            for version in ["HTTP/1.2", "HTTP/1.9"] {
                let client = try TestConnection(port: server.localPort)
                let response = try client.request("GET /hello \(version)\r\nHost: x\r\n\r\n")
                #expect(response.status == 200, "\(version)")
                #expect(response.bodyText == "hello\n")
                #expect(response.header("Connection") == nil, "kept alive, as HTTP/1.1")
                #expect(try client.request("GET /again \(version)\r\nHost: x\r\n\r\n").status == 200)
            }
            // As 1.1, it needs a Host.
            let client = try TestConnection(port: server.localPort)
            #expect(try client.request("GET / HTTP/1.2\r\n\r\n").status == 400)
        }
    }
}
