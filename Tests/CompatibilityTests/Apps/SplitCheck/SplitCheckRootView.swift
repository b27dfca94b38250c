import SwiftUI

struct SplitCheckRootView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var roundUp = false
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]
    let currencyCode = Locale.current.currency?.identifier ?? "USD"

    var tipValue: Double {
        checkAmount / 100 * Double(tipPercentage)
    }

    var grandTotal: Double {
        checkAmount + tipValue
    }

    var totalPerPerson: Double {
        let share = grandTotal / Double(numberOfPeople)
        return roundUp ? share.rounded(.up) : share
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<21) {
                            Text("\($0) people").tag($0)
                        }
                    }
                }

                Section {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("How much tip do you want to leave?")
                }

                Section("Total with tip") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundColor(tipPercentage == 0 ? .red : .primary)
                    LabeledContent("Tip", value: tipValue, format: .currency(code: currencyCode))
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                        .font(.largeTitle)
                    Toggle("Round up each share", isOn: $roundUp)
                }

                Section {
                    NavigationLink("Split by items") {
                        ItemizedSplitView(currencyCode: currencyCode)
                    }
                }
            }
            .navigationTitle("SplitCheck")
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
