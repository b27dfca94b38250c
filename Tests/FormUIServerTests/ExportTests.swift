@_spi(Engine) import FormUI
@_spi(Engine) @testable import FormUIServer
import Foundation
import HTTPServer
import Testing

/// A document of CSV rows, as an app writes one.
private struct RowsDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.commaSeparatedText] }
    var rows: [String]

    init(rows: [String]) { self.rows = rows }
    init(configuration: ReadConfiguration) throws { rows = [] }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(rows.joined(separator: "\n").utf8))
    }
}

/// A page that exports its rows, and says where they went.
private struct ExportPage: View {
    @State private var exporting = false
    @State private var saved = "nothing"

    var body: some View {
        Form {
            Button("Export") { exporting = true }
            Text("Saved: \(saved)")
        }
        .fileExporter(isPresented: $exporting, document: RowsDocument(rows: ["a,b", "1,2"]), contentType: .commaSeparatedText, defaultFilename: "rows <1>") { result in
            saved = (try? result.get().lastPathComponent) ?? "failed"
        }
    }
}

/// `fileExporter` over HTTP: the region's link is a download of the document, to its visitor alone.
@Suite("Exports: a document offered as a download")
struct ExportTests {
    @Test("The region links the file at /_files/, served as an attachment to that visitor only; Done reports it")
    func downloaded() throws {
        let app = try FormApp(testConfiguration())
        app.page("/export", title: "Export") { ExportPage() }
        try serving(app) { port throws in
            let visitor = TestBrowser(port: port)
            _ = try visitor.get("/export")
            #expect(try visitor.post("/export", form: [("_action", "export")]).status == 303)
            let address = "/_files/Documents/rows%20%3C1%3E.csv"
            let region = try visitor.get("/export").text
            #expect(region.contains("href=\"\(address)\""), "\(region)")
            #expect(region.contains("rows &lt;1&gt;.csv"), "the name, escaped")

            let download = try visitor.get(address)
            #expect(download.status == 200 && download.body == Array("a,b\n1,2".utf8))
            #expect(download.header("Content-Disposition") == "attachment; filename=\"rows <1>.csv\"; filename*=UTF-8''rows%20%3C1%3E.csv")
            #expect(try TestBrowser(port: port).get(address).status == 404, "another visitor has no such file")

            #expect(try visitor.post("/export", form: [("_action", "done")]).status == 303)
            let page = try visitor.get("/export").text
            #expect(page.contains("Saved: rows &lt;1&gt;.csv") && !page.contains(address))
        }
    }
}
