import FormUITesting
import SwiftUI
import Testing

/// A reading list whose rows a screen reader's person removes with a custom action.
private struct BookQueue: View {
    @State private var titles = ["Dune", "Emma", "Ulysses"]

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .accessibilityAction(named: "Remove") {
                        titles.removeAll { $0 == title }
                    }
                    .accessibilityAction(.escape) {}
            }
        }
    }
}

/// A star rating drawn with images, adjustable by a screen reader.
private struct StarRating: View {
    @State private var stars = 3

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { index in
                Image(systemName: index <= stars ? "star.fill" : "star")
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue("\(stars) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: if stars < 5 { stars += 1 }
            case .decrement: if stars > 1 { stars -= 1 }
            }
        }
    }
}

/// Headings, details, actions written as views, and a representation.
private struct PancakeCard: View {
    @State private var saved = false
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Text("Pancakes").font(.title).accessibilityHeading(.h2)
            HStack { Text("Serves"); Text("4") }.accessibilityHeading(.h3)
            Text("Flour, eggs, milk")
                .accessibilityCustomContent("Prep time", "10 minutes")
            Text(saved ? "Saved" : "Not saved")
                .accessibilityActions {
                    Button("Save recipe") { saved = true }
                }
            Capsule()
                .accessibilityRepresentation {
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                }
            Rectangle()
                .accessibilityChildren {
                    Text("Bar one")
                    Text("Bar two")
                }
        }
    }
}

@Suite struct AccessibilityActionTests {
    @Test func aCustomActionIsAHiddenButtonThatRunsThroughThePost() throws {
        let tester = ViewTester { BookQueue() }
        let page = tester.document()
        let removes = page.elements(where: { $0.tag == "button" && $0.text == "Remove" })
        #expect(removes.count == 3)
        let second = removes[1]
        #expect(second.attributes["name"] == "_action")
        let describedBy = try #require(second.attributes["aria-describedby"])
        #expect(page.element(id: describedBy)?.text == "Emma", "the button is described by the row it acts on")
        #expect(page.elements(where: { $0.classes.contains("visually-hidden-focusable") }).count == 3)
        #expect(page.elements(where: { $0.tag == "button" && $0.text == "Dismiss" }).count == 3, "stacked actions share one row of buttons")
        try tester.press(try #require(second.value))
        let html = tester.html()
        #expect(!html.contains("Emma"))
        #expect(html.contains("Dune") && html.contains("Ulysses"))
    }

    @Test func anAdjustableViewHasIncrementAndDecrementButtons() throws {
        let tester = ViewTester { StarRating() }
        #expect(tester.document().element(role: "button", name: "Increment") != nil)
        #expect(tester.html().contains("aria-label=\"Rating, 3 stars\""))
        try tester.press("Increment")
        #expect(tester.html().contains("aria-label=\"Rating, 4 stars\""))
        try tester.press("Decrement")
        try tester.press("Decrement")
        #expect(tester.html().contains("aria-label=\"Rating, 2 stars\""))
    }

    @Test func headingsAreHeadingsOfTheirLevel() throws {
        let page = ViewTester { PancakeCard() }.document()
        let headings = page.elements(role: "heading")
        #expect(headings.map(\.tag) == ["h2", "div"], "a text is a real heading; a stack is a heading by its role")
        #expect(headings[0].text == "Pancakes")
        #expect(headings[1].attributes["aria-level"] == "3")
    }

    @Test func customContentAndActionViewsAreRead() throws {
        let tester = ViewTester { PancakeCard() }
        let page = tester.document()
        #expect(page.elements(where: { $0.classes == ["visually-hidden"] }).contains { $0.text == "Prep time: 10 minutes" })
        #expect(page.element(role: "button", name: "Save recipe") != nil)
        try tester.press("Save recipe")
        #expect(tester.html().contains("Saved"))
    }

    @Test func aRepresentationIsReadInPlaceOfTheView() throws {
        let tester = ViewTester { PancakeCard() }
        let page = tester.document()
        let represented = try #require(page.elements(where: { $0.classes == ["accessibility-represented"] }).first)
        #expect(represented.childElements.first?.attributes["aria-hidden"] == "true")
        #expect(represented.childElements.last?.classes == ["visually-hidden-focusable"])
        #expect(represented.childElements.last?.descendants.contains { $0.tag == "input" && $0.attributes["type"] == "range" } == true)
        let children = try #require(page.elements(where: { $0.classes == ["accessibility-children"] }).first)
        #expect(children.childElements.last?.text == "Bar oneBar two")
    }
}
