// Standard library only: see HTTPParseError.swift.

/// The body of the libFuzzer target (Fuzz/HTTPParserFuzzer), kept in the module so that the unit
/// tests run it too and it cannot rot.
///
/// The first byte chooses the limits (default or tiny, so that limit paths are reached) and a split
/// size; the rest is the stream a client sends. The stream is decoded twice, whole and cut into
/// pieces, and the two results must be identical: the decoder must not depend on how TCP happens
/// to segment the bytes. Every head and body is checked against the invariants the server relies
/// on. Any violation traps, which libFuzzer reports as a crash.
func httpParserFuzzOneInput(_ data: [UInt8]) {
    guard let control = data.first else { return }
    let input = Array(data.dropFirst())
    let limits = HTTPParserLimits(
        maxHeadBytes: control & 1 == 0 ? 16 * 1024 : 256,
        maxURIBytes: control & 2 == 0 ? 8 * 1024 : 32,
        maxBodyBytes: control & 4 == 0 ? 1 << 20 : 64,
        maxHeaderFields: control & 8 == 0 ? 100 : 4)
    let whole = FuzzTranscript.decode(input, split: 0, limits: limits)
    let split = Int(control >> 4) + 1
    let pieces = FuzzTranscript.decode(input, split: split, limits: limits)
    precondition(whole == pieces, "decoding depends on how the input is split")
}

/// Everything a decoder produced for one stream, comparable.
struct FuzzTranscript: Equatable {
    var events: [String] = []

    static func decode(_ input: [UInt8], split: Int, limits: HTTPParserLimits) -> FuzzTranscript {
        var transcript = FuzzTranscript()
        var decoder = HTTPRequestDecoder(limits: limits)
        var offset = 0
        let step = split == 0 ? max(1, input.count) : split
        var framing = HTTPBodyFraming.none
        var steps = 0
        while true {
            steps += 1
            precondition(steps < 4 * input.count + 16, "the decoder does not make progress")
            switch decoder.next() {
            case .needMore:
                if offset >= input.count {
                    transcript.events.append("needMore \(decoder.bufferedByteCount)")
                    return transcript
                }
                let end = min(input.count, offset + step)
                decoder.append(contentsOf: input[offset..<end])
                offset = end
            case .head:
                let head = decoder.head
                framing = head.framing
                decoder.buffer.withUnsafeBufferPointer { p in
                    check(head, p, limits)
                    func text(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self) }
                    var line = "head \(text(head.method)) \(text(head.target)) 1.\(head.minorVersion) \(head.framing) keepAlive=\(head.keepAlive)"
                    line += " authority=\(head.authority.map(text) ?? "-") path=\(text(head.path))"
                    for field in head.fields { line += " [\(text(field.name)): \(text(field.value))]" }
                    transcript.events.append(line)
                }
            case .end:
                let body = decoder.takeBody()
                precondition(body.count <= limits.maxBodyBytes, "body past the limit")
                if case .length(let n) = framing { precondition(body.count == n, "body length differs from Content-Length") }
                if case .none = framing { precondition(body.isEmpty, "body without framing") }
                transcript.events.append("end \(body.count) \(body.reduce(0) { $0 &* 31 &+ Int($1) })")
            case .failure(let error):
                transcript.events.append("failure \(error.statusCode)")
                precondition(decoder.next() == .failure(error), "a failure must be final")
                return transcript
            }
        }
    }

    /// What the server relies on when it turns a head into an `HTTPRequest` and frames the body.
    private static func check(_ head: HTTPRequestHead, _ p: UnsafeBufferPointer<UInt8>, _ limits: HTTPParserLimits) {
        func inBounds(_ r: Range<Int>) -> Bool { r.lowerBound >= 0 && r.upperBound <= p.count }
        precondition(inBounds(head.method) && !head.method.isEmpty, "method range")
        precondition(head.method.allSatisfy { isTokenChar(p[$0]) }, "method is not a token")
        precondition(inBounds(head.target) && !head.target.isEmpty && head.target.count <= limits.maxURIBytes, "target range")
        precondition(head.target.allSatisfy { isTargetChar(p[$0]) }, "target has a forbidden byte")
        precondition(inBounds(head.path), "path range")
        precondition(head.minorVersion == 0 || head.minorVersion == 1, "version")
        precondition(head.fields.count <= limits.maxHeaderFields, "too many fields")
        var hosts = 0
        for field in head.fields {
            precondition(inBounds(field.name) && !field.name.isEmpty && inBounds(field.value), "field range")
            precondition(field.name.allSatisfy { isTokenChar(p[$0]) }, "field name is not a token")
            precondition(field.value.allSatisfy { p[$0] != asciiCR && p[$0] != asciiLF && p[$0] != 0 }, "CR, LF or NUL in a value")
            if let first = field.value.first { precondition(p[first] != asciiSP && p[first] != asciiHT, "value not trimmed") }
            if let last = field.value.last { precondition(p[last] != asciiSP && p[last] != asciiHT, "value not trimmed") }
            if equalsLowercased(p, field.name, "host") { hosts += 1 }
            if equalsLowercased(p, field.name, "content-length") || equalsLowercased(p, field.name, "transfer-encoding") {
                precondition(head.framing != .none || equalsLowercased(p, field.value, "0") || field.value.allSatisfy { p[$0] == 0x30 },
                    "a framing field was ignored")
            }
        }
        precondition(head.minorVersion == 0 ? hosts <= 1 : hosts == 1, "Host count")
        if let authority = head.authority {
            precondition(inBounds(authority) && !authority.isEmpty, "authority range")
        } else {
            precondition(head.minorVersion == 0 && hosts == 0, "authority missing")
        }
        if case .length(let n) = head.framing { precondition(n > 0 && n <= limits.maxBodyBytes, "length past the limit") }
        if head.framing == .chunked { precondition(head.minorVersion == 1, "chunked on 1.0") }
    }
}
