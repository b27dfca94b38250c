import FormUITesting
import Testing

/// The onboarding flow: paged TabView with Next and Skip, a "Get Started" that sets
/// @AppStorage("hasOnboarded"), then the main screen; the flag is the visitor's alone.
@Suite struct PlantPalTests {
    private func pageTitles(_ tester: ViewTester) -> [String] {
        let text = tester.document().text
        return OnboardingPage.all.map(\.title).filter { text.contains($0) }
    }

    @Test func aNewVisitorSeesTheFirstOnboardingPage() throws {
        let tester = ViewTester(app: PlantPalApp.self)
        #expect(tester.document().text.contains("Welcome to PlantPal"))
        #expect(tester.control(labelled: "Next") != nil)
        #expect(tester.control(labelled: "Get Started") == nil)
        #expect(tester.control("what-should-we-call-you") == nil)
        #expect(pageTitles(tester) == ["Welcome to PlantPal"], "a paged TabView shows one page")
    }

    @Test func nextWalksThroughThePages() throws {
        let tester = ViewTester(app: PlantPalApp.self)
        try tester.press("Next")
        #expect(pageTitles(tester) == ["Never Miss a Watering"], "the selection binding chooses the page")
        #expect(tester.control(labelled: "Get Started") == nil)
        try tester.press("Next")
        #expect(tester.control(labelled: "Next") == nil)
        #expect(tester.control(labelled: "Get Started") != nil, "the last page asks for a name and offers Get Started")
        #expect(tester.control("what-should-we-call-you")?.value == "")
    }

    @Test func getStartedShowsTheMainScreenForThisVisitorOnly() throws {
        let tester = ViewTester(app: PlantPalApp.self)
        try tester.press("Skip")
        try tester.post(["what-should-we-call-you": "Robin"])
        try tester.press("Get Started")
        #expect(tester.title == "Robin's Plants")
        #expect(tester.document().text.contains("2 plants need water"))
        #expect(!tester.document().text.contains("Welcome to PlantPal"))

        // The same visitor's other page reads the same flag…
        let samePerson = ViewTester(sharingSessionWith: tester) { PlantPalRootView() }
        #expect(samePerson.title == "Robin's Plants")
        // …and another visitor has not onboarded.
        let other = ViewTester(app: PlantPalApp.self)
        #expect(other.title == nil)
        #expect(other.document().text.contains("Welcome to PlantPal"))
        #expect(other.control(labelled: "Next") != nil)
    }

    @Test func wateringAPlantAndShowingOnboardingAgain() throws {
        let tester = ViewTester(app: PlantPalApp.self)
        // Rendered as a browser shows each page (forgetting the state of views that left needs a showing
        // that had them).
        #expect(tester.html().contains("Welcome to PlantPal"))
        try tester.press("Skip")
        #expect(tester.html().contains("Get Started"))
        try tester.press("Get Started")
        #expect(tester.html().contains("2 plants need water"))
        #expect(tester.title == "My Plants")
        #expect(tester.control(labelled: "Water Monstera") != nil)
        #expect(tester.control(labelled: "Water Basil") != nil)
        #expect(tester.control(labelled: "Water Snake plant") == nil, "not thirsty yet")

        // The home screen's @State rows (`let id = UUID()`) are made once, when the screen first
        // shows, and kept: their identities name the two "Water …" buttons.
        let first = tester.control(labelled: "Water Monstera")?.actions?.first?.value
        let second = tester.control(labelled: "Water Monstera")?.actions?.first?.value
        #expect(first != nil)
        #expect(first == second)

        try tester.press("Water Monstera")
        #expect(tester.document().text.contains("1 plants need water"))
        #expect(tester.document().text.contains("in 7 days"))
        try tester.press("Water Basil")
        #expect(tester.document().text.contains("All plants are happy"))

        try tester.press("Show Onboarding Again")
        #expect(tester.document().text.contains("Welcome to PlantPal"))
        #expect(tester.control(labelled: "Next") != nil, "the onboarding starts from its first page")
    }
}
