import SwiftUI

struct ConvertlyRootView: View {
    @State private var kind: ConversionKind = .length
    @State private var input = 1.0
    @State private var fromUnit = ConversionKind.length.units[0]
    @State private var toUnit = ConversionKind.length.units[2]
    @State private var decimals = 2
    @State private var history: [ConversionRecord] = []
    @FocusState private var inputIsFocused: Bool

    private var output: Double {
        ConvertlyMath.convert(input, from: fromUnit, to: toUnit)
    }

    private var outputText: String {
        output.formatted(.number.precision(.fractionLength(decimals)))
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    Picker("Quantity", selection: $kind) {
                        ForEach(ConversionKind.allCases) { kind in
                            Label(kind.rawValue, systemImage: kind.icon).tag(kind)
                        }
                    }
                }

                Section(header: Text("Convert")) {
                    TextField("Amount", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputIsFocused)
                    Picker("From", selection: $fromUnit) {
                        ForEach(kind.units) { unit in
                            Text(unit.name).tag(unit)
                        }
                    }
                    Picker("To", selection: $toUnit) {
                        ForEach(kind.units) { unit in
                            Text(unit.name).tag(unit)
                        }
                    }
                    Button(action: swapUnits) {
                        Label("Swap units", systemImage: "arrow.up.arrow.down")
                    }
                }

                Section(header: Text("Result")) {
                    Text("\(input.formatted()) \(fromUnit.symbol) = \(outputText) \(toUnit.symbol)")
                        .font(.title3)
                        .fontWeight(.semibold)
                        .foregroundColor(.blue)
                    Stepper("Decimal places: \(decimals)", value: $decimals, in: 0...6)
                    Button("Save to history") {
                        history.insert(ConversionRecord(text: "\(input.formatted()) \(fromUnit.symbol) → \(outputText) \(toUnit.symbol)"), at: 0)
                    }
                }

                Section {
                    NavigationLink(destination: ConvertlyHistoryView(history: $history)) {
                        HStack {
                            Text("History")
                            Spacer()
                            Text("\(history.count)")
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Convertly")
            .onChange(of: kind) { newKind in
                fromUnit = newKind.units[0]
                toUnit = newKind.units[1]
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        inputIsFocused = false
                    }
                }
            }
        }
    }

    private func swapUnits() {
        let oldFrom = fromUnit
        fromUnit = toUnit
        toUnit = oldFrom
    }
}
