import SwiftUI

// A tip calculator in the style of the well-known beginner project: the check amount typed as a
// currency, the party size in a picker over a range, the tip percentage with a stepper, and the totals
// shown with a currency format.

struct TipCalculatorView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    private let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD")

    private var grandTotal: Double {
        checkAmount + checkAmount * Double(tipPercentage) / 100
    }

    private var totalPerPerson: Double {
        grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<11, id: \.self) { count in
                            Text("\(count) people")
                        }
                    }
                }

                Section("How much tip do you want to leave?") {
                    Stepper("Tip: \(tipPercentage)%", value: $tipPercentage, in: 0...30, step: 5)
                }

                Section("Total") {
                    Text(grandTotal, format: .currency(code: "USD"))
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: currency)
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }
            }
            .navigationTitle("Split the Check")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}
