import Foundation
@_spi(Engine) import FormUI
import FormUITesting
import Testing

// The asset catalogue of this target (Assets.xcassets, declared `resources: [.process("Assets.xcassets")]`
// as an app declares its own), read through `Color("Name")` and `Image("name")` in BrandedWelcome.

@Suite struct AssetCatalogTests {
    /// The catalogue as SwiftPM copied it into this target's resources.
    static let catalogue = Bundle.module.bundleURL.appendingPathComponent("Assets.xcassets")

    /// The 64-bit FNV-1a hash of a file of the catalogue, as its address carries it.
    static func hash(of file: String) throws -> String {
        let bytes = try Data(contentsOf: catalogue.appendingPathComponent(file))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The `style` of the element whose own text is `text`.
    static func style(of text: String, in html: String) -> String? {
        HTMLDocument(html).elements { $0.text == text && $0.attributes["style"] != nil }.last?.attributes["style"]
    }

    @Test func aColourSetIsItsLightValueAndItsDarkOneInDarkMode() throws {
        let html = ViewTester { BrandedWelcome() }.html()
        // 0.969, 0.220, 0.345 → 247 56 88; dark 0.502, 0.702, 1.000 → 128 179 255; the high-contrast
        // entry (black) is not drawn.
        let accent = "light-dark(rgb(247 56 88 / 1.0), rgb(128 179 255 / 1.0))"
        #expect(Self.style(of: "Welcome", in: html) == "color:" + accent)
        #expect(Self.style(of: "Shared", in: html) == "color:" + accent, "Color(_:bundle: .module) finds the same set")
        #expect(Self.style(of: "Generated", in: html) == "color:" + accent, "Color(ColorResource), as generated asset symbols write it")
        #expect(Self.style(of: "Faded", in: html) == "color:color-mix(in srgb, " + accent + " 50%, transparent)")
    }

    @Test func componentsAreReadInEachSpellingXcodeWrites() throws {
        let html = ViewTester { BrandedWelcome() }.html()
        #expect(Self.style(of: "Brand", in: html) == "color:rgb(0 122 255 / 1.0)", "8-bit integers, no dark appearance")
        let swatches = HTMLDocument(html).elements { $0.attributes["class"] == "swatch" }
        let byName = Dictionary(swatches.map { ($0.attributes["aria-label"] ?? "", $0.attributes["style"] ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(byName["HexTint"] == "background:rgb(255 128 0 / 0.5)", "hexadecimal bytes, alpha 0.5")
        #expect(byName["Wide"] == "background:color(display-p3 0.9 0.25 0.1 / 1.0)", "Display P3 stays Display P3")
        #expect(byName["Referenced"] == "background:var(--teal)", "a set referring to systemTealColor is the page's teal")
    }

    @Test func tintAccentColorAndAColorPickerTakeACatalogueColour() throws {
        let tester = ViewTester { BrandedWelcome() }
        let document = HTMLDocument(tester.html())
        let tints = document.elements { $0.attributes["class"] == "tint" }.compactMap { $0.attributes["style"] }
        #expect(tints.contains("--tint:light-dark(rgb(247 56 88 / 1.0), rgb(128 179 255 / 1.0));--accent:light-dark(rgb(247 56 88 / 1.0), rgb(128 179 255 / 1.0))"))
        #expect(tints.contains("--tint:rgb(0 122 255 / 1.0);--accent:rgb(0 122 255 / 1.0)"), ".accentColor(_:) is .tint(_:)")
        #expect(tester.control("favourite")?.value == "#f73858", "a colour input shows the light value")
    }

    @Test func anImageSetIsServedAtItsHashAndDrawnAtItsPointSize() throws {
        let document = HTMLDocument(ViewTester { BrandedWelcome() }.html())
        let badge = "/_assets/" + (try Self.hash(of: "Badge.imageset/badge@2x.png")) + "/Badge.png"
        // 40×20 pixels at 2x: 20×10 points. The 1x and 3x files are not the ones shown.
        #expect(document.element("img", with: ["src": badge, "alt": "Badge"])?.attributes == ["class": "image", "src": badge, "alt": "Badge", "width": "20", "height": "10"])
        #expect(document.element("img", with: ["src": badge, "alt": ""]) != nil, "Image(decorative:)")
        #expect(document.element("img", with: ["src": badge, "alt": "Gold badge"]) != nil, "Image(_:label:)")
        #expect(document.element("img", with: ["src": badge, "class": "image resizable"]) != nil)
        let label = document.elements { $0.attributes["class"] == "label" && $0.text == "Awarded" }.first
        #expect(label?.descendants.first { $0.tag == "img" }?.attributes == ["class": "image", "src": badge, "alt": "", "width": "20", "height": "10"],
                "Label(_:image:): the icon is decorative, the title names it")

        let star = "/_assets/" + (try Self.hash(of: "Icons/Star.imageset/star.png")) + "/Icons/Star.png"
        #expect(document.element("img", with: ["src": star, "alt": "Star", "width": "12", "height": "12"]) != nil, "a namespace folder's name is part of the set's")
        let beach = "/_assets/" + (try Self.hash(of: "Photos/Beach.imageset/beach.png")) + "/Beach.png"
        #expect(document.elements { $0.tag == "img" && $0.attributes["src"] == beach && $0.attributes["alt"] == "Beach" }.count == 2,
                "a plain group's name is not; Image(ImageResource) finds it too")
    }

    @Test func anImageSetWithADarkAppearanceIsAPicture() throws {
        let document = HTMLDocument(ViewTester { BrandedWelcome() }.html())
        let light = "/_assets/" + (try Self.hash(of: "Moon.imageset/moon.png")) + "/Moon.png"
        let dark = "/_assets/" + (try Self.hash(of: "Moon.imageset/moon-dark.png")) + "/Moon.png"
        #expect(light != dark)
        #expect(document.contains(markup: """
            <picture><source srcset="\(dark)" media="(prefers-color-scheme: dark)"><img class="image" src="\(light)" alt="Moon" width="16" height="16"></picture>
            """))
    }

    @Test func aNameNoCatalogueHasIsSaidOnceAndDrawnVisibly() throws {
        // A name of this test alone, so that the one report about it is this test's.
        let name = "Missing-" + UUID().uuidString
        let tester = ViewTester { MissingArtwork(colourName: name) }
        let html = tester.html()
        _ = tester.html()
        #expect(Self.style(of: "Missing", in: html) == "color:var(--gray)", "gray, never transparent")
        let reports = AssetCatalogs.reportedProblems.filter { $0.contains(name) }
        #expect(reports.count == 1, "said once however often it is drawn: \(reports)")
        #expect(reports.first?.contains("No asset catalogue has a colour named") == true)

        let document = HTMLDocument(html)
        #expect(document.element("img", with: ["src": "/images/NotInTheCatalogue.png", "alt": "NotInTheCatalogue"]) != nil, "Public/images/ as before")
        #expect(document.element("img", with: ["src": "/images/Document.png"]) != nil, "a PDF-only set is not drawn from the catalogue")
    }

    @Test func aSetThatCannotBeReadIsLeftOutAndNoTextOfItReachesCSS() throws {
        let html = ViewTester { MissingArtwork(colourName: "Accent") }.html()
        #expect(!html.contains("evil.example"))
        let swatch = HTMLDocument(html).element(with: ["class": "swatch", "aria-label": "Broken"])
        #expect(swatch?.attributes["style"] == "background:var(--gray)")
        let problems = AssetCatalogs.reportedProblems
        #expect(problems.contains { $0.contains("“Broken.colorset”") && $0.contains("“red” component is not a number") }, "\(problems)")
        #expect(problems.contains { $0.contains("“Document.imageset”") && $0.contains("PNG, JPEG") }, "\(problems)")
    }
}
