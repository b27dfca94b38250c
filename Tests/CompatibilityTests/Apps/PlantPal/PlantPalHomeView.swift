import SwiftUI

struct PlantPalHomeView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @AppStorage("plantOwnerName") private var ownerName = ""
    @State private var plants = [
        PottedPlant(name: "Monstera", room: "Living room", waterEveryDays: 7, daysSinceWatered: 8),
        PottedPlant(name: "Snake plant", room: "Bedroom", waterEveryDays: 14, daysSinceWatered: 3),
        PottedPlant(name: "Basil", room: "Kitchen", waterEveryDays: 2, daysSinceWatered: 2),
    ]

    private var thirstyCount: Int { plants.filter(\.needsWater).count }

    var body: some View {
        NavigationView {
            List {
                Section {
                    Text(thirstyCount == 0 ? "All plants are happy" : "\(thirstyCount) plants need water")
                        .font(.headline)
                        .foregroundColor(thirstyCount == 0 ? .green : .blue)
                }
                Section("My plants") {
                    ForEach($plants) { $plant in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(plant.name)
                                Text(plant.room)
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                            }
                            Spacer()
                            if plant.needsWater {
                                Button {
                                    plant.daysSinceWatered = 0
                                } label: {
                                    Label("Water \(plant.name)", systemImage: "drop.fill")
                                        .labelStyle(.iconOnly)
                                }
                                .tint(.blue)
                            } else {
                                Text("in \(plant.waterEveryDays - plant.daysSinceWatered) days")
                                    .font(.caption)
                            }
                        }
                    }
                }
                Section {
                    Button("Show Onboarding Again") {
                        hasOnboarded = false
                    }
                    .foregroundColor(.red)
                }
            }
            .navigationTitle(ownerName.isEmpty ? "My Plants" : "\(ownerName)'s Plants")
        }
    }
}
