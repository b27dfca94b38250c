import FormUITesting
import Testing

@Suite struct AppearanceTests {
    @Test func appearanceModifiersBecomeCSS() throws {
        let tester = ViewTester { ProfileCard() }
        let html = tester.html()
        #expect(html.contains("linear-gradient(135deg, var(--blue) 0%, var(--purple) 100%)"))
        #expect(html.contains("font-size:34px;font-weight:700;font-family:ui-rounded"))
        #expect(html.contains("border-radius:50%;overflow:hidden;"), "clipShape(Circle())")
        #expect(html.contains("box-shadow:0px 4px 8px color-mix(in srgb, var(--black) 20%, transparent);"))
        #expect(html.contains("text-transform:uppercase;"))
        #expect(html.contains("<span class=\"text strikethrough\">Was: Away</span>"))
        #expect(html.contains("<span class=\"text underline\">Available</span>"))
        #expect(html.contains("<span class=\"text monospaced\">ID 0042</span>"))
        #expect(html.contains("-webkit-line-clamp:2;"))
        #expect(html.contains("text-align:center;"))
        #expect(html.contains("width:100%;flex:1 1 auto;"), "maxWidth: .infinity")
        #expect(html.contains("padding:8px 12px 8px 12px"))
        #expect(html.contains("border-radius:12px;"))
        #expect(html.contains("class=\"layer overlay\""))
        #expect(html.contains("border:1px solid var(--blue);"))
        #expect(html.contains("class=\"border-capsule\""))
        #expect(html.contains("visibility:hidden;"))
        #expect(html.contains("opacity:0.98;"))
        #expect(html.contains("class=\"control-size-small\""))
    }

    @Test func hiddenLabelsAreStillTheControlsNames() throws {
        let tester = ViewTester { ProfileCard() }
        let html = tester.html()
        #expect(html.contains("<div class=\"labels-hidden\"><fieldset class=\"control picker picker-segmented\"><legend class=\"control-label\"><span class=\"text\">Status</span></legend>"))
        try tester.post(["status": "Busy"])
        #expect(tester.control("status")?.value == "Busy")
        #expect(tester.html().contains("<span class=\"text underline\">Busy</span>"))
    }

    @Test func listAndFormStylesAreClassesAroundTheList() throws {
        let tester = ViewTester { PlainSettingsList() }
        let html = tester.html()
        #expect(html.contains("class=\"list-style-grouped\""))
        #expect(html.contains("class=\"content-background-hidden\""))
        #expect(html.contains("class=\"row-separator-hidden\""))
        #expect(html.contains("<span class=\"text font-footnote italic\">Connected</span>") || html.contains("font-style:italic;"))
        try tester.post(["wi-fi": "off"])
        #expect(tester.control("wi-fi")?.value == "off")
    }
}
