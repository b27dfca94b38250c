import SwiftUI

// Structure as forms use it: the older Section(header:footer:) initializer, a GroupBox, disclosure
// groups with and without a binding, labeled values, a grid, a scroll view, a control group, and a
// toolbar whose buttons act.

struct TripPlanner: View {
    @State private var destination = ""
    @State private var travellers = 1
    @State private var showsExtras = false
    @State private var breakfast = false
    @State private var savedCount = 0

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Where"), footer: Text("We fly from Lyon only.")) {
                    TextField("Destination", text: $destination)
                }
                GroupBox("Who") {
                    Stepper("Travellers: \(travellers)", value: $travellers, in: 1...9)
                }
                DisclosureGroup("Extras", isExpanded: $showsExtras) {
                    Toggle("Breakfast", isOn: $breakfast)
                }
                DisclosureGroup("Small print") {
                    Text("Prices include taxes.")
                }
                LabeledContent("Saved", value: "\(savedCount) times")
                LabeledContent("Nights") {
                    Text("3")
                }
                Grid(horizontalSpacing: 12) {
                    GridRow {
                        Text("Flight")
                        Text("240 €")
                    }
                    Divider()
                    GridRow {
                        Text("Hotel")
                        Text("300 €")
                    }
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(["Lisbon", "Oslo", "Rome"], id: \.self) { city in
                            Text(city).padding(8)
                        }
                    }
                }
                ControlGroup {
                    Button("Fewer") { travellers = max(1, travellers - 1) }
                    Button("More") { travellers = min(9, travellers + 1) }
                }
            }
            .navigationTitle("Plan a trip")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { savedCount += 1 }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Reset") {
                        destination = ""
                        travellers = 1
                    }
                }
            }
        }
    }
}
