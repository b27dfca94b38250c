import SwiftUI

struct FlashStudyView: View {
    let deck: FlashDeck

    @State private var cards: [FlashDeckCard]
    @State private var index = 0
    @State private var showingBack = false
    @State private var knownCount = 0

    init(deck: FlashDeck) {
        self.deck = deck
        _cards = State(initialValue: deck.cards)
    }

    var body: some View {
        VStack(spacing: 24) {
            if cards.isEmpty {
                ContentUnavailableView("No cards yet", systemImage: "rectangle.on.rectangle.slash", description: Text("Add a card with the + button."))
            } else {
                VStack(spacing: 6) {
                    ProgressView(value: Double(index + 1), total: Double(cards.count))
                    Text("Card \(index + 1) of \(cards.count)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                FlashDeckCardFace(text: showingBack ? cards[index].back : cards[index].front, isBack: showingBack)

                Button(showingBack ? "Show front" : "Flip") {
                    withAnimation(.spring) {
                        showingBack.toggle()
                    }
                }
                .buttonStyle(.borderedProminent)

                HStack {
                    Button {
                        move(by: -1)
                    } label: {
                        Label("Previous", systemImage: "chevron.left")
                    }
                    .disabled(index == 0)

                    Spacer()

                    Button("I knew it") {
                        knownCount += 1
                        move(by: 1)
                    }
                    .tint(.green)

                    Spacer()

                    Button {
                        move(by: 1)
                    } label: {
                        Label("Next", systemImage: "chevron.right")
                    }
                    .disabled(index == cards.count - 1)
                }
                .buttonStyle(.bordered)

                Text("Known: \(knownCount)")
                    .font(.footnote)
            }
        }
        .padding()
        .navigationTitle(deck.title)
        .toolbar {
            Button("Shuffle") {
                cards.shuffle()
                index = 0
                showingBack = false
            }
            .disabled(cards.count < 2)
        }
    }

    private func move(by offset: Int) {
        let next = index + offset
        guard cards.indices.contains(next) else { return }
        index = next
        showingBack = false
    }
}

struct FlashDeckCardFace: View {
    let text: String
    let isBack: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(isBack ? Color.orange.opacity(0.2) : Color.blue.opacity(0.15))
                .shadow(radius: 4)
            Text(text)
                .font(.title)
                .multilineTextAlignment(.center)
                .padding()
        }
        .frame(height: 220)
        .accessibilityLabel(isBack ? "Answer: \(text)" : "Question: \(text)")
    }
}
