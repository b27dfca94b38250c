import Foundation
import Testing
@testable @_spi(Engine) import FormUI
import FormUITesting

/// SF Symbols: the icons `Public/icons/` ships are drawn, a variant without an icon of its own is drawn
/// with its base's, and a symbol without any is shown, and named, by its accessible label in words, never
/// by its dotted name.
@Suite struct SymbolTests {
    // MARK: Icons

    @Test(arguments: ["trash", "gearshape.fill", "square.and.arrow.up", "person.crop.circle", "xmark.circle.fill", "figure.walk"])
    func aShippedSymbolIsItsIcon(_ name: String) {
        let html = ViewTester { Image(systemName: name) }.html()
        let icon = HTMLDocument(html).element("img", with: ["src": "/icons/\(name).svg"])
        #expect(icon?.attributes == ["class": "icon", "src": "/icons/\(name).svg", "alt": "", "width": "20", "height": "20"])
        #expect(!html.contains("symbol-fallback"))
    }

    @Test func aVariantWithoutAnIconOfItsOwnIsDrawnWithItsBase() {
        // `bell.badge` ships, `bell.badge.fill` does not: the outline stands in for it.
        let filled = HTMLDocument(ViewTester { Image(systemName: "bell.badge.fill") }.html())
        #expect(filled.element("img", with: ["class": "icon variant-fill", "src": "/icons/bell.badge.svg"]) != nil)
        // `.circle.fill` drops both suffixes to reach `bolt`; a slash is drawn across by the stylesheet.
        let circled = HTMLDocument(ViewTester { Image(systemName: "bolt.circle.fill") }.html())
        #expect(circled.element("img", with: ["class": "icon variant-circle variant-fill", "src": "/icons/bolt.svg"]) != nil)
        let slashed = HTMLDocument(ViewTester { Image(systemName: "house.slash") }.html())
        #expect(slashed.element("img", with: ["class": "icon variant-slash", "src": "/icons/house.svg"]) != nil)
        // The environment's variant, as before: its own icon when there is one.
        let variant = HTMLDocument(ViewTester { Image(systemName: "bell").symbolVariant(.fill) }.html())
        #expect(variant.element("img", with: ["class": "icon", "src": "/icons/bell.fill.svg"]) != nil)
    }

    // MARK: No icon: the words, never the name

    @Test func aSymbolWithoutAnIconShowsItsLabelNotItsName() {
        let known = ViewTester { Image(systemName: "figure.pool.swim") }.html()
        #expect(known.contains("<span class=\"symbol-fallback\">Swimming</span>"))
        #expect(!known.contains("figure.pool.swim"))
        let other = ViewTester { Image(systemName: "figure.skiing.downhill") }.html()
        #expect(other.contains("<span class=\"symbol-fallback\">Figure skiing downhill</span>"))
        #expect(!other.contains("figure.skiing.downhill"))
    }

    @Test func aLabelsIconWithoutAnIconFileDrawsNothing() {
        // The title says it already.
        let html = ViewTester { Label("Swim", systemImage: "figure.pool.swim") }.html()
        #expect(!html.contains("symbol-fallback"))
        #expect(!html.contains("Swimming"))
        #expect(html.contains("Swim"))
    }

    // MARK: Accessible names

    @Test func aButtonOfOnlyASymbolIsNamedByItsLabel() {
        let tester = ViewTester {
            Button {} label: { Image(systemName: "trash") }
        }
        let document = HTMLDocument(tester.html())
        #expect(document.element(role: "button", name: "Delete") != nil)
        #expect(document.element("img", with: ["src": "/icons/trash.svg", "alt": ""]) != nil, "the icon itself stays decorative")
        // Its id is still made from the symbol's name, so posts and tests find it as before.
        #expect(tester.controls.first?.actions?.first?.value == "trash")
        #expect(tester.controls.first?.actions?.first?.label == "Delete")
    }

    @Test func aButtonOfASymbolWithoutAnIconIsNamedByTheWordsItShows() {
        let tester = ViewTester {
            Button {} label: { Image(systemName: "figure.pool.swim") }
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element(role: "button", name: "Swimming") != nil)
        #expect(!html.contains("visually-hidden"), "the words are shown, not said twice")
        #expect(tester.controls.first?.actions?.first?.label == "Swimming")
    }

    @Test func anIconBesideWordsStaysDecorative() {
        let html = ViewTester {
            Button {} label: {
                HStack {
                    Image(systemName: "trash")
                    Text("Remove")
                }
            }
        }.html()
        let document = HTMLDocument(html)
        #expect(document.element(role: "button", name: "Remove") != nil)
        #expect(document.element("img", with: ["src": "/icons/trash.svg", "alt": ""]) != nil)
        #expect(!html.contains("Delete"))
    }

    @Test func aLinkOrMenuOfOnlyASymbolIsNamedByItsLabel() {
        let link = HTMLDocument(ViewTester {
            Link(destination: URL(string: "https://example.com/share")!) { Image(systemName: "square.and.arrow.up") }
        }.html())
        #expect(link.element(role: "link", name: "Share") != nil)
        let menu = HTMLDocument(ViewTester {
            Menu {
                Button("Rename") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }.html())
        #expect(menu.element("summary", with: [:])?.accessibleName == "More")
        // A link with words is named by them, with nothing added.
        let words = ViewTester { Link("Example", destination: URL(string: "https://example.com")!) }.html()
        #expect(!words.contains("visually-hidden"))
    }

    @Test func aNavigationLinkOfOnlyASymbolIsNamedByItsLabel() {
        let document = HTMLDocument(ViewTester {
            NavigationStack {
                NavigationLink { Text("Preferences") } label: { Image(systemName: "gearshape") }
            }
        }.html())
        #expect(document.element(role: "link", name: "Settings") != nil)
    }

    // MARK: The words

    @Test func theWordsForASymbol() {
        let expected = [
            "plus": "Add", "trash": "Delete", "gearshape": "Settings", "square.and.arrow.up": "Share",
            "xmark": "Close", "magnifyingglass": "Search", "person.crop.circle": "Account", "ellipsis.circle": "More",
            "info.circle": "Info", "pencil": "Edit",
            // Variants read as their base.
            "trash.fill": "Delete", "xmark.circle.fill": "Close", "plus.square.fill": "Add", "gearshape.fill": "Settings",
            // A slash reads as "off", unless the name has words of its own.
            "bell.slash": "Notifications off", "bolt.slash": "Lightning off", "eye.slash": "Hide", "house.slash": "Home off",
            // Any other name: its words, without those that only say how it is drawn.
            "figure.skiing.downhill": "Figure skiing downhill", "leaf.circle.fill": "Leaf", "wifi.router.fill": "Wifi router",
            "person.crop.circle.badge.exclamationmark": "Person exclamationmark", "circle.fill.square": "Circle",
            "tram.fill.tunnel": "Tram tunnel", "camera.metering.unknown.slash": "Camera metering unknown off",
        ]
        for (name, words) in expected {
            #expect(SymbolLabels.label(for: name) == words, "\(name)")
        }
        #expect(SymbolLabels.label(for: "") == "Image")
        #expect(SymbolLabels.label(for: "<script>\"'&") == "<script>\"'&")
    }

    @Test(arguments: SymbolCatalog.shipped.names.sorted())
    func everyShippedSymbolHasWordsOfItsOwn(_ name: String) {
        // The table, not the fallback that reads the name: every icon's button or link is named well.
        #expect(SymbolLabels.ownWords(for: name) != nil, "\(name) has no words in SymbolLabels")
        #expect(!SymbolLabels.label(for: name).contains("."))
    }
}
