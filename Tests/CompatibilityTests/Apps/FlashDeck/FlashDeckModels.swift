import Foundation
import Observation

struct FlashDeckCard: Identifiable, Hashable {
    var id = UUID()
    var front: String
    var back: String
}

struct FlashDeck: Identifiable {
    var id = UUID()
    var title: String
    var symbol: String
    var cards: [FlashDeckCard]
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

    func add(_ card: FlashDeckCard, to deckID: FlashDeck.ID) {
        guard let index = decks.firstIndex(where: { $0.id == deckID }) else { return }
        decks[index].cards.append(card)
    }

    func addDeck(named title: String) {
        decks.append(FlashDeck(title: title, symbol: "rectangle.stack", cards: []))
    }

    static let sampleDecks = [
        FlashDeck(title: "Spanish basics", symbol: "globe.europe.africa", cards: [
            FlashDeckCard(front: "la manzana", back: "the apple"),
            FlashDeckCard(front: "el perro", back: "the dog"),
            FlashDeckCard(front: "la biblioteca", back: "the library"),
            FlashDeckCard(front: "mañana", back: "tomorrow"),
        ]),
        FlashDeck(title: "Capital cities", symbol: "building.columns", cards: [
            FlashDeckCard(front: "Canada", back: "Ottawa"),
            FlashDeckCard(front: "Australia", back: "Canberra"),
            FlashDeckCard(front: "Kenya", back: "Nairobi"),
        ]),
        FlashDeck(title: "Swift keywords", symbol: "swift", cards: [
            FlashDeckCard(front: "guard", back: "Exits early unless a condition holds"),
            FlashDeckCard(front: "defer", back: "Runs code when the scope ends"),
        ]),
    ]
}
