import SwiftData
import SwiftUI

struct WayfarerTripDetail: View {
    @Environment(\.modelContext) private var modelContext
    @Bindable var trip: WayfarerTrip
    @State private var newItem = ""

    private var websiteText: Binding<String> {
        Binding(
            get: { trip.website?.absoluteString ?? "" },
            set: { trip.website = $0.isEmpty ? nil : URL(string: $0) }
        )
    }

    var body: some View {
        Form {
            Section("Trip") {
                TextField("Name", text: $trip.name)
                TextField("Destination", text: $trip.destination)
            }

            Section {
                DatePicker("Start", selection: $trip.startDate, displayedComponents: .date)
                DatePicker("End", selection: $trip.endDate, in: trip.startDate..., displayedComponents: .date)
            } header: {
                Text("Dates")
            } footer: {
                Text(trip.nights == 1 ? "1 night" : "\(trip.nights) nights")
            }

            Section("Link") {
                TextField("Website", text: websiteText)
                if let website = trip.website {
                    Link("Open \(website.host() ?? "website")", destination: website)
                }
            }

            Section("Packing List") {
                ForEach(trip.packingList, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    trip.packingList.remove(atOffsets: offsets)
                    try? modelContext.save()
                }
                HStack {
                    TextField("New item", text: $newItem)
                    Button("Add Item") {
                        trip.packingList.append(newItem.trimmingCharacters(in: .whitespaces))
                        newItem = ""
                        try? modelContext.save()
                    }
                    .disabled(newItem.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }

            Section("Notes") {
                TextEditor(text: $trip.notes)
            }
        }
        .navigationTitle(trip.name)
        .onChange(of: trip.startDate) { _, start in
            if trip.endDate < start {
                trip.endDate = start
            }
            try? modelContext.save()
        }
    }
}
