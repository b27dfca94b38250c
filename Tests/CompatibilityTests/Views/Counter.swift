import SwiftUI

// Lifecycle and gestures: a tappable card, a task that loads on appear, and a detail that counts
// how often it was shown and hidden.

struct Counter: View {
    @State private var taps = 0
    @State private var showsDetail = true
    @State private var appeared = 0
    @State private var disappeared = 0
    @State private var quote = ""

    var body: some View {
        VStack {
            Text("Tapped \(taps) times")
                .padding()
                .onTapGesture {
                    taps += 1
                }
            Toggle("Show detail", isOn: $showsDetail)
            if showsDetail {
                Text("Detail")
                    .onAppear { appeared += 1 }
                    .onDisappear { disappeared += 1 }
            }
            Text("Shown \(appeared), hidden \(disappeared)")
            Text(quote)
                .task {
                    quote = await loadQuote()
                }
        }
    }

    func loadQuote() async -> String {
        try? await Task.sleep(nanoseconds: 1_000_000)  // the point: a `.task` that awaits, as a network call would
        return "Simplicity is prerequisite for reliability."
    }
}
