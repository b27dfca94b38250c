import Foundation
@testable import gallery
import Testing

// The gallery's receipt page (/apps/receipt) as a person uses it, with JavaScript off and on: a file
// chosen in the importer with a mistake beside it is kept through the 422, and reaches the app once the
// mistake is fixed, without being chosen again.

@Suite("Browser: a file posted with its form", .serialized, requiresBrowser)
struct UploadBrowserTests {
    @Test("A receipt with a wrong amount beside it: 422, the file kept; the amount fixed, Open attaches it", arguments: JavaScript.allCases)
    func receiptKeptThroughAMistake(_ javaScript: JavaScript) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formui-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let receipt = directory.appendingPathComponent("receipt.pdf")
        let bytes = Data("%PDF-1.4 a receipt chosen in Chromium\n".utf8)
        try bytes.write(to: receipt)

        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/receipt", on: base)
            try browser.click(browser.find("button[value=attach-receipt]"))
            try browser.wait("the importer") { !(try browser.findAll("input[type=file]").isEmpty) }
            #expect(try browser.attribute("enctype", of: browser.find("form.formui")) == "multipart/form-data")

            try browser.clear(browser.find("input[name=amount]"))
            try browser.type("twelve", into: browser.find("input[name=amount]"))
            try browser.type(receipt.path, into: browser.find("input[type=file]"))
            try browser.click(browser.find("button[value=open]"))
            try browser.wait("the refusal, with the file kept") { !(try browser.findAll(".kept-files").isEmpty) }
            #expect(try browser.text(of: browser.find(".kept-files")).contains("receipt.pdf"))
            #expect(try !browser.findAll(".error-summary").isEmpty)

            try browser.clear(browser.find("input[name=amount]"))
            try browser.type("12", into: browser.find("input[name=amount]"))
            try browser.click(browser.find("button[value=open]"))
            // The kept file's line reads as the app's will ("receipt.pdf, 38 bytes"): wait for the importer
            // to go, which only the accepted post does.
            try browser.wait("the importer dismissed") { try browser.findAll("input[type=file]").isEmpty }
            let attached = try browser.findAll(".labeled-content").map { try browser.text(of: $0) }
            #expect(attached.contains { $0.contains("Attached") && $0.contains("receipt.pdf, \(bytes.count) bytes") }, "\(attached)")
            #expect(try browser.findAll(".kept-files").isEmpty)
        }
    }
}
