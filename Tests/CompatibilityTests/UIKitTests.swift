import Foundation
@testable @_spi(Engine) import FormUI
import FormUITesting
import Testing

// UIKit as SwiftUI code reaches it through `import SwiftUI` (DeviceCorner): what each means on a page.

@Suite struct UIKitTests {
    static func style(of text: String, in html: String) -> String? {
        HTMLDocument(html).elements { $0.text == text && $0.attributes["style"] != nil }.last?.attributes["style"]
    }

    @Test func uiKitColoursAreThePagesColours() throws {
        let html = ViewTester { DeviceCorner() }.html()
        #expect(Self.style(of: "Label", in: html) == "color:var(--primary)", "Color(.label)")
        #expect(Self.style(of: "Secondary", in: html) == "color:var(--secondary)", "Color(uiColor: .secondaryLabel)")
        #expect(Self.style(of: "Blue", in: html) == "color:var(--blue)", "Color(UIColor.systemBlue) is the page's blue")
        #expect(Self.style(of: "Catalogue", in: html) == "color:light-dark(rgb(247 56 88 / 1.0), rgb(128 179 255 / 1.0))", "UIColor(named:)")
        let document = HTMLDocument(html)
        let styles = document.elements { $0.attributes["style"] != nil }.compactMap { $0.attributes["style"] }
        let shapes = document.elements { $0.attributes["class"] == "shape" }.compactMap { $0.attributes["style"] }
        #expect(shapes.contains { $0.hasSuffix(";background:light-dark(#e5e5ea, #2c2c2e);") }, "systemGray5 in each appearance: \(shapes)")
        #expect(shapes.contains { $0.hasSuffix(";background:rgb(255 128 0 / 1.0);") }, "UIColor(red:green:blue:alpha:)")
        #expect(styles.contains { $0.hasPrefix("background:var(--bg)") }, "secondarySystemBackground is the page's own background")
    }

    @Test func uiColorValues() throws {
        #expect(UIColor(named: "No such colour") == nil, "nil, as on a device")
        #expect(UIColor(named: "Accent") != nil)
        #expect(Color(UIColor.red).css == "rgb(255 0 0 / 1.0)", "UIKit's red is pure red")
        #expect(Color(UIColor.systemRed) == Color.red, "the system red is SwiftUI's")
        #expect(Color(UIColor.tertiarySystemFill).css == "light-dark(rgb(118 118 128 / 0.12), rgb(118 118 128 / 0.24))")
        #expect(Color(UIColor.systemBackground).description == "systemBackground")
        #expect(Color(UIColor.systemBlue.withAlphaComponent(0.5)) == Color.blue.opacity(0.5))
        #expect(Color(UIColor(Color.orange)) == Color.orange)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.2) < 0.001 && abs(green - 0.4) < 0.001 && abs(blue - 0.6) < 0.001 && abs(alpha - 0.8) < 0.001)
        UIColor(named: "Brand Blue")!.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && abs(green - 122.0 / 255) < 0.001 && blue == 1, "a catalogue colour's light components")
    }

    @Test func uiImagesAreWhatImageShows() throws {
        let document = HTMLDocument(ViewTester { DeviceCorner() }.html())
        #expect(document.elements { $0.tag == "img" && ($0.attributes["src"] ?? "").hasSuffix("/Badge.png") && $0.attributes["alt"] == "Badge" }.count == 1, "UIImage(named:)")
        #expect(document.element("img", with: ["class": "icon", "src": "/icons/star.fill.svg"]) != nil, "UIImage(systemName:)")

        #expect(UIImage(named: "No such image") == nil)
        #expect(UIImage(named: "Badge")?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(named: "Badge")?.scale == 2)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil, "nil for bytes a browser does not show")
    }

    @Test func uiImageFromBytesIsShownInThePage() throws {
        let file = AssetCatalogTests.catalogue.appendingPathComponent("Photos/Beach.imageset/beach.png")
        let bytes = try Data(contentsOf: file)
        let image = try #require(UIImage(data: bytes))
        #expect(image.size == CGSize(width: 8, height: 6))
        let html = ViewTester { Image(uiImage: image) }.html()
        let img = try #require(HTMLDocument(html).elements { $0.tag == "img" }.first)
        #expect(img.attributes == ["class": "image", "src": "data:image/png;base64," + bytes.base64EncodedString(), "alt": "", "width": "8", "height": "6"])
        #expect(UIImage(contentsOfFile: file.path) == image)
    }

    @Test func openingAnAddressFromAButtonSendsTheBrowserThere() throws {
        let tester = ViewTester { DeviceCorner() }
        let help = try tester.press("Help")
        #expect(help.openedURL?.absoluteString == "https://example.com/help")
        let settings = try tester.press("Settings")
        #expect(settings.openedURL == nil, "a page has no settings to open")
        #expect(tester.html().contains("Settings cannot open here"), "the completion handler hears false")

        #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:a@example.com")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "file:///etc/passwd")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        // Outside a post's actions nothing is opened, and nothing goes wrong.
        UIApplication.shared.open(URL(string: "https://example.com")!)
    }

    @Test func theDeviceIsAWebBrowser() throws {
        let html = ViewTester { DeviceCorner() }.html()
        #expect(html.contains("Web on Web browser"))
        #expect(html.contains("Any layout"), "the idiom is .unspecified")
        #expect(UIDevice.current.userInterfaceIdiom == .unspecified)
        #expect(UIDevice.current.systemName == "Web")
        #expect(UIDevice.current.orientation == .unknown)
        #expect(UIDevice.current.batteryLevel == -1)
    }
}
