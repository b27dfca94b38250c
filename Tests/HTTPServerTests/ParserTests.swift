import Testing

@testable import HTTPServer

/// What the decoder made of a byte stream, in a form that can be compared.
struct DecodedRequest: Equatable {
    var method: String
    var target: String
    var authority: String?
    var fields: [String]
    var body: [UInt8]
    var keepAlive: Bool
}

enum DecodeOutcome: Equatable {
    case requests([DecodedRequest], failure: HTTPParseError?, leftover: Int)
}

/// Feeds `input` to a decoder in pieces of `split` bytes (0: all at once) and records everything.
func decodeAll(_ input: [UInt8], split: Int = 0, limits: HTTPParserLimits = HTTPParserLimits()) -> DecodeOutcome {
    var decoder = HTTPRequestDecoder(limits: limits)
    var requests: [DecodedRequest] = []
    var current: DecodedRequest? = nil
    var offset = 0
    let step = split == 0 ? max(1, input.count) : split
    while true {
        switch decoder.next() {
        case .needMore:
            if offset >= input.count {
                return .requests(requests, failure: nil, leftover: decoder.bufferedByteCount)
            }
            let end = min(input.count, offset + step)
            decoder.append(contentsOf: input[offset..<end])
            offset = end
        case .head:
            let head = decoder.head
            current = decoder.buffer.withUnsafeBufferPointer { p in
                func text(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self) }
                return DecodedRequest(
                    method: text(head.method), target: text(head.target), authority: head.authority.map(text),
                    fields: head.fields.map { "\(text($0.name)): \(text($0.value))" }, body: [], keepAlive: head.keepAlive)
            }
        case .end:
            current?.body = decoder.takeBody()
            if let current { requests.append(current) }
            current = nil
        case .failure(let error):
            return .requests(requests, failure: error, leftover: 0)
        }
    }
}

@Suite struct ParserTests {
    @Test func parsesAHeadIntoRanges() throws {
        let outcome = decodeAll(Array("GET /a?b=c HTTP/1.1\r\nHost: h:1\r\nX-A:  v  w \r\nConnection: Close\r\n\r\n".utf8))
        guard case .requests(let requests, let failure, _) = outcome else { return }
        #expect(failure == nil)
        let request = try #require(requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/a?b=c")
        #expect(request.authority == "h:1")
        #expect(request.fields == ["Host: h:1", "X-A: v  w", "Connection: Close"])
        #expect(request.keepAlive == false)
    }

    static let streams: [String] = [
        "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n0123456789GET / HTTP/1.0\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\na;x=\"y\"\r\n0123456789\r\n1\r\nZ\r\n0\r\nT: 1\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: y\r\n\r\n",
        "\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nX: a\rb\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\n\r\nPOST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nabc\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost",
    ]

    /// The same bytes give the same requests however they are cut: what makes 1-byte writes safe.
    @Test(arguments: streams)
    func splittingTheInputChangesNothing(_ text: String) {
        let input = Array(text.utf8)
        let whole = decodeAll(input)
        for split in [1, 2, 3, 7, 13] {
            #expect(decodeAll(input, split: split) == whole, "split \(split)")
        }
    }

    @Test func chunkedBodyPastTheLimitIsRefusedBeforeItArrives() {
        let limits = HTTPParserLimits(maxBodyBytes: 100)
        let outcome = decodeAll(Array("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n".utf8), limits: limits)
        #expect(outcome == .requests([], failure: .contentTooLarge, leftover: 0))
    }

    @Test func trailerSectionHasTheHeadLimit() {
        let limits = HTTPParserLimits(maxHeadBytes: 100)
        let trailer = String(repeating: "T: v\r\n", count: 30)
        let outcome = decodeAll(Array("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\(trailer)\r\n".utf8), limits: limits)
        #expect(outcome == .requests([], failure: .headersTooLarge, leftover: 0))
    }

    @Test func idleAndHeadPhases() {
        var decoder = HTTPRequestDecoder(limits: HTTPParserLimits())
        #expect(decoder.next() == .needMore)
        #expect(decoder.phase == .idle)
        decoder.append(contentsOf: Array("\r\n".utf8))
        #expect(decoder.next() == .needMore)
        #expect(decoder.phase == .idle, "an empty line is not the start of a request")
        decoder.append(contentsOf: Array("G".utf8))
        #expect(decoder.next() == .needMore)
        #expect(decoder.phase == .head)
        decoder.append(contentsOf: Array("ET / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(decoder.next() == .head)
        #expect(decoder.next() == .needMore)
        #expect(decoder.phase == .body)
        decoder.append(contentsOf: Array("ok".utf8))
        #expect(decoder.next() == .end)
        #expect(decoder.takeBody() == Array("ok".utf8))
        #expect(decoder.phase == .idle)
    }

    @Test func failureIsSticky() {
        var decoder = HTTPRequestDecoder(limits: HTTPParserLimits())
        decoder.append(contentsOf: Array("GET / HTTP/1.1\nHost: x\r\n\r\n".utf8))
        #expect(decoder.next() == .failure(.badRequest))
        decoder.append(contentsOf: Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(decoder.next() == .failure(.badRequest))
    }

    @Test func fuzzCorpusDoesNotCrashTheDecoder() throws {
        // The same entry point the libFuzzer target uses, over a few hostile shapes.
        let inputs: [[UInt8]] = [
            [], [0x0D], [0x0A], Array(repeating: 0x0D, count: 1000), Array(repeating: 0xFF, count: 100),
            Array("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n".utf8),
            Array("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 9223372036854775807\r\n\r\n".utf8),
            Array("GET / HTTP/1.1\r\nHost: [\r\n\r\n".utf8),
            Array("GET http:// HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
            Array("GET http://a: HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
        ]
        for input in inputs {
            httpParserFuzzOneInput(input)
        }
    }
}
