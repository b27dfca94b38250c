import Foundation
@testable import HTTPServer
import Testing

/// The multipart/form-data parser: the shapes browsers send, read whole and in pieces alike, each limit
/// on its own, and malformed bodies refused.
@Suite("Multipart parser")
struct MultipartParserTests {
    static let boundary = "----formui7MA4YWxkTrZu0gW"

    /// A body of `parts` (name, file name, type, content), closed by the last boundary.
    static func body(_ parts: [(name: String, filename: String?, type: String?, content: [UInt8])], boundary: String = boundary) -> [UInt8] {
        var bytes: [UInt8] = []
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let filename = part.filename { head += "; filename=\"\(filename)\"" }
            if let type = part.type { head += "\r\nContent-Type: \(type)" }
            bytes += Array((head + "\r\n\r\n").utf8) + part.content + Array("\r\n".utf8)
        }
        return bytes + Array("--\(boundary)--\r\n".utf8)
    }

    func read(_ body: [UInt8], limits: MultipartLimits = MultipartLimits(), pieceSize: Int? = nil) -> MultipartReading {
        MultipartReading(body, boundary: Self.boundary, limits: limits, pieceSize: pieceSize ?? body.count + 1)
    }

    @Test("Fields and a file, as a browser sends them, read alike whole and one byte at a time")
    func fieldsAndAFile() {
        // A file whose bytes hold CRLFs, dash runs, and the boundary without the CRLF that would make it one.
        let file: [UInt8] = [0x25, 0x50, 0x44, 0x46, 0x00, 0xFF, 0x0D, 0x0A] + Array("--x--\(Self.boundary)\r\n--".utf8) + [0x0D]
        let body = Self.body([
            ("title", nil, nil, Array("Lunch at Café".utf8)),
            ("receipt", "r\u{e9}ceipt.pdf", "application/pdf", file),
            ("amount", nil, nil, []),
        ])
        let whole = read(body)
        #expect(whole.error == nil)
        #expect(whole.parts.map(\.head.name) == ["title", "receipt", "amount"])
        #expect(whole.parts[0].bytes == Array("Lunch at Café".utf8) && whole.parts[0].head.filename == nil)
        #expect(whole.parts[1].bytes == file)
        #expect(whole.parts[1].head.filename == "réceipt.pdf" && whole.parts[1].head.contentType == "application/pdf")
        #expect(whole.parts[2].bytes.isEmpty && whole.parts.allSatisfy(\.ended))
        for size in [1, 2, 3, 7, 29, 64] {
            #expect(read(body, pieceSize: size) == whole, "in pieces of \(size)")
        }
    }

    @Test("The boundary from Content-Type: quoted or not, among other parameters; anything else is not multipart")
    func boundaryParameter() {
        #expect(MultipartParser.boundary(ofContentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartParser.boundary(ofContentType: "Multipart/Form-Data;charset=utf-8; BOUNDARY=\"a b:c\"") == "a b:c")
        #expect(MultipartParser.boundary(ofContentType: "multipart/form-data") == nil)
        #expect(MultipartParser.boundary(ofContentType: "multipart/mixed; boundary=abc") == nil)
        #expect(MultipartParser.boundary(ofContentType: "multipart/form-data; boundary=") == nil)
        #expect(MultipartParser.boundary(ofContentType: "multipart/form-data; boundary=" + String(repeating: "x", count: 71)) == nil)
        #expect(MultipartParser.boundary(ofContentType: "multipart/form-data; boundary=a\"b") == nil)
    }

    @Test("A preamble and an epilogue are skipped; padding after a boundary is allowed; escaped names are read")
    func edges() {
        let body = Array("ignored preamble\r\n--\(Self.boundary)  \t\r\nContent-Disposition: form-data; name=\"a\\\"b\"; filename=\"x%22y%0A.txt\"\r\n\r\nz\r\n--\(Self.boundary)--\r\nignored epilogue".utf8)
        let reading = read(body)
        #expect(reading.error == nil)
        #expect(reading.parts.first?.head.name == "a\"b")
        #expect(reading.parts.first?.head.filename == "x\"y\n.txt")
        #expect(reading.parts.first?.bytes == Array("z".utf8))
    }

    @Test("Each limit on its own: parts, fields, a file's bytes, a field's bytes, all bytes, a head's bytes")
    func limits() {
        let small = MultipartLimits(maxParts: 3, maxFields: 2, maxPartBytes: 100, maxFieldBytes: 10, maxTotalBytes: 150, maxHeaderBytes: 120)
        func refusal(_ parts: [(name: String, filename: String?, type: String?, content: [UInt8])]) -> String? {
            let whole = read(Self.body(parts), limits: small)
            #expect(whole == read(Self.body(parts), limits: small, pieceSize: 5))
            guard let error = whole.error else { return nil }
            #expect(error.kind == .tooLarge, "\(error)")
            return error.reason
        }
        let field = { (name: String) in (name: name, filename: String?.none, type: String?.none, content: Array("v".utf8)) }
        let file = { (name: String, size: Int) in (name: name, filename: String?.some("f.bin"), type: String?.some("application/octet-stream"), content: [UInt8](repeating: 7, count: size)) }
        #expect(refusal([field("a"), field("b"), file("c", 10)]) == nil, "at every limit, nothing refused")
        #expect(refusal([field("a"), file("b", 1), file("c", 1), file("d", 1)])?.contains("more than 3 parts") == true)
        #expect(refusal([field("a"), field("b"), field("c")])?.contains("more than 2 fields") == true)
        #expect(refusal([file("a", 101)])?.contains("“a” is larger than 100 bytes") == true)
        #expect(refusal([(name: "note", filename: nil, type: nil, content: Array("eleven char".utf8))])?.contains("“note” is longer than 10 bytes") == true)
        #expect(refusal([file("a", 100), file("b", 51)])?.contains("larger than 150 bytes together") == true)
        // A file that breaks both its own limit and the body's is refused for the one its earlier byte breaks,
        // however the body arrives.
        #expect(refusal([file("a", 100), file("b", 101)])?.contains("larger than 150 bytes together") == true)
        #expect(refusal([file("a", 40), file("b", 120)])?.contains("“b” is larger than 100 bytes") == true)
        #expect(refusal([(name: String(repeating: "n", count: 100), filename: nil, type: nil, content: [])])?.contains("longer than 120 bytes") == true)
    }

    @Test("Malformed bodies are refused, saying why", arguments: [
        ("no boundary at all", "just some bytes", "never appears"),
        ("cut inside a part", "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nhalf", "ends inside a part"),
        ("no closing boundary", "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--B\r\n", "ends inside a part"),
        ("no Content-Disposition", "--B\r\nContent-Type: text/plain\r\n\r\nv\r\n--B--", "no Content-Disposition"),
        ("no name", "--B\r\nContent-Disposition: form-data; filename=\"f\"\r\n\r\nv\r\n--B--", "has no name"),
        ("not form-data", "--B\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nv\r\n--B--", "not form-data"),
        ("an open quote", "--B\r\nContent-Disposition: form-data; name=\"a\r\n\r\nv\r\n--B--", "not closed"),
        ("a boundary that goes on", "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--Bextra\r\n--B--", "goes on past the boundary"),
        ("a header line without a name", "--B\r\n: x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--B--", "no name"),
    ])
    func malformed(_ example: (String, String, String)) {
        let (_, text, reason) = example
        let reading = MultipartReading(Array(text.utf8), boundary: "B", limits: MultipartLimits(), pieceSize: 1000)
        #expect(reading.error?.kind == .malformed)
        #expect(reading.error?.reason.contains(reason) == true, "\(reading.error?.reason ?? "no error")")
        #expect(reading == MultipartReading(Array(text.utf8), boundary: "B", limits: MultipartLimits(), pieceSize: 1))
    }

    /// The fuzzer's corpus, replayed through its entry point on every test run, so that an input that
    /// once broke an invariant stays fixed.
    @Test func checkedInFuzzCorpusReplays() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus/multipart")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count >= 10, "the corpus is missing from \(directory.path)")
        for name in names {
            multipartFuzzOneInput(Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}

extension MultipartReading: CustomTestStringConvertible {
    public var testDescription: String { description }
}
