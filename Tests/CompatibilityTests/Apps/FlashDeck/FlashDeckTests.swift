import FormUITesting
import Foundation
import SwiftUI
import Testing

/// The flashcards app: decks in a list, a study screen with a card that flips, moves, counts and
/// shuffles, and a sheet that adds a card to a deck of the library the app's scene holds.
@Suite struct FlashDeckTests {
    private func face(_ html: String) -> String? {
        html.firstMatch(of: /aria-label="(?:Question|Answer): ([^"]*)"/).map { String($0.1) }
    }

    @Test func theLibraryListsTheDecks() throws {
        let tester = ViewTester(app: FlashDeckApp.self)
        #expect(tester.title == "Flashcards")
        let html = tester.html()
        #expect(html.contains("href=\"/spanish-basics\""))
        #expect(html.contains("Capital cities"))
        #expect(html.contains("9 cards in 3 decks"))
        #expect(html.contains("class=\"badge\""), "each deck's row shows its card count")
    }

    @Test func studyingFlipsMovesAndCounts() throws {
        let tester = ViewTester(app: FlashDeckApp.self)
        tester.navigate(to: "spanish-basics")
        #expect(tester.title == "Spanish basics")
        var html = tester.html()
        #expect(html.contains("Card 1 of 4"))
        #expect(face(html) == "la manzana")
        #expect(tester.control(labelled: "Previous")?.disabled == true)

        try tester.press("Flip")
        html = tester.html()
        #expect(face(html) == "the apple")
        #expect(tester.control(labelled: "Show front") != nil)

        try tester.press("Next")
        html = tester.html()
        #expect(html.contains("Card 2 of 4"))
        #expect(face(html) == "el perro", "a new card shows its front")

        try tester.press("I knew it")
        html = tester.html()
        #expect(html.contains("Known: 1"))
        #expect(html.contains("Card 3 of 4"))
        try tester.press("Next")
        #expect(tester.control(labelled: "Next")?.disabled == true, "the last card")
    }

    @Test func shuffleStartsAgainFromTheFirstCardOfTheSameDeck() throws {
        let tester = ViewTester(app: FlashDeckApp.self)
        tester.navigate(to: "capital-cities")
        try tester.press("Next")
        try tester.press("Flip")
        try tester.press("Shuffle")
        let html = tester.html()
        #expect(html.contains("Card 1 of 3"))
        let shown = try #require(face(html))
        #expect(["Canada", "Australia", "Kenya"].contains(shown), "the front of a card of this deck")
    }

    @Test func aCardAddedInTheSheetJoinsItsDeck() throws {
        let tester = ViewTester(app: FlashDeckApp.self)
        try tester.press("New card")
        #expect(tester.html().contains("role=\"dialog\""))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        let deck = try #require(tester.control("deck")?.options?.first { $0.label == "Capital cities" })
        try tester.post(["deck": deck.value, "front": "Chile", "back": "Santiago"])
        try tester.press("Save")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tester.html().contains("10 cards in 3 decks"))

        tester.navigate(to: "capital-cities")
        #expect(tester.html().contains("Card 1 of 4"))
    }

    @Test func theLibraryTheAppsSceneHoldsIsEachVisitors() throws {
        // One app value serving two visitors, as a server serves an app: its init once, its body for
        // every evaluation of every visitor's page.
        let ada = ViewTester(app: FlashDeckApp.self)
        let grace = ViewTester(app: FlashDeckApp.self)
        try ada.press("New card")
        let deck = try #require(ada.control("deck")?.options?.first { $0.label == "Swift keywords" })
        try ada.post(["deck": deck.value, "front": "inout", "back": "A parameter the function may change"])
        try ada.press("Save")
        #expect(ada.html().contains("10 cards in 3 decks"))
        #expect(grace.html().contains("9 cards in 3 decks"), "the library the App declares is each visitor's own")
    }
}
