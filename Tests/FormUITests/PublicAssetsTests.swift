@_spi(Engine) import FormUI
import Foundation
import Testing
import FormUITesting

/// The files in `Public/` and `Templates/` that the pages the core renders depend on: an icon for every
/// symbol the catalog promises, a colour for every variable the core writes, nothing fetched from
/// elsewhere.
@Suite struct PublicAssetsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let publicDirectory = root.appendingPathComponent("Public")

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let shippedNames = SymbolCatalog.shipped.names.sorted()

    @Test(arguments: shippedNames)
    func everyShippedSymbolHasAnIcon(_ name: String) throws {
        let svg = try Self.read("Public/icons/\(name).svg")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\""))
        #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
        // Drawn here, self-contained: no scripts, no links, no URL but the SVG namespace.
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(svg.components(separatedBy: "http").count == 2, "only the xmlns URL")
        // Its tags balance (a cheap well-formedness check that needs no XML parser).
        let opened = svg.components(separatedBy: "<").count - 1
        let selfClosed = svg.components(separatedBy: "/>").count - 1
        let closed = svg.components(separatedBy: "</").count - 1
        #expect(opened - closed == selfClosed + closed, "every element closes in \(name).svg")
    }

    @Test(arguments: shippedNames)
    func everyShippedSymbolIsPaintedInTheTextColour(_ name: String) throws {
        let css = try Self.read("Public/formui.css")
        let hasMask = css.contains("img.icon[src$=\"/\(name).svg\"] { --icon: url(\"icons/\(name).svg\"); }")
        #expect(hasMask, "formui.css sets --icon for \(name)")
        let isInGroup = css.contains("[src$=\"/\(name).svg\"],") || css.contains("[src$=\"/\(name).svg\"]\n")
        #expect(isInGroup, "\(name) is in the masked group of formui.css")
    }

    @Test func noIconWithoutASymbol() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.publicDirectory.appendingPathComponent("icons").path)
        let icons = Set(files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        #expect(icons == Set(Self.shippedNames))
        #expect(files.contains("LICENSE"))
        // The licence says where every icon comes from, and lists no other.
        let license = try Self.read("Public/icons/LICENSE")
        let listed = license.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
            .filter { $0.hasSuffix(".svg") && !$0.hasPrefix("(") && !$0.hasPrefix("*") }
            .map { String($0.dropLast(4)) }
        #expect(Set(listed) == icons)
        #expect(listed.count == icons.count, "each icon is listed once")
    }

    /// The colours the core writes as `var(--NAME)` are all defined by the stylesheet.
    @Test func everyColourVariableIsDefined() throws {
        let css = try Self.read("Public/formui.css")
        let colors: [Color] = [
            .black, .blue, .brown, .cyan, .gray, .green, .indigo, .mint, .orange, .pink, .purple, .red, .teal,
            .white, .yellow, .primary, .secondary, .accentColor,
        ]
        var variables: [String] = []
        for color in colors {
            let html = ViewTester { color }.html()
            guard let start = html.range(of: "var(--"), let end = html[start.upperBound...].firstIndex(of: ")") else {
                Issue.record("\(color) renders no CSS variable: \(html)")
                continue
            }
            variables.append(String(html[start.upperBound..<end]))
        }
        variables += ["primary", "secondary", "tertiary", "quaternary"]  // the hierarchical styles
        #expect(variables.count == colors.count + 4)
        for variable in variables {
            let isDefined = css.contains("\n  --\(variable): ")
            #expect(isDefined, "--\(variable) is defined in formui.css")
        }
    }

    /// The materials' variables are defined in light and dark mode, and so is the text variant of every
    /// palette colour, which text drawn in that colour takes (the `.text` rule maps the palette to them).
    @Test func everyMaterialAndTextVariantIsDefined() throws {
        let css = try Self.read("Public/formui.css")
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial]
        for material in materials {
            let html = ViewTester { Text("On a material").background(material) }.html()
            guard let start = html.range(of: "background:var(--"), let end = html[start.upperBound...].firstIndex(of: ")") else {
                Issue.record("\(material) renders no CSS variable: \(html)")
                continue
            }
            let variable = html[start.upperBound..<end]
            #expect(variable.hasPrefix("material-"))
            #expect(css.contains("\n  --\(variable): "), "--\(variable) is defined in formui.css")
            #expect(css.contains("\n    --\(variable): "), "--\(variable) is defined for dark mode")
        }
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"] {
            #expect(css.contains("\n  --\(name)-text: "), "--\(name)-text is defined in formui.css")
            #expect(css.contains("\n    --\(name)-text: "), "--\(name)-text is defined for dark mode")
            #expect(css.contains("\n  --\(name): var(--\(name)-text);"), "text in .\(name) takes --\(name)-text")
        }
    }

    @Test func theStylesheetAndScriptFetchNothingFromElsewhere() throws {
        for path in ["Public/formui.css", "Public/formui.js", "Templates/layout.mustache"] {
            let text = try Self.read(path)
            let fetchesElsewhere = text.contains("http:") || text.contains("https:") || text.contains("@import")
            #expect(!fetchesElsewhere, "\(path) names no URL elsewhere")
        }
        let css = try Self.read("Public/formui.css")
        let urls = css.components(separatedBy: "url(").dropFirst()
        #expect(!urls.isEmpty)
        for url in urls { #expect(url.hasPrefix("\"icons/") || url.hasPrefix("icons/"), "url(\(url.prefix(40))") }
    }

    /// Enter submits with the hidden default button only if it is rendered: hidden visually, never with
    /// `display: none` outside print.
    @Test func theDefaultSubmitButtonIsHiddenVisuallyNotRemoved() throws {
        let css = try Self.read("Public/formui.css")
        let screen = css.components(separatedBy: "@media print")[0]
        for rule in screen.components(separatedBy: "}") where rule.contains(".default-submit") {
            #expect(!rule.contains("display: none") && !rule.contains("visibility: hidden"), "\(rule)")
        }
        let isStyled = screen.contains(".default-submit {")
        #expect(isStyled, "formui.css hides .default-submit visually")
    }

    @Test func theLayoutUsesEveryVariableTheServerSets() throws {
        let layout = try Self.read("Templates/layout.mustache")
        for slot in ["{{title}}", "{{heading}}", "{{#stylesheet}}", "{{stylesheet}}", "{{#home}}", "{{home}}", "{{#script}}", "{{script}}", "{{{body}}}", "{{#flash}}", "{{flash}}", "{{timeZone}}"] {
            let hasSlot = layout.contains(slot)
            #expect(hasSlot, "layout.mustache has \(slot)")
        }
        let hasShell = layout.contains("<!doctype html>\n<html lang=\"en\">") && layout.contains("<main id=\"main\"")
            && layout.contains("href=\"#main\"")
        #expect(hasShell, "doctype, language, main landmark and skip link")
        // The documentation comment ends where it should: the first `}}` closes it, so braces inside it
        // would print the rest of the comment at the top of every page.
        let afterComment = layout.range(of: "}}").map { String(layout[$0.upperBound...]) } ?? ""
        #expect(layout.hasPrefix("{{!") && afterComment.hasPrefix("\n<!doctype html>"), "the comment closes right before the doctype")
    }
}

/// Icons are painted in the text colour by the stylesheet, so an image's foreground colour is written on it.
@Test func anIconTakesItsForegroundColour() {
    let red = ViewTester { Image(systemName: "heart.fill").foregroundColor(.red) }.html()
    #expect(HTMLDocument(red).element("img", with: ["class": "icon", "style": "color:var(--red)", "src": "/icons/heart.fill.svg"]) != nil)
    let plain = ViewTester { Image(systemName: "heart.fill") }.html()
    #expect(HTMLDocument(plain).element("img", with: ["class": "icon", "src": "/icons/heart.fill.svg"]) != nil)
}
