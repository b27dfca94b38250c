import FormUITesting
import Testing

@Suite struct ViewModifierTests {
    @Test func aModifiersBodyWrapsItsContent() throws {
        let tester = ViewTester { ModifierShowcase() }
        let html = tester.html()
        let badge = try #require(HTMLDocument(html).elements(where: { $0.text == "New" && $0.tag == "span" }).first)
        #expect(badge.attributes["class"]?.contains("font-caption") == true, "the modifier's font reaches its content")
        #expect(html.contains("Hello, Ace"))
        #expect(HTMLDocument(html).text.contains("Plain"), "EmptyModifier leaves its content as it is")
        #expect(html.containsMarkup("<div class=\"clip\" style=\"border-radius:9999px;overflow:hidden;\"><div class=\"background\" style=\"background:var(--yellow)\"><div class=\"padding\" style=\"padding:6px 6px 6px 6px\"><span class=\"text font-caption\">New</span></div></div></div>"), "the body's modifiers, outermost last, around the content")
    }

    @Test func aModifierHoldsStateOfItsOwnAndItsContentKeepsItsControls() throws {
        let tester = ViewTester { ModifierShowcase() }
        try tester.post(["nickname": "Bea"])
        #expect(tester.html().contains("Hello, Bea"), "a control inside a modifier's content posts as any other")
        try tester.press("Hide profile")
        var html = tester.html()
        #expect(!html.contains("Hello, Bea"), "the modifier's own @State hides its content")
        #expect(tester.control("nickname") == nil)
        try tester.press("Show profile")
        html = tester.html()
        #expect(html.contains("Hello, Bea"), "the content's state was kept while hidden")
        #expect(tester.control("nickname")?.value == "Bea")
    }

    @Test func concatAppliesTheFirstModifierThenTheSecond() throws {
        let tester = ViewTester { ModifierShowcase() }
        let page = HTMLDocument(tester.html())
        let joined = try #require(page.elements(where: { $0.text == "Joined" && $0.tag == "span" }).first)
        #expect(joined.attributes["class"]?.contains("font-caption") == true)
    }
}
