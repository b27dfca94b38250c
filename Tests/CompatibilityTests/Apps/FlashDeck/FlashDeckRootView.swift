import SwiftUI

struct FlashDeckRootView: View {
    @Environment(FlashDeckLibrary.self) private var library
    @State private var showingNewCard = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(library.decks) { deck in
                        NavigationLink {
                            FlashStudyView(deck: deck)
                        } label: {
                            Label(deck.title, systemImage: deck.symbol)
                        }
                        .badge(deck.cards.count)
                    }
                } footer: {
                    Text("\(library.totalCards) cards in \(library.decks.count) decks")
                }
            }
            .navigationTitle("Flashcards")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewCard = true
                    } label: {
                        Label("New card", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewCard) {
                FlashNewCardSheet()
            }
        }
    }
}
