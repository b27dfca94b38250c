import FormUIServer
@_spi(Engine) import FormUI
import Foundation
import ReferenceExamples

/// The gallery: every example of the seed documents at its own path, and an index of them at `/`.
///
/// Kept apart from the command so that tests can assemble the same application and serve it on port 0.
public enum GalleryApp {
    /// Every page the gallery serves: the seed documents' examples, then pages of our own showing what
    /// apps do beyond them.
    public static var allExamples: [ReferenceExample] { ReferenceCatalog.examples + PatternCatalog.examples }

    /// The application serving `examples` (every page of the gallery unless told).
    ///
    /// - Throws: ``PageLayout/InvalidTemplate`` when `layout` is nil and the configuration's templates
    ///   directory holds a `layout.mustache` that does not work.
    public static func make(
        _ configuration: FormAppConfiguration,
        layout: PageLayout? = nil,
        examples: [ReferenceExample] = allExamples
    ) throws -> FormApp {
        var configuration = configuration
        if configuration.homeURL == nil { configuration.homeURL = "/" }
        if configuration.appName == nil { configuration.appName = "FormUI gallery" }
        let app = try FormApp(configuration, layout: layout)
        app.document("/", title: "FormUI gallery", html: indexHTML(examples), json: indexJSON(examples))
        for example in examples {
            app.page(example.path, title: example.title, example.page)
        }
        return app
    }

    /// The examples grouped by the first part of their path (`/picker/…`, `/controls/…`), in the order
    /// the catalog lists them.
    static func groups(_ examples: [ReferenceExample]) -> [(name: String, examples: [ReferenceExample])] {
        var groups: [(name: String, examples: [ReferenceExample])] = []
        for example in examples {
            let name = example.path.split(separator: "/").first.map(String.init) ?? "examples"
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].examples.append(example)
            } else {
                groups.append((name, [example]))
            }
        }
        return groups
    }

    static func indexHTML(_ examples: [ReferenceExample]) -> [UInt8] {
        var html = HTMLBuffer(capacity: 512 * max(1, examples.count))
        html.raw("<p class=\"intro\">SwiftUI's controls, served as plain HTML forms: each example of Apple's reference pages, running. They work without JavaScript, and every page answers <code>?format=json</code> too.</p>")
        if examples.isEmpty {
            html.raw("<p>No examples yet.</p>")
        }
        for group in groups(examples) {
            html.raw("<section class=\"gallery-group\"><h2>")
            html.text(heading(group.name))
            html.raw("</h2><ul class=\"gallery-list\">")
            for example in group.examples {
                html.raw("<li><a href=\"")
                html.attribute(example.path)
                html.raw("\">")
                html.text(example.title)
                html.raw("</a>")
                if !example.summary.isEmpty {
                    html.raw("<p class=\"summary\">")
                    html.text(example.summary)
                    html.raw("</p>")
                }
                if !example.source.isEmpty {
                    html.raw("<p class=\"source\">From <cite>")
                    html.text(example.source)
                    html.raw("</cite></p>")
                }
                html.raw("</li>")
            }
            html.raw("</ul></section>")
        }
        return html.bytes
    }

    /// `picker` → `Picker`, `date-picker` → `Date picker`.
    static func heading(_ name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    struct IndexEntry: Encodable {
        var path: String
        var title: String
        var summary: String
        var source: String
    }

    static func indexJSON(_ examples: [ReferenceExample]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let entries = examples.map { IndexEntry(path: $0.path, title: $0.title, summary: $0.summary, source: $0.source) }
        return (try? Array(encoder.encode(["pages": entries]))) ?? Array("{\"pages\":[]}".utf8)
    }
}
