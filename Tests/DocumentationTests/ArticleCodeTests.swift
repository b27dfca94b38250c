import Foundation
import Testing

/// Every Swift block of the catalog's articles is code that compiles: found, as it is, in the article's
/// file of `Articles/` (this target's, built with the tests), or, for the article on Hummingbird and
/// Vapor, in the adapters package's example (which `HostAdapterTests` builds and runs), or, for a package
/// manifest, equal to the starter's `Package.swift` (which CI's starter check builds and tests from a
/// clean copy).
@Suite("The articles' code")
struct ArticleCodeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = packageRoot.appendingPathComponent("Sources/FormUI/FormUI.docc")
    static let articleCode = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Articles")
    /// The catalog's pages that are not articles with code: its landing page and the coverage table.
    static let pagesWithoutCode: Set<String> = ["FormUI", "SwiftUICoverage"]
    /// Articles whose code is not this target's: a package of its own builds it.
    static let codeElsewhere: [String: [String]] = [
        "Mounting": [
            "Adapters/Sources/ShopAdmin/OrdersView.swift", "Adapters/Sources/shop-hummingbird/main.swift",
            "Adapters/Sources/shop-vapor/main.swift",
        ],
    ]

    static func articles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .filter { !pagesWithoutCode.contains($0) }
            .sorted()
    }

    /// The text of each ```swift block of `markdown`, without its fences.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    @Test("The catalog has the articles a developer reads first")
    func articlesArePresent() throws {
        #expect(try Self.articles() == [
            "CustomControlsAndStyles", "Deployment", "GettingStarted", "Mounting", "NavigationAndPresentations",
            "StateAndModels", "SwiftDataOnTheServer", "Testing", "YourFirstForm",
        ])
        let landing = try String(contentsOf: Self.catalog.appendingPathComponent("FormUI.md"), encoding: .utf8)
        for article in try Self.articles() {
            #expect(landing.contains("<doc:\(article)>"), "FormUI.md does not list \(article)")
        }
    }

    @Test("Each article's Swift is compiled code", arguments: try articles())
    func blocksAreCompiled(_ article: String) throws {
        let markdown = try String(contentsOf: Self.catalog.appendingPathComponent(article + ".md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(of: markdown)
        #expect(!blocks.isEmpty, "\(article).md has no Swift")
        let codeFiles = Self.codeElsewhere[article].map { $0.map { Self.packageRoot.appendingPathComponent($0) } }
            ?? [Self.articleCode.appendingPathComponent(article + ".swift")]
        let code = codeFiles.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined(separator: "\n")
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Starter/Package.swift"), encoding: .utf8)
        for block in blocks {
            if block.hasPrefix("// swift-tools-version") {
                let isStarters = block + "\n" == manifest
                #expect(isStarters, "a manifest in \(article).md that is not Starter/Package.swift:\n\(block)")
                continue
            }
            // A test bundle has its own entry point: an app's `@main` is the one line the code leaves out.
            let compiled = block.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0 != "@main" }
                .joined(separator: "\n")
            let isCompiled = code.contains(compiled + "\n")
            #expect(isCompiled, "a block of \(article).md is not in \(codeFiles.map(\.lastPathComponent)) as written:\n\(block)")
        }
    }
}
