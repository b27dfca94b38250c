import SwiftUI

struct CurrencySettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("currency.home") private var homeCode = "USD"
    @AppStorage("currency.favourites") private var favouritesStorage = ""
    @AppStorage("currency.cardFee") private var cardFeePercent = 0.0
    @State private var confirmingClear = false

    private var favouriteCount: Int {
        CurrencyPair.list(from: favouritesStorage).count
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Home currency"), footer: Text("The converter starts from this currency.")) {
                    CurrencyPicker(title: "Home", selection: $homeCode)
                }

                Section(header: Text("Card fee"), footer: Text("The percentage your bank charges on foreign purchases.")) {
                    HStack {
                        TextField("Card fee", value: $cardFeePercent, format: .number)
                            .keyboardType(.decimalPad)
                        Text("%")
                    }
                }

                Section {
                    Button("Clear \(favouriteCount) Favourites", role: .destructive) {
                        confirmingClear = true
                    }
                    .disabled(favouriteCount == 0)
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .confirmationDialog("Clear all favourites?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Clear Favourites", role: .destructive) {
                    favouritesStorage = ""
                }
            }
        }
    }
}
