import SwiftUI

// Reacting to changes: a shipping form whose choices depend on each other, written with every closure
// shape of .onChange, plus .onAppear to load defaults and withAnimation around a change.

enum ShippingSpeed: String, CaseIterable, Identifiable {
    case standard, express, overnight
    var id: Self { self }
}

struct ShippingForm: View {
    @State private var country = "France"
    @State private var speed = ShippingSpeed.standard
    @State private var insured = false
    @State private var price = 0
    @State private var log: [String] = []
    @State private var loaded = false
    @State private var showsDetails = false

    var body: some View {
        Form {
            Picker("Country", selection: $country) {
                ForEach(["France", "Japan", "Peru"], id: \.self) { Text($0) }
            }
            .onChange(of: country) { oldValue, newValue in
                log.append("\(oldValue) → \(newValue)")
                if newValue != "France" { speed = .express }
            }
            Picker("Speed", selection: $speed) {
                ForEach(ShippingSpeed.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            .onChange(of: speed, initial: true) {
                price = speed == .standard ? 5 : speed == .express ? 15 : 30
            }
            Toggle("Insurance", isOn: $insured)
                .onChange(of: insured) { newValue in
                    log.append(newValue ? "insured" : "not insured")
                }
            Text("Price: \(price) €")
            Text("Changes: \(log.joined(separator: ", "))")
            Text(loaded ? "Defaults loaded" : "Loading…")
                .onAppear { loaded = true }
            Button("Details") {
                withAnimation(.easeInOut) { showsDetails.toggle() }
            }
            if showsDetails {
                Text("Ships from Lyon.")
                    .transition(.opacity)
            }
        }
        .animation(.default, value: showsDetails)
    }
}
