import SwiftUI

// A packing checklist whose rows use a ToggleStyle of the app's own: a circle that fills with a
// checkmark, the title struck through when done, and a count of what is left.

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(configuration.isOn ? .green : .secondary)
                configuration.label
                    .strikethrough(configuration.isOn)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct PackingItem: Identifiable {
    let id: Int
    var name: String
    var isPacked = false
}

struct PackingChecklistView: View {
    @State private var items = [
        PackingItem(id: 1, name: "Passport"),
        PackingItem(id: 2, name: "Charger"),
        PackingItem(id: 3, name: "Sunscreen"),
    ]
    @State private var hidePacked = false

    private var remaining: Int {
        items.filter { !$0.isPacked }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($items) { $item in
                        if !(hidePacked && item.isPacked) {
                            Toggle(item.name, isOn: $item.isPacked)
                                .toggleStyle(ChecklistToggleStyle())
                        }
                    }
                } footer: {
                    Text(remaining == 0 ? "All packed!" : "\(remaining) left to pack")
                }

                Section {
                    Toggle("Hide packed items", isOn: $hidePacked)
                    Button("Unpack Everything") {
                        for index in items.indices {
                            items[index].isPacked = false
                        }
                    }
                }
            }
            .navigationTitle("Packing List")
        }
    }
}
