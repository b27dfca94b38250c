import Testing
import FormUITesting
import ReferenceExamples

// The examples of `PickerStyle.palette` (seed 000, and its Chinese copy 001) held to what the page says.

@Suite("Reference page examples: palette")
struct ReferencePaletteExampleTests {
    @Test("Palette in a menu (000): four reaction symbols, none chosen; choosing one, and Reply runs")
    func reactionsMenu() throws {
        let tester = ViewTester { PaletteReactionsMenu() }
        let palette = try #require(tester.control("palette"))
        #expect(palette.style == "palette")
        #expect(palette.label == "Palette")
        // `selection` starts as `.none`: nothing is chosen.
        #expect(palette.value == "")
        #expect(palette.options?.contains { $0.selected } == false)
        #expect(tester.optionLabels("palette") == ["Thumbs up", "Thumbs down", "Like", "Question mark"])
        let html = tester.html()
        let menu = try #require(element(in: html, containing: "<summary><span class=\"text\">Reactions</span></summary>", from: "<details", to: "</details>"))
        #expect(menu.contains("picker-palette in-menu"))
        #expect(menu.contains(">Reply...</span></button>"))
        for symbol in ["hand.thumbsup", "hand.thumbsdown", "heart", "questionmark"] {
            #expect(menu.contains("src=\"/icons/\(symbol).svg\""), "\(symbol)")
        }

        let result = try tester.post(["palette": "heart"])
        #expect(result.changedFields == ["palette"])
        // The selection is `Reaction?` and the tags are `Reaction`: the page should show Like as chosen.
        #expect(tester.control("palette")?.value == "heart")
        #expect(segment(tester.html(), name: "palette", value: "heart")?.contains("aria-pressed=\"true\"") == true)

        #expect(tester.html().contains("Replies: 0"))
        try tester.press("Reply...")
        #expect(tester.html().contains("Replies: 1"))
    }

    @Test("Palette with .custom (000): no system selection; the selected palette shows the dashed circle")
    func customSelection() throws {
        let tester = ViewTester { PaletteCustomSelection() }
        let palettes = try #require(tester.control("palettes"))
        #expect(palettes.style == "palette")
        #expect(palettes.value == "ocean")
        #expect(tester.optionLabels("palettes") == ["Ocean", "Forest", "Sunset", "Berry"])
        let html = tester.html()
        // In the menu, whose label is the stand-in Label.
        #expect(html.contains("<details class=\"menu\"><summary>"))
        #expect(element(in: html, containing: "paintpalette.svg", from: "<summary>", to: "</summary>")?.contains(">Palettes<") == true)
        // `.custom` turns the system's selection effect off for this palette…
        #expect(html.contains("class=\"control picker picker-palette in-menu custom-selection\""))
        // …and the option's own symbol says which one is selected.
        let ocean = try #require(segment(html, name: "palettes", value: "ocean"))
        #expect(ocean.contains("circle.dashed.inset.filled.svg"))
        #expect(ocean.contains("aria-pressed=\"true\""))
        #expect(ocean.contains("--tint:var(--blue)"))
        #expect(segment(html, name: "palettes", value: "sunset")?.contains("/icons/circle.fill.svg") == true)

        try tester.post(["palettes": "sunset"])
        let after = tester.html()
        let sunset = try #require(segment(after, name: "palettes", value: "sunset"))
        #expect(sunset.contains("circle.dashed.inset.filled.svg"))
        #expect(sunset.contains("--tint:var(--orange)"))
        #expect(segment(after, name: "palettes", value: "ocean")?.contains("/icons/circle.fill.svg") == true)
        #expect(tester.control("palettes")?.value == "sunset")
    }

    @Test("Palette with .symbolVariant(.slash) (000): the selected flag is drawn as flag.slash")
    func symbolVariant() throws {
        let tester = ViewTester { PaletteSymbolVariant() }
        #expect(tester.control("flags")?.style == "palette")
        #expect(tester.optionLabels("flags") == ["Red", "Yellow", "Green"])
        let html = tester.html()
        // The system selection stays on (only `.custom` turns it off).
        #expect(!html.contains("custom-selection"))
        let red = try #require(segment(html, name: "flags", value: "red"))
        #expect(red.contains("src=\"/icons/flag.slash.svg\""))
        #expect(red.contains("--tint:var(--red)"))
        #expect(red.contains("<span class=\"visually-hidden\">Red</span>"))
        #expect(segment(html, name: "flags", value: "green")?.contains("src=\"/icons/flag.svg\"") == true)

        try tester.post(["flags": "green"])
        let after = tester.html()
        #expect(segment(after, name: "flags", value: "green")?.contains("src=\"/icons/flag.slash.svg\"") == true)
        #expect(segment(after, name: "flags", value: "red")?.contains("src=\"/icons/flag.svg\"") == true)
    }

    @Test("A flag that is not offered is refused")
    func notAFlag() throws {
        let tester = ViewTester { PaletteSymbolVariant() }
        #expect(throws: SubmissionError.self) { try tester.post(["flags": "blue"]) }
        #expect(tester.control("flags")?.value == "red")
    }

    @Test("The style's declaration (000): `.palette` is a PalettePickerStyle")
    func declaration() {
        let style: PalettePickerStyle = .palette
        #expect(type(of: style) == PalettePickerStyle.self)
    }
}
