// The code of the article “State and models” (Sources/FormUI/FormUI.docc/StateAndModels.md), as it is there.
import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Form {
            Text("Pressed \(count) times")
            Button("Press") { count += 1 }
            ResetRow(count: $count)
        }
    }
}

struct ResetRow: View {
    @Binding var count: Int

    var body: some View {
        Button("Reset") { count = 0 }
            .disabled(count == 0)
    }
}

@Observable
final class Packing: Codable {
    var items: [String] = ["Passport"]
    var newItem = ""

    init() {}

    func addNewItem() {
        items.append(newItem)
        newItem = ""
    }

    // `@Observable` makes stored properties computed ones, which `Codable` cannot see: say which to keep.
    private enum CodingKeys: String, CodingKey { case items, newItem }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([String].self, forKey: .items)
        newItem = try container.decode(String.self, forKey: .newItem)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(newItem, forKey: .newItem)
    }
}

struct PackingList: View {
    @State private var packing = Packing()

    var body: some View {
        Form {
            ForEach(packing.items, id: \.self) { Text($0) }
            NewItemRow(packing: packing)
        }
    }
}

struct NewItemRow: View {
    @Bindable var packing: Packing

    var body: some View {
        TextField("New item", text: $packing.newItem)
        Button("Add") { packing.addNewItem() }
            .disabled(packing.newItem.isEmpty)
    }
}

struct Preferences: View {
    @AppStorage("units") private var units = "metric"

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Metric").tag("metric")
                Text("Imperial").tag("imperial")
            }
        }
    }
}

/// Everyone's, on purpose: one value in the process, which every visitor's page reads.
enum Shop {
    static let openingHours = "Tuesday to Saturday, 9 to 6"
}
