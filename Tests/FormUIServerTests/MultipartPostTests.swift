import Foundation
@testable import FormUIServer
import HTTPServer
import Testing

/// Posts as `multipart/form-data` (a form with that `enctype`, `curl -F`): their fields apply as a
/// url-encoded post's do; the upload limits and malformed bodies are refused with 413 and 400, nothing
/// applied.
@Suite("Multipart posts")
struct MultipartPostTests {
    static let boundary = "----formuiBoundary4k2"

    /// A multipart body of `fields`, and a file part for each of `files` (field, file name, bytes).
    static func body(_ fields: [(String, String)], files: [(String, String, [UInt8])] = []) -> [UInt8] {
        var bytes: [UInt8] = []
        for (name, value) in fields {
            bytes += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (name, filename, content) in files {
            bytes += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
            bytes += content + Array("\r\n".utf8)
        }
        return bytes + Array("--\(boundary)--\r\n".utf8)
    }

    func post(_ browser: TestBrowser, _ body: [UInt8], contentType: String = "multipart/form-data; boundary=\(boundary)") throws -> HTTPTestClient.Response {
        try browser.request("POST", "/pickers", headers: [("Content-Type", contentType)], body: body)
    }

    @Test("A multipart post's fields apply; an empty file input is no file; a file for a field no control has is a 422 naming it")
    func fieldsApply() throws {
        try servingPickers { port throws in
            let visitor = TestBrowser(port: port)
            let answer = try post(visitor, Self.body([("first", "3"), ("_action", "_apply")], files: [("attachment", "", [])]))
            #expect(answer.status == 303, "\(answer.text)")
            #expect(try visitor.value(of: "first", at: "/pickers") == "3")
            let stray = try post(visitor, Self.body([("second", "4")], files: [("attachment", "seven.txt", Array("7".utf8))]))
            #expect(stray.status == 422 && stray.text.contains("no control named “attachment”"), "\(stray.text.prefix(300))")
            #expect(try visitor.value(of: "second", at: "/pickers") == "0", "nothing applied")
            #expect(try post(visitor, Self.body([("second", "4")])).status == 303)
        }
    }

    @Test("Past an upload limit: 413 naming it, nothing applied; fields count against maximumFieldCount")
    func limits() throws {
        try servingPickers({
            $0.uploadLimits = MultipartLimits(maxParts: 10, maxFields: 10, maxPartBytes: 64, maxFieldBytes: 8, maxTotalBytes: 100)
            $0.maximumFieldCount = 4
        }) { port throws in
            let visitor = TestBrowser(port: port)
            let file = try post(visitor, Self.body([("first", "5")], files: [("receipt", "big.bin", [UInt8](repeating: 1, count: 65))]))
            #expect(file.status == 413 && file.text.contains("“receipt” is larger than 64 bytes"), "\(file.text)")
            let field = try post(visitor, Self.body([("first", "5"), ("note", "nine char")]))
            #expect(field.status == 413 && field.text.contains("“note” is longer than 8 bytes"), "\(field.text)")
            let fields = try post(visitor, Self.body((1...5).map { ("f\($0)", "x") }))
            #expect(fields.status == 413 && fields.text.contains("more than 4 fields"), "\(fields.text)")
            #expect(try visitor.value(of: "first", at: "/pickers") == "0", "nothing was applied")
        }
    }

    @Test("A malformed multipart body, or one without a boundary, is 400 saying why; nothing applied")
    func malformed() throws {
        try servingPickers { port throws in
            let visitor = TestBrowser(port: port)
            let cut = Array(Self.body([("first", "6")]).dropLast(8))
            let answer = try post(visitor, cut)
            #expect(answer.status == 400 && answer.text.contains("ends inside a part"), "\(answer.text)")
            let noBoundary = try post(visitor, Self.body([("first", "6")]), contentType: "multipart/form-data")
            #expect(noBoundary.status == 400 && noBoundary.text.contains("needs a boundary"))
            var notUTF8 = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"first\"\r\n\r\n".utf8)
            notUTF8 += [0xC3, 0x28] + Array("\r\n--\(Self.boundary)--\r\n".utf8)
            let bad = try post(visitor, notUTF8)
            #expect(bad.status == 400 && bad.text.contains("not UTF-8"))
            #expect(try visitor.value(of: "first", at: "/pickers") == "0")
        }
    }
}
