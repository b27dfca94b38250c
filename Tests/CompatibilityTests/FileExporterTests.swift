@_spi(Engine) import FormUI
@_spi(Engine) import FormUITesting
import Foundation
import SwiftUI
import Testing

/// A plain-text document as device apps write one.
private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A document that cannot be written.
private struct BrokenDocument: FileDocument {
    struct Unwritable: Error, CustomStringConvertible {
        var description: String { "the disk is <full>" }
    }
    static var readableContentTypes: [UTType] { [.json] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { throw Unwritable() }
}

/// A document that is a folder of files.
private struct FolderDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.data] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
        return folder
    }
}

/// A notes screen that exports its note, and shows what became of it.
private struct NoteExport<Document: FileDocument>: View {
    let document: Document
    let filename: String
    @State private var exporting = false
    @State private var outcome = "nothing yet"

    var body: some View {
        Form {
            Button("Export") { exporting = true }
            Text("Outcome: \(outcome)")
        }
        .fileExporter(isPresented: $exporting, document: document, contentType: .plainText, defaultFilename: filename) { result in
            switch result {
            case .success(let url):
                let saved = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
                outcome = "saved \(url.lastPathComponent): \(saved)"
            case .failure(let error as CocoaError) where error.code == .userCancelled:
                outcome = "cancelled"
            case .failure(let error):
                outcome = "failed: \(error)"
            }
        }
    }
}

@Suite struct FileExporterTests {
    @Test("Export presents a region naming the file and its size, with a link to its /_files/ address")
    func region() throws {
        let tester = ViewTester { NoteExport(document: TextDocument(text: "Buy <milk> & eggs"), filename: "Shopping list") }
        #expect(!tester.html().contains("/_files/"))
        try tester.press("Export")
        let page = tester.document()
        #expect(page.text.contains("Export a file"))
        #expect(page.text.contains("Shopping list.txt, 17 bytes"), "the name with the type's extension, and the size")
        let link = page.element("a", with: ["href": "/_files/Documents/Shopping%20list.txt"])
        #expect(link?.text == "Download Shopping list.txt")
        #expect(link?.attributes["download"] != nil, "a download, not a page")
        // What the server answers that address with, for this visitor: the document's bytes.
        let served = VisitorFileLinks.file(at: "/_files/Documents/Shopping%20list.txt", in: tester.state.sessionValues)
        #expect(served?.name == "Shopping list.txt")
        #expect(served?.data == Data("Buy <milk> & eggs".utf8))
        #expect(tester.html().contains("Outcome: nothing yet"))
    }

    @Test("Done gives onCompletion the file's URL, readable through the visitor's FileManager, and dismisses")
    func done() throws {
        let tester = ViewTester { NoteExport(document: TextDocument(text: "Plans"), filename: "plans.md") }
        try tester.press("Export")
        try tester.press("Done")
        let page = tester.document().text
        #expect(page.contains("Outcome: saved plans.md: Plans"), "a name with an extension keeps it")
        #expect(!page.contains("Export a file"), "Done dismissed the region")
        #expect(VisitorFileLinks.file(at: "/_files/Documents/plans.md", in: tester.state.sessionValues)?.data == Data("Plans".utf8), "the download stays in the visitor's documents")
    }

    @Test("Cancel gives onCompletion CocoaError.userCancelled, removes the file and dismisses")
    func cancel() throws {
        let tester = ViewTester { NoteExport(document: TextDocument(text: "Plans"), filename: "plans") }
        try tester.press("Export")
        // The region is shown (as a browser does after its post), and writes the file.
        #expect(tester.document().text.contains("plans.txt, 5 bytes"))
        #expect(VisitorFileLinks.file(at: "/_files/Documents/plans.txt", in: tester.state.sessionValues) != nil)
        try tester.press("Cancel")
        let page = tester.document().text
        #expect(page.contains("Outcome: cancelled"))
        #expect(!page.contains("Export a file"))
        #expect(VisitorFileLinks.file(at: "/_files/Documents/plans.txt", in: tester.state.sessionValues) == nil)
    }

    @Test("A document whose fileWrapper throws: the region says so, with no link, and Done reports the error")
    func throwingDocument() throws {
        let tester = ViewTester { NoteExport(document: BrokenDocument(), filename: "data") }
        try tester.press("Export")
        let page = tester.document()
        #expect(page.text.contains("“data.txt” could not be exported: the disk is <full>"))
        #expect(tester.html().contains("the disk is &lt;full&gt;"), "escaped")
        #expect(!tester.html().contains("/_files/"))
        try tester.press("Done")
        #expect(tester.document().text.contains("Outcome: failed: the disk is <full>"))
    }

    @Test("A document that is a folder is not one download: the region says so")
    func folderDocument() throws {
        let tester = ViewTester { NoteExport(document: FolderDocument(), filename: "bundle") }
        try tester.press("Export")
        #expect(tester.document().text.contains("a folder of files, which a browser cannot download as one file"))
        #expect(!tester.html().contains("/_files/"))
    }

    @Test("FileWrapper: a regular file and a directory, names made unique")
    func fileWrapper() {
        let file = FileWrapper(regularFileWithContents: Data("x".utf8))
        #expect(file.isRegularFile && !file.isDirectory && file.regularFileContents == Data("x".utf8) && file.fileWrappers == nil)
        let folder = FileWrapper(directoryWithFileWrappers: ["one.txt": file])
        #expect(folder.isDirectory && !folder.isRegularFile && folder.regularFileContents == nil)
        #expect(folder.fileWrappers?["one.txt"]?.filename == "one.txt")
        let second = folder.addRegularFile(withContents: Data(), preferredFilename: "one.txt")
        #expect(second != "one.txt" && folder.fileWrappers?.count == 2)
    }
}

/// A document that is an object, written from its snapshot.
private final class Ledger: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var entries: [String]

    init(entries: [String]) { self.entries = entries }
    init(configuration: ReadConfiguration) throws { entries = [] }

    func snapshot(contentType: UTType) throws -> [String] { entries }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

/// Exports a ledger object, and several notes at once.
private struct Exports: View {
    let ledger = Ledger(entries: ["rent"])
    @State private var exportingLedger = false
    @State private var exportingNotes = false
    @State private var outcome = "nothing yet"

    var body: some View {
        Form {
            Button("Export ledger") { exportingLedger = true }
            Button("Export notes") { exportingNotes = true }
            Text("Outcome: \(outcome)")
        }
        .fileExporter(isPresented: $exportingLedger, document: ledger, contentType: .json, defaultFilename: "ledger") { result in
            outcome = (try? result.get().lastPathComponent) ?? "failed"
        }
        .fileExporter(isPresented: $exportingNotes, documents: [TextDocument(text: "one"), TextDocument(text: "two")], contentType: .plainText) { result in
            outcome = (try? result.get().map(\.lastPathComponent).joined(separator: " and ")) ?? "failed"
        }
    }
}

@Suite struct FileExporterDocumentKindsTests {
    @Test("A ReferenceFileDocument is exported from its snapshot")
    func referenceDocument() throws {
        let tester = ViewTester { Exports() }
        try tester.press("Export ledger")
        #expect(tester.document().text.contains("ledger.json, 8 bytes"))
        #expect(VisitorFileLinks.file(at: "/_files/Documents/ledger.json", in: tester.state.sessionValues)?.data == Data(#"["rent"]"#.utf8))
        try tester.press("Done")
        #expect(tester.document().text.contains("Outcome: ledger.json"))
    }

    @Test("Several documents are a download each, named Untitled, Untitled 2; Done gives all their URLs")
    func severalDocuments() throws {
        let tester = ViewTester { Exports() }
        try tester.press("Export notes")
        let page = tester.document()
        #expect(page.text.contains("Export files"))
        #expect(page.element("a", with: ["href": "/_files/Documents/Untitled.txt"]) != nil)
        #expect(page.element("a", with: ["href": "/_files/Documents/Untitled%202.txt"]) != nil)
        #expect(VisitorFileLinks.file(at: "/_files/Documents/Untitled%202.txt", in: tester.state.sessionValues)?.data == Data("two".utf8))
        try tester.press("Done")
        #expect(tester.document().text.contains("Outcome: Untitled.txt and Untitled 2.txt"))
    }
}
