// Standard library only: compiled alone into the fuzzer by `scripts/fuzz.sh multipart`.

/// One fuzzing input for the multipart parser: the body is read whole and again in pieces (sized by the
/// input's first byte), under small limits; both readings must agree, part by part, and neither may break
/// a limit. A failed invariant traps, which the fuzzer reports. The unit tests run it too.
public func multipartFuzzOneInput(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let body = Array(input.dropFirst())
    let limits = MultipartLimits(maxParts: 8, maxFields: 6, maxPartBytes: 256, maxFieldBytes: 128, maxTotalBytes: 1024, maxHeaderBytes: 256)
    let whole = MultipartReading(body, boundary: "b0undary", limits: limits, pieceSize: body.count + 1)
    let pieces = MultipartReading(body, boundary: "b0undary", limits: limits, pieceSize: Int(first % 23) + 1)
    precondition(whole == pieces, "read whole and in pieces, the body reads differently: \(whole) vs \(pieces)")
    precondition(whole.parts.count <= limits.maxParts)
    precondition(whole.parts.filter { $0.head.filename == nil }.count <= limits.maxFields)
    var total = 0
    for part in whole.parts {
        precondition(part.bytes.count <= (part.head.filename == nil ? limits.maxFieldBytes : limits.maxPartBytes))
        total += part.bytes.count
    }
    precondition(total <= limits.maxTotalBytes && total <= body.count)
}

/// What a parser made of a body fed in pieces of `pieceSize`: its parts, or the error that refused it.
struct MultipartReading: Equatable, CustomStringConvertible {
    struct Part: Equatable {
        var head: MultipartPartHead
        var bytes: [UInt8] = []
        var ended = false
    }

    var parts: [Part] = []
    var error: MultipartError?

    init(_ body: [UInt8], boundary: String, limits: MultipartLimits, pieceSize: Int) {
        var parser = MultipartParser(boundary: boundary, limits: limits)
        var offset = 0
        do throws(MultipartError) {
            repeat {
                let end = min(body.count, offset + pieceSize)
                for event in try parser.feed(body[offset..<end]) {
                    switch event {
                    case .head(let head):
                        precondition(parts.last?.ended ?? true, "a part began before the last one ended")
                        parts.append(Part(head: head))
                    case .content(let bytes):
                        precondition(!bytes.isEmpty && parts.last.map { !$0.ended } == true, "content outside a part")
                        parts[parts.count - 1].bytes += bytes
                    case .end:
                        precondition(parts.last.map { !$0.ended } == true, "an end outside a part")
                        parts[parts.count - 1].ended = true
                    }
                }
                offset = end
            } while offset < body.count
            try parser.finish()
        } catch {
            // A refused body is refused whole: what was read of it before does not count.
            self.error = error
            parts = []
        }
    }

    var description: String {
        "\(parts.map { "\($0.head.name)=\($0.bytes.count) bytes\($0.ended ? "" : " (open)")" }) \(error.map { "\($0.kind): \($0.reason)" } ?? "complete")"
    }
}
