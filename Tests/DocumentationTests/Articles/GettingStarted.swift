// The code of the article “Getting started” (Sources/FormUI/FormUI.docc/GettingStarted.md), as it is
// there; the article's `@main` is left out, a test bundle having an entry point of its own.
import SwiftUI

struct TipsApp: App {
    var body: some Scene {
        WindowGroup {
            TipCalculator()
        }
    }
}

struct TipCalculator: View {
    @State private var bill = 42.0
    @State private var percent = 15

    private var tip: Double { bill * Double(percent) / 100 }

    var body: some View {
        Form {
            TextField("Bill", value: $bill, format: .number)
            Picker("Tip", selection: $percent) {
                ForEach([10, 15, 20], id: \.self) { Text("\($0) %") }
            }
            .pickerStyle(.segmented)
            LabeledContent("You leave", value: tip, format: .currency(code: "USD"))
        }
        .navigationTitle("Tips")
    }
}
