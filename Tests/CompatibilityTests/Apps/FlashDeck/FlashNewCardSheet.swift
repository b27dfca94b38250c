import SwiftUI

struct FlashNewCardSheet: View {
    @Environment(FlashDeckLibrary.self) private var library
    @Environment(\.dismiss) private var dismiss

    @State private var deckID: FlashDeck.ID?
    @State private var front = ""
    @State private var back = ""

    private var canSave: Bool {
        deckID != nil && !front.trimmingCharacters(in: .whitespaces).isEmpty
            && !back.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Deck", selection: $deckID) {
                    Text("Choose a deck").tag(FlashDeck.ID?.none)
                    ForEach(library.decks) { deck in
                        Text(deck.title).tag(Optional(deck.id))
                    }
                }

                Section("Card") {
                    TextField("Front", text: $front)
                    TextField("Back", text: $back)
                }
            }
            .navigationTitle("New card")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        if let deckID {
                            library.add(FlashDeckCard(front: front, back: back), to: deckID)
                        }
                        dismiss()
                    }
                    .disabled(!canSave)
                }
            }
        }
    }
}
