import SwiftUI

struct CurrencyConverterView: View {
    @AppStorage("currency.favourites") private var favouritesStorage = ""
    @AppStorage("currency.home") private var homeCode = "USD"
    @AppStorage("currency.cardFee") private var cardFeePercent = 0.0
    @State private var amount = 100.0
    @State private var fromCode = "USD"
    @State private var toCode = "EUR"
    @State private var showingSettings = false
    @State private var duplicateAlert = false

    private var favourites: [CurrencyPair] {
        CurrencyPair.list(from: favouritesStorage)
    }

    private var converted: Double {
        CurrencyRates.convert(amount, from: fromCode, to: toCode)
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Amount")) {
                    TextField("Amount", value: $amount, format: .currency(code: fromCode))
                        .keyboardType(.decimalPad)
                    CurrencyPicker(title: "From", selection: $fromCode)
                    CurrencyPicker(title: "To", selection: $toCode)
                    Button {
                        swap(&fromCode, &toCode)
                    } label: {
                        Label("Swap Currencies", systemImage: "arrow.up.arrow.down")
                    }
                }

                Section(header: Text("Result")) {
                    Text(CurrencyRates.format(converted, code: toCode))
                        .font(.title)
                        .bold()
                    Text("1 \(fromCode) = \(CurrencyRates.rate(from: fromCode, to: toCode), specifier: "%.4f") \(toCode)")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                    if cardFeePercent > 0 {
                        Text("After a \(cardFeePercent, specifier: "%.1f")% card fee: \(CurrencyRates.format(converted * (1 - cardFeePercent / 100), code: toCode))")
                    }
                    Button("Save Pair to Favourites", action: addFavourite)
                }

                Section(header: Text("Favourites")) {
                    if favourites.isEmpty {
                        Text("No favourite pairs yet")
                            .foregroundColor(.secondary)
                    }
                    ForEach(favourites) { pair in
                        Button("\(pair.from) → \(pair.to)") {
                            fromCode = pair.from
                            toCode = pair.to
                        }
                    }
                    .onDelete(perform: deleteFavourites)
                }
            }
            .navigationBarTitle("Currency")
            .navigationBarItems(trailing: Button {
                showingSettings = true
            } label: {
                Image(systemName: "gear")
            }
            .accessibilityLabel("Settings"))
            .sheet(isPresented: $showingSettings) {
                CurrencySettingsView()
            }
            .alert("Already saved", isPresented: $duplicateAlert) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("\(fromCode) → \(toCode) is already in your favourites.")
            }
            .onAppear {
                fromCode = homeCode
                if toCode == homeCode {
                    toCode = homeCode == "EUR" ? "USD" : "EUR"
                }
            }
        }
    }

    private func addFavourite() {
        let pair = CurrencyPair(from: fromCode, to: toCode)
        guard !favourites.contains(pair) else {
            duplicateAlert = true
            return
        }
        favouritesStorage = CurrencyPair.storage(for: favourites + [pair])
    }

    private func deleteFavourites(at offsets: IndexSet) {
        var pairs = favourites
        pairs.remove(atOffsets: offsets)
        favouritesStorage = CurrencyPair.storage(for: pairs)
    }
}

struct CurrencyPicker: View {
    let title: String
    @Binding var selection: String

    var body: some View {
        Picker(title, selection: $selection) {
            ForEach(CurrencyRates.codes, id: \.self) { code in
                Text("\(code) – \(CurrencyRates.name(for: code))").tag(code)
            }
        }
    }
}
