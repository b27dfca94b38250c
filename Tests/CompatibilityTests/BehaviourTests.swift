import FormUITesting
import Testing

@Suite struct BehaviourTests {
    @Test func onChangeRunsInThePostThatChangedTheValueAfterTheBindingsAreWritten() throws {
        let tester = ViewTester { ShippingForm() }
        #expect(tester.html().contains("Price: 5 €"), "initial: true runs when the view appears")
        try tester.post(["country": "Japan"])
        let html = tester.html()
        #expect(html.contains("Changes: France → Japan"), "the two-value form gets the old and the new value")
        #expect(tester.control("speed")?.value == "express")
        // The speed was changed by the country's .onChange: the speed's own .onChange runs in turn, in
        // the same post, as it does in SwiftUI.
        #expect(html.contains("Price: 15 €"), "an .onChange runs for a value another .onChange changed")
        try tester.post(["speed": "overnight"])
        #expect(tester.html().contains("Price: 30 €"), "the zero-argument form")
        try tester.post(["insurance": "on"])
        #expect(tester.html().contains("Changes: France → Japan, insured"), "the older one-value form gets the new value")
        // A post that changes nothing runs nothing.
        try tester.post(["insurance": "on"])
        #expect(tester.html().contains("Changes: France → Japan, insured<"))
    }

    @Test func onAppearRunsBeforeTheContentIsShownAndWithAnimationJustChanges() throws {
        let tester = ViewTester { ShippingForm() }
        #expect(tester.html().contains("Defaults loaded"))
        #expect(!tester.html().contains("Ships from Lyon."))
        try tester.press("Details")
        #expect(tester.html().contains("Ships from Lyon."))
    }

    @Test func aTapGestureMakesTheViewAButton() throws {
        let tester = ViewTester { Counter() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "tapped-times"])?.attributes == ["type": "submit", "name": "_action", "value": "tapped-times", "class": "tap-target"])
        try tester.perform(action: "tapped-times")
        try tester.perform(action: "tapped-times")
        #expect(tester.html().contains("Tapped 2 times"))
    }

    @Test func viewsAppearAndDisappearBetweenShowingsAndATaskFinishesBeforeTheRender() throws {
        let tester = ViewTester { Counter() }
        #expect(tester.html().contains("Shown 1, hidden 0"))
        #expect(tester.html().contains("Shown 1, hidden 0"), "showing the page again is not a new appearance")
        #expect(tester.html().contains("Simplicity is prerequisite for reliability."))
        try tester.post(["show-detail": "off"])
        _ = tester.html()
        #expect(tester.html().contains("Shown 1, hidden 1"), "onDisappear runs after the render without the view")
        try tester.post(["show-detail": "on"])
        #expect(tester.html().contains("Shown 2, hidden 1"))
        // Posts and JSON descriptions are not showings.
        _ = tester.description
        try tester.post(["show-detail": "on"])
        #expect(tester.html().contains("Shown 2, hidden 1"))
    }
}

// Two values whose .onChange actions change each other: a post still ends, after a bounded number of
// rounds.
private struct Seesaw: View {
    @State private var left = 0
    @State private var right = 0

    var body: some View {
        Form {
            Stepper("Left: \(left)", value: $left)
                .onChange(of: left) { right += 1 }
            Text("Right: \(right)")
                .onChange(of: right) { left += 1 }
        }
    }
}

@Suite struct ChangeRoundTests {
    @Test func actionsThatChangeEachOthersValuesEnd() throws {
        let tester = ViewTester { Seesaw() }
        try tester.perform(action: "left.increment")
        // The press, then four rounds of .onChange: left's, right's, left's, right's.
        #expect(tester.html().contains("Right: 2"))
        #expect(tester.control("left")?.value == "3")
    }
}
