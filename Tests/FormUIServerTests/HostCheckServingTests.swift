import Foundation
@testable import FormUIServer
@testable import gallery
import Testing

/// DNS rebinding: a post addressed to another host name is refused before any page sees it.
@Suite("Host checking")
struct HostCheckServingTests {
    /// Posts `everything`-style to `/pickers` with `Host` and `Origin` naming `host`, as a page on a
    /// rebinding domain makes a browser do.
    func post(host: String, port: Int) throws -> HTTPTestClient.Response {
        let body = "first=7"
        let request = "POST /pickers HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\nConnection: close\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        return try HTTPTestClient(port: port).send(raw: Array(request.utf8))
    }

    @Test("A post whose Host is another name gets 421 and changes nothing; the app's own addresses work")
    func rebindingDomainIsRefused() throws {
        try servingPickers { port throws in
            let refused = try post(host: "evil.example", port: port)
            #expect(refused.status == 421)
            #expect(refused.text == "421 Misdirected Request\n")
            #expect(refused.header("Set-Cookie") == nil)
            let get = "GET /pickers HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"
            let page = try HTTPTestClient(port: port).send(raw: Array(get.utf8))
            #expect(page.status == 421)
            #expect(!page.text.contains("<form"))
            for host in ["127.0.0.1:\(port)", "localhost:\(port)"] {
                #expect(try post(host: host, port: port).status == 303, "\(host)")
            }
        }
    }

    @Test("allowedHosts adds the public name behind a proxy; * turns the check off")
    func configuredHosts() throws {
        try servingPickers({ $0.allowedHosts = ["forms.example.com"] }) { port throws in
            #expect(try post(host: "forms.example.com", port: port).status == 303)
            #expect(try post(host: "evil.example", port: port).status == 421)
        }
        try servingPickers({ $0.allowedHosts = ["*"] }) { port throws in
            #expect(try post(host: "evil.example", port: port).status == 303)
        }
    }

    @Test("--allowed-hosts takes a comma-separated list and refuses what is not a host")
    func commandLine() throws {
        let command = try GalleryCommand.parse(["--allowed-hosts", "forms.example.com, .example.org,[::1]:8080"])
        #expect(command.allowedHostList == ["forms.example.com", ".example.org", "[::1]:8080"])
        #expect(try GalleryCommand.parse([]).allowedHostList == [])
        for bad in ["a b", "forms.example.com,::1", "x:port"] {
            #expect(throws: (any Error).self, "\(bad)") { try GalleryCommand.parse(["--allowed-hosts", bad]) }
        }
        #expect(GalleryCommand.helpMessage().contains("--allowed-hosts"))
    }
}
