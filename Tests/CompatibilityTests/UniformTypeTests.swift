import FormUITesting
import SwiftUI
import Testing
import UniformTypeIdentifiers

// `import UniformTypeIdentifiers` as an app's file writes it: UTType's declared types, their hierarchy,
// the look-ups by extension and MIME type, and what a file input's `accept` becomes.

@Suite("UniformTypeIdentifiers")
struct UniformTypeTests {
    @Test("Declared types conform up their hierarchy, and not across it")
    func hierarchy() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .pdf) && !UTType.pdf.conforms(to: .image))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image) && !UTType.image.isSubtype(of: .image))
        #expect(UTType.jpeg.supertypes.contains(.image) && UTType.jpeg.supertypes.contains(.data))
        #expect(UTType("public.png") == .png && UTType("com.example.nothing") == nil)
    }

    @Test("By extension and MIME type; an unknown one is a dynamic type of its own")
    func lookUps() {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "pdf")?.preferredMIMEType == "application/pdf")
        #expect(UTType(mimeType: "image/png; charset=binary") == .png)
        let unknown = UTType(filenameExtension: "receipt")
        #expect(unknown?.isDynamic == true && unknown?.conforms(to: .data) == true && unknown?.conforms(to: .image) == false)
        #expect(UTType.pdf.preferredFilenameExtension == "pdf" && UTType.pdf.isDeclared)
        let own = UTType(exportedAs: "com.example.expense", conformingTo: .json)
        #expect(own.conforms(to: .text) && own.identifier == "com.example.expense")
    }

    @Test("A file importer's types become its input's accept attribute")
    func accept() throws {
        struct Importer: View {
            @State private var isImporting = true
            @State private var name = ""
            var body: some View {
                Form { Text(name) }
                    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf, .image, .commaSeparatedText]) { result in
                        if case .success(let url) = result { name = url.lastPathComponent }
                    }
            }
        }
        let tester = ViewTester { Importer() }
        let input = try #require(tester.document().elements(with: ["type": "file"]).first)
        #expect(input.attributes["accept"] == "application/pdf,.pdf,image/*,text/csv,.csv")
    }
}
