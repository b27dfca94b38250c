import Foundation
import Testing

@testable import HTTPServer

/// A malformed request and the status the server must answer it with.
struct BadRequest: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: String
    var status: Int
    var testDescription: String { name }

    init(_ name: String, _ bytes: String, _ status: Int = 400) {
        self.name = name
        self.bytes = bytes
        self.status = status
    }
}

/// Strict framing over a real socket: every ambiguous or malformed shape gets its status, the
/// connection is closed after it, and the error body is short and echoes nothing.
@Suite struct FramingTests {
    static let cases: [BadRequest] = [
        // Smuggling shapes.
        BadRequest("Content-Length and Transfer-Encoding", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
        BadRequest("Transfer-Encoding and Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n"),
        BadRequest("differing Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!"),
        BadRequest("repeated identical Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello"),
        BadRequest("Content-Length list", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 5\r\n\r\nhello"),
        BadRequest("non-numeric Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"),
        BadRequest("signed Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +5\r\n\r\nhello"),
        BadRequest("negative Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"),
        BadRequest("hex Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0x5\r\n\r\nhello"),
        BadRequest("Content-Length with inner space", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1 0\r\n\r\nhello"),
        BadRequest("empty Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length:\r\n\r\n"),
        BadRequest("chunked twice", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n"),
        BadRequest("chunked on two lines", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
        BadRequest("chunked with a parameter", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked;q=1\r\n\r\n0\r\n\r\n"),
        BadRequest("empty Transfer-Encoding", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \r\n\r\n"),
        BadRequest("Transfer-Encoding with junk", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \"chunked\"\r\n\r\n0\r\n\r\n"),
        BadRequest("Transfer-Encoding on HTTP/1.0", "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
        BadRequest("unknown transfer coding", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", 501),
        BadRequest("chunked then gzip", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n", 501),
        BadRequest("xchunked", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n", 501),
        BadRequest("identity coding", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n\r\n", 501),
        // Chunk sizes.
        BadRequest("chunk size with 0x", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n"),
        BadRequest("negative chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n\r\n"),
        BadRequest("space before chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n 5\r\nhello\r\n0\r\n\r\n"),
        BadRequest("junk after chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5 x\r\nhello\r\n0\r\n\r\n"),
        BadRequest("space then CRLF after chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5 \r\nhello\r\n0\r\n\r\n"),
        BadRequest("empty chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\r\nhello\r\n0\r\n\r\n"),
        BadRequest("non-hex chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\ng\r\nhello\r\n0\r\n\r\n"),
        BadRequest("overlong chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n10000000000000005\r\nhello\r\n0\r\n\r\n"),
        BadRequest("chunk longer than its size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n0\r\n\r\n"),
        BadRequest("chunk data ended by bare LF", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\n0\r\n\r\n"),
        BadRequest("chunk size ended by bare LF", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\nhello\r\n0\r\n\r\n"),
        BadRequest("chunk extension with control byte", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;a\u{1}\r\nhello\r\n0\r\n\r\n"),
        BadRequest("obs-fold in trailer", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX: a\r\n b\r\n\r\n"),
        BadRequest("trailer without colon", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nnocolon\r\n\r\n"),
        // Line endings.
        BadRequest("bare LF after request line", "GET / HTTP/1.1\nHost: x\r\n\r\n"),
        BadRequest("bare LF after a field", "GET / HTTP/1.1\r\nHost: x\n\r\n"),
        BadRequest("bare LF line ending the head", "GET / HTTP/1.1\r\nHost: x\r\n\n"),
        BadRequest("bare CR in request line", "GET /a\rb HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("bare CR in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n"),
        BadRequest("bare LF before the request", "\nGET / HTTP/1.1\r\nHost: x\r\n\r\n"),
        // Field lines.
        BadRequest("space before colon", "GET / HTTP/1.1\r\nHost : x\r\n\r\n"),
        BadRequest("tab before colon", "GET / HTTP/1.1\r\nHost: x\r\nX-A\t: b\r\n\r\n"),
        BadRequest("obs-fold", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n"),
        BadRequest("whitespace before the first field", "GET / HTTP/1.1\r\n Host: x\r\n\r\n"),
        BadRequest("invalid field name", "GET / HTTP/1.1\r\nHost: x\r\nX@A: b\r\n\r\n"),
        BadRequest("empty field name", "GET / HTTP/1.1\r\nHost: x\r\n: b\r\n\r\n"),
        BadRequest("field without colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n"),
        BadRequest("NUL in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n"),
        BadRequest("DEL in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{7F}b\r\n\r\n"),
        BadRequest("escape in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: \u{1B}[31m\r\n\r\n"),
        // Host.
        BadRequest("missing Host on 1.1", "GET / HTTP/1.1\r\n\r\n"),
        BadRequest("two Host fields", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"),
        BadRequest("two Host fields on 1.0", "GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n"),
        BadRequest("empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n"),
        BadRequest("Host with a space", "GET / HTTP/1.1\r\nHost: a b\r\n\r\n"),
        BadRequest("Host with a path", "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n"),
        BadRequest("Host with userinfo", "GET / HTTP/1.1\r\nHost: user@a\r\n\r\n"),
        BadRequest("Host with a bad port", "GET / HTTP/1.1\r\nHost: a:80x\r\n\r\n"),
        BadRequest("Host with an unclosed IPv6 literal", "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n"),
        // Request line.
        BadRequest("HTTP/2.0", "GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        BadRequest("HTTP/3.0", "GET / HTTP/3.0\r\nHost: x\r\n\r\n", 505),
        BadRequest("HTTP/0.9", "GET / HTTP/0.9\r\nHost: x\r\n\r\n", 505),
        BadRequest("lowercase version", "GET / http/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("version with junk", "GET / HTTP/1.1x\r\nHost: x\r\n\r\n"),
        BadRequest("version missing", "GET /\r\nHost: x\r\n\r\n"),
        BadRequest("two spaces", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("trailing space", "GET / HTTP/1.1 \r\nHost: x\r\n\r\n"),
        BadRequest("tab separator", "GET\t/ HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("invalid method", "G(T / HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("fragment in target", "GET /a#b HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("raw UTF-8 in target", "GET /é HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("asterisk with GET", "GET * HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("relative target", "GET a/b HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("authority form", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
        BadRequest("absolute form with userinfo", "GET http://u@example.com/ HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("absolute form with another scheme", "GET ftp://example.com/ HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("absolute form without authority", "GET http:///p HTTP/1.1\r\nHost: x\r\n\r\n"),
        BadRequest("binary junk", "\u{16}\u{3}\u{1}\u{0}\u{5}\r\n\r\n"),
        // Expect.
        BadRequest("unknown expectation", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nExpect: something\r\n\r\nx", 417),
    ]

    @Test(arguments: cases)
    func malformedRequestIsRefusedAndTheConnectionClosed(_ bad: BadRequest) throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.send(bad.bytes)
            let response = try client.readResponse()
            #expect(response.status == bad.status, "\(bad.name)")
            #expect(response.header("Connection") == "close")
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
            // Short, generic, and nothing of the request in it.
            #expect(response.body.count < 64)
            #expect(response.bodyText.hasPrefix("\(bad.status) "))
            #expect(response.header("X-Path") == nil, "the responder must not have been called")
            #expect(try client.waitForClose())
        }
    }

    /// A request that smuggles a second one inside its body: the server must answer exactly one
    /// request per framing it understood, never a request hidden in a body.
    @Test func requestHiddenInAContentLengthBodyIsNotAnswered() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let inner = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n"
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(inner.utf8.count)\r\n\r\n\(inner)GET /next HTTP/1.1\r\nHost: x\r\n\r\n")
            let first = try client.readResponse()
            #expect(first.bodyText == inner)
            let second = try client.readResponse()
            #expect(second.header("X-Path") == "/next")
        }
    }

    @Test func validEdgeShapesAreAccepted() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            // Mixed-case names and codings, OWS around values, leading zeros in a chunk size,
            // an empty list element, a tab in a value, obs-text in a value.
            let response = try client.request(
                "POST /echo HTTP/1.1\r\nhOsT:\texample.com:8080 \r\nTRANSFER-ENCODING: , Chunked\r\nX-Obs: caf\u{E9}\r\n\r\n"
                    + "0003\r\nabc\r\n000\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.bodyText == "abc")
            #expect(response.header("X-Authority") == "example.com:8080")
            let zero = try client.request("POST /echo HTTP/1.1\r\nHost: [::1]:80\r\nContent-Length: 0\r\n\r\n")
            #expect(zero.status == 200)
            #expect(zero.body.isEmpty)
        }
    }
}
