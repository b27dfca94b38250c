@_spi(Engine) import FormUI
import Foundation
import Testing
import FormUITesting
import ReferenceExamples

@Suite("Reference catalog")
struct ReferenceCatalogTests {
    @Test("Every path is unique and starts with a slash")
    func paths() {
        let paths = ReferenceCatalog.examples.map(\.path)
        #expect(!paths.isEmpty)
        #expect(Set(paths).count == paths.count, "duplicate paths: \(paths)")
        for path in paths {
            #expect(path.hasPrefix("/"), "\(path)")
            #expect(!path.contains(" ") && !path.contains("?") && !path.hasSuffix("/"), "\(path)")
        }
        #expect(paths.contains("/pickers/all-styles"))
    }

    @Test("The index lists every reference page example once, grouped by control, then the two gallery pages")
    func index() {
        #expect(ReferenceCatalog.examples.map(\.path) == [
            "/picker/tags", "/picker/subtitle", "/picker/for-each", "/picker/suggested-topping", "/picker/segmented",
            "/palette/menu", "/palette/custom-selection", "/palette/symbol-variant",
            "/button/text-label", "/button/label", "/button/system-image", "/button/icon-only", "/button/in-list",
            "/button/context-menu", "/button/destructive",
            "/secure-field/login", "/secure-field/prompt",
            "/toggle/custom-label", "/toggle/system-image", "/toggle/title", "/toggle/subtitle", "/toggle/switch",
            "/slider/editing-changed", "/slider/step-and-labels",
            "/stepper/colors", "/stepper/range",
            "/date-picker/date", "/date-picker/subtitle", "/date-picker/range", "/date-picker/graphical",
            "/gauge/simple", "/gauge/labeled", "/gauge/circular", "/gauge/styled",
            "/pickers/all-styles", "/form/everything",
        ])
    }

    @Test("Every example has a title, a source naming the reference page it comes from, and a summary")
    func descriptions() {
        for example in ReferenceCatalog.examples {
            #expect(!example.title.isEmpty, "\(example.path)")
            #expect(!example.summary.isEmpty, "\(example.path)")
            #expect(example.source.hasPrefix("Apple’s SwiftUI reference: ") || example.source.hasPrefix("FormUI: "), "\(example.path): \(example.source)")
        }
    }

    @Test("Every page renders a form with content, no script, and only symbols the server ships")
    func pagesRender() {
        for example in ReferenceCatalog.examples {
            let state = PageState()
            let html = example.page.render(state).htmlString
            #expect(html.hasPrefix("<form"), "\(example.path)")
            #expect(html.count > 300, "\(example.path) renders almost nothing")
            #expect(!html.lowercased().contains("<script"), "\(example.path)")
            // A symbol without an icon falls back to its name in words: none of ours should.
            #expect(!html.contains("symbol-fallback"), "\(example.path) uses a symbol Public/icons/ does not ship")
            #expect(!example.page.describe(state).controls.isEmpty, "\(example.path) has no controls")
        }
    }

    @Test("Every SF Symbol name in the examples' sources is one the server ships an icon for")
    func symbolNames() throws {
        // Sources/ReferenceExamples, found from this file: Tests/FormUITests/ReferenceCatalogTests.swift.
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReferenceExamples")
        let files = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 3)
        // Symbol-like string literals: lowercase words joined by dots ("hand.thumbsup", "heart").
        let literal = try Regex(#"(systemImage|systemName):\s*"([a-z.]+)"|"([a-z]+(\.[a-z]+)+)""#)
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: literal) {
                for index in [2, 3] {
                    if let range = match.output[index].range { names.insert(String(text[range])) }
                }
            }
        }
        #expect(names.contains("circle.dashed.inset.filled"))
        for name in names.sorted() {
            #expect(SymbolCatalog.shipped.names.contains(name), "\(name) is not in SymbolCatalog.shipped")
        }
    }
}
