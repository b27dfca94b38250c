import Foundation
import Observation

struct FlashCard: Identifiable, Hashable {
    var id = UUID()
    var front: String
    var back: String
}

struct FlashDeck: Identifiable {
    var id = UUID()
    var title: String
    var symbol: String
    var cards: [FlashCard]
}

@Observable
final class FlashDeckLibrary {
    var decks: [FlashDeck]

    init(decks: [FlashDeck] = FlashDeckLibrary.sampleDecks) {
        self.decks = decks
    }

    var totalCards: Int {
        decks.reduce(0) { $0 + $1.cards.count }
    }

    func add(_ card: FlashCard, to deckID: FlashDeck.ID) {
        guard let index = decks.firstIndex(where: { $0.id == deckID }) else { return }
        decks[index].cards.append(card)
    }

    func addDeck(named title: String) {
        decks.append(FlashDeck(title: title, symbol: "rectangle.stack", cards: []))
    }

    static let sampleDecks = [
        FlashDeck(title: "Spanish basics", symbol: "globe.europe.africa", cards: [
            FlashCard(front: "la manzana", back: "the apple"),
            FlashCard(front: "el perro", back: "the dog"),
            FlashCard(front: "la biblioteca", back: "the library"),
            FlashCard(front: "mañana", back: "tomorrow"),
        ]),
        FlashDeck(title: "Capital cities", symbol: "building.columns", cards: [
            FlashCard(front: "Canada", back: "Ottawa"),
            FlashCard(front: "Australia", back: "Canberra"),
            FlashCard(front: "Kenya", back: "Nairobi"),
        ]),
        FlashDeck(title: "Swift keywords", symbol: "swift", cards: [
            FlashCard(front: "guard", back: "Exits early unless a condition holds"),
            FlashCard(front: "defer", back: "Runs code when the scope ends"),
        ]),
    ]
}
