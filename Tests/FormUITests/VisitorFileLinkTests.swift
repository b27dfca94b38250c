import Foundation
@testable @_spi(Engine) import FormUI
import Testing

/// A visitor's own file served back (`/_files/…`): found in their session's values alone, never through
/// `..` or an empty segment, named in `Content-Disposition` without a character that could end the header.
@Suite("A visitor's files, served back")
struct VisitorFileLinkTests {
    @Test("A file of the session's values is found by its address, percent-encoded; `..`, `.` and empty segments find nothing")
    func lookUp() {
        let values = SessionValues()
        values.values[VisitorFiles.filePrefix + "Documents/my receipt.pdf"] = Data("pdf".utf8)
        values.values[VisitorFiles.filePrefix + "secret.txt"] = Data("not in Documents".utf8)
        let found = VisitorFileLinks.file(at: "/_files/Documents/my%20receipt.pdf", in: values)
        #expect(found?.name == "my receipt.pdf" && found?.data == Data("pdf".utf8))
        #expect(VisitorFileLinks.file(at: "/_files/Documents/../secret.txt", in: values) == nil)
        #expect(VisitorFileLinks.file(at: "/_files/Documents/%2E%2E/secret.txt", in: values) == nil)
        #expect(VisitorFileLinks.file(at: "/_files/./secret.txt", in: values) == nil)
        #expect(VisitorFileLinks.file(at: "/_files//secret.txt", in: values) == nil)
        #expect(VisitorFileLinks.file(at: "/_files/secret.txt", in: values)?.name == "secret.txt")
        #expect(VisitorFileLinks.file(at: "/_files/Documents/other.pdf", in: values) == nil)
    }

    @Test("Content-Disposition: quotes, backslashes, controls and non-ASCII become _ in the plain name; the exact name is percent-encoded")
    func disposition() {
        let header = VisitorFileLinks.contentDisposition(for: "a\"b\\c\r\né.pdf")
        #expect(header == "attachment; filename=\"a_b_c___.pdf\"; filename*=UTF-8''a%22b%5Cc%0D%0A%C3%A9.pdf")
        #expect(!header.contains("\r") && !header.contains("\n"))
    }
}
