import Foundation
import HTTPTypes
import Logging
import Testing

@testable import HTTPServer

/// HTTP/1.1 over a real loopback socket: persistence, pipelining, chunked bodies, 100-continue,
/// HEAD, HTTP/1.0, and the headers the server manages.
@Suite struct HTTP11Tests {
    @Test func answersOverIPv4WithDateAndContentLength() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /hello HTTP/1.1\r\nHost: example.test\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.bodyText == "hello\n")
            #expect(response.header("Content-Length") == "6")
            #expect(response.header("Connection") == nil)
            #expect(response.header("X-Authority") == "example.test")
            #expect(response.header("X-Scheme") == "http")
            #expect(response.header("X-Remote")?.hasPrefix("127.0.0.1:") == true)
            let date = try #require(response.header("Date"))
            let parsed = try #require(HTTPDate.parse(date), "Date is not an IMF-fixdate: \(date)")
            #expect(abs(Int(parsed) - Int(time(nil))) < 60)
        }
    }

    @Test func answersOverIPv6() throws {
        try withServer(host: "::1") { server in
            let client = try TestConnection(host: "::1", port: server.localPort)
            let response = try client.request("GET / HTTP/1.1\r\nHost: [::1]\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.header("X-Remote")?.hasPrefix("[::1]:") == true)
            #expect(response.header("X-Authority") == "[::1]")
        }
    }

    @Test func wildcardHostListensOnIPv4AndIPv6() throws {
        try withServer(host: "::") { server in
            for (host, remote) in [("127.0.0.1", "127.0.0.1:"), ("::1", "[::1]:")] {
                let client = try TestConnection(host: host, port: server.localPort)
                let response = try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(response.status == 200)
                #expect(response.header("X-Remote")?.hasPrefix(remote) == true, "IPv4 through a dual-stack socket reads as IPv4")
            }
        }
    }

    @Test func localhostListensOnEveryAddressItResolvesTo() throws {
        try withServer(host: "localhost") { server in
            let client = try TestConnection(host: "127.0.0.1", port: server.localPort)
            #expect(try client.request("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 200)
        }
    }

    @Test func startFailsWhenThePortIsTaken() throws {
        try withServer { server in
            let second = HTTPServer(
                configuration: HTTPServerConfiguration(host: "127.0.0.1", port: server.localPort),
                responder: EchoResponder(), logger: quietLogger)
            #expect(throws: HTTPServerError.self) { try second.start() }
        }
    }

    @Test func keepsTheConnectionAliveAcrossRequests() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            for i in 0..<5 {
                let response = try client.request("GET /n\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(response.status == 200)
                #expect(response.header("X-Path") == "/n\(i)")
            }
        }
    }

    @Test func answersPipelinedRequestsInOrder() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.send(
                "GET /first HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
                    + "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
                    + "HEAD /head HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "GET /last HTTP/1.1\r\nHost: x\r\n\r\n")
            let first = try client.readResponse()
            let second = try client.readResponse()
            let third = try client.readResponse()
            let fourth = try client.readResponse(forHEAD: true)
            let fifth = try client.readResponse()
            #expect(first.header("X-Path") == "/first")
            #expect(second.bodyText == "hello")
            #expect(third.bodyText == "abc")
            #expect(fourth.header("X-Path") == "/head")
            #expect(fifth.header("X-Path") == "/last")
        }
    }

    /// Large bodies are written from their own array after the head (`writev`); pipelined responses
    /// behind one must still follow it in order, whole, however the socket splits the writes.
    @Test func largeBodiesInterleavedWithSmallOnesArriveWholeAndInOrder() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.send(
                "GET /big?n=300000 HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "GET /small HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "GET /big?n=20000 HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "GET /big?n=16384 HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "HEAD /big?n=50000 HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            let first = try client.readResponse()
            #expect(first.body == bigText(300_000))
            #expect(try client.readResponse().bodyText == "hello\n")
            #expect(try client.readResponse().body == bigText(20_000))
            #expect(try client.readResponse().body == bigText(16_384))
            let head = try client.readResponse(forHEAD: true)
            #expect(head.header("Content-Length") == "50000")
            #expect(head.body.isEmpty)
            #expect(try client.readResponse().bodyText == "hello")
            // And again on the same connection, one at a time.
            #expect(try client.request("GET /big?n=70000 HTTP/1.1\r\nHost: x\r\n\r\n").body == bigText(70_000))
        }
    }

    @Test func manyPipelinedRequestsInOneWrite() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let count = 200
            try client.send(String(repeating: "GET /p HTTP/1.1\r\nHost: x\r\n\r\n", count: count))
            for _ in 0..<count {
                #expect(try client.readResponse().status == 200)
            }
        }
    }

    @Test func requestWrittenOneByteAtATime() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.sendByteByByte("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.bodyText == "hello world")
            try client.sendByteByByte(
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;name=value\r\nhello\r\n6\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n")
            let chunked = try client.readResponse()
            #expect(chunked.bodyText == "hello world")
        }
    }

    @Test func chunkedBodyWithExtensionsAndTrailersIsDecoded() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request(
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "4;ext=1;quoted=\"a b\"\r\nWiki\r\n"
                    + "5 ;x\r\npedia\r\n"
                    + "E\r\n in\r\n\r\nchunks.\r\n"
                    + "0;last\r\nExpires: never\r\nX-Other: 1\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.bodyText == "Wikipedia in\r\n\r\nchunks.")
            // The connection is still usable: the trailer was consumed exactly.
            #expect(try client.request("GET /after HTTP/1.1\r\nHost: x\r\n\r\n").header("X-Path") == "/after")
        }
    }

    @Test func leadingEmptyLinesBeforeARequestAreIgnored() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("\r\n\r\nGET /x HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 200)
        }
    }

    @Test func expectContinueGetsAnInterimResponseBeforeTheBody() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
            let interim = try client.readResponse()
            #expect(interim.status == 100)
            try client.send("body")
            let final = try client.readResponse()
            #expect(final.status == 200)
            #expect(final.bodyText == "body")
        }
    }

    @Test func expectContinueWithATooLargeBodyGets413WithoutContinue() throws {
        try withServer({ $0.limits.maxBodyBytes = 100 }) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n")
            #expect(response.status == 413)
            #expect(try client.waitForClose())
        }
    }

    @Test func headResponseHasTheLengthButNoBody() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let get = try client.request("GET /big?n=5000 HTTP/1.1\r\nHost: x\r\n\r\n")
            let head = try client.request("HEAD /big?n=5000 HTTP/1.1\r\nHost: x\r\n\r\n", forHEAD: true)
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "5000")
            #expect(get.body.count == 5000)
            // Were there body bytes after the HEAD response, this would read them as a status line.
            let next = try client.request("GET /next HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(next.header("X-Path") == "/next")
        }
    }

    @Test func noContentHasNoBodyAndNoLength() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /nocontent HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 204)
            #expect(response.header("Content-Length") == nil)
            #expect(try client.request("GET /after HTTP/1.1\r\nHost: x\r\n\r\n").header("X-Path") == "/after")
        }
    }

    @Test func http10ClosesAfterTheResponse() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /old HTTP/1.0\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.header("Connection") == "close")
            #expect(response.header("X-Authority") == "-")
            #expect(try client.waitForClose())
        }
    }

    @Test func http10KeepAliveStaysOpen() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let first = try client.request("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(first.header("Connection")?.lowercased() == "keep-alive")
            let second = try client.request("GET /b HTTP/1.0\r\nHost: x\r\nConnection: Keep-Alive\r\n\r\n")
            #expect(second.header("X-Path") == "/b")
        }
    }

    @Test func connectionCloseFromTheClientIsHonoured() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(response.header("Connection") == "close")
            #expect(try client.waitForClose())
        }
    }

    @Test func connectionCloseFromTheResponderIsHonoured() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /close HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.header("Connection") == "close")
            #expect(response.headerValues("Connection").count == 1)
            #expect(try client.waitForClose())
        }
    }

    @Test func halfClosedClientStillGetsItsResponses() throws {
        try withServer { server in
            let stream = try SocketStream(port: server.localPort)
            let client = TestConnection(stream)
            try client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
            stream.shutdownWrite()
            #expect(try client.readResponse().header("X-Path") == "/a")
            #expect(try client.readResponse().header("X-Path") == "/b")
            #expect(try client.waitForClose())
        }
    }

    @Test func absoluteFormTargetGivesTheAuthority() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET http://Example.COM:8080/p?q=1 HTTP/1.1\r\nHost: other\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.header("X-Authority") == "Example.COM:8080")
            #expect(response.header("X-Path") == "/p?q=1")
            let bare = try client.request("GET http://example.com HTTP/1.1\r\nHost: example.com\r\n\r\n")
            #expect(bare.header("X-Path") == "/")
        }
    }

    @Test func optionsAsteriskIsAccepted() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.header("X-Path") == "*")
        }
    }

    @Test func requestHeadersReachTheResponderWithoutHost() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request(
                "GET /headers HTTP/1.1\r\nHost: h\r\nAccept: text/html\r\nX-Custom:   spaced value  \r\nCookie: a=1\r\n\r\n")
            let lines = response.bodyText.split(separator: "\n").map(String.init)
            #expect(lines == ["accept: text/html", "x-custom: spaced value", "cookie: a=1"])
        }
    }

    @Test func serverManagedHeadersFromTheResponderAreReplaced() throws {
        struct Liar: HTTPResponder {
            func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
                HTTPServerResponse(
                    status: .ok,
                    headerFields: [.contentLength: "999", .transferEncoding: "chunked", .date: "yesterday", .contentType: "text/plain"],
                    body: Array("four".utf8))
            }
        }
        try withServer(responder: Liar()) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.headerValues("Content-Length") == ["4"])
            #expect(response.header("Transfer-Encoding") == nil)
            #expect(response.headerValues("Date").count == 1)
            #expect(response.header("Date") != "yesterday")
            #expect(response.bodyText == "four")
        }
    }

    @Test func logsOneLinePerRequest() throws {
        let handler = CapturingLogHandler()
        let logger = Logger(label: "test", factory: { _ in handler })
        try withServer(logger: logger) { server in
            let client = try TestConnection(port: server.localPort)
            _ = try client.request("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            _ = try client.request("GET /missing-host HTTP/1.1\r\n\r\n")
        }
        let lines = handler.messages.filter { $0.contains(" /echo ") || $0.contains("/missing-host") || $0.hasPrefix("- - ") }
        #expect(lines.count == 2, "\(handler.messages)")
        let echo = try #require(lines.first { $0.contains("/echo") })
        let parts = echo.split(separator: " ")
        #expect(parts.count == 5)
        #expect(Array(parts.prefix(4)) == ["POST", "/echo", "200", "5"])
        #expect(parts.last?.hasSuffix("ms") == true)
        #expect(lines.contains { $0.hasPrefix("- - 400 ") })
    }
}

/// Keeps log messages for inspection.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    var messages: [String] { lock.withLock { stored } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { stored.append(event.message.description) }
    }
}
