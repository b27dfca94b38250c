import SwiftData
import SwiftUI

struct WayfarerTripsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \WayfarerTrip.startDate) private var trips: [WayfarerTrip]
    @State private var showingNewTrip = false

    /// How many trips are planned, counted by the store.
    private var tripCount: Int {
        (try? modelContext.fetchCount(FetchDescriptor<WayfarerTrip>())) ?? 0
    }

    /// The next three trips that have not started yet.
    private var upcoming: [WayfarerTrip] {
        let now = Date.now
        var descriptor = FetchDescriptor<WayfarerTrip>(
            predicate: #Predicate { $0.startDate > now },
            sortBy: [SortDescriptor(\.startDate)]
        )
        descriptor.fetchLimit = 3
        return (try? modelContext.fetch(descriptor)) ?? []
    }

    var body: some View {
        NavigationStack {
            List {
                if trips.isEmpty {
                    ContentUnavailableView("No Trips Planned", systemImage: "airplane", description: Text("Plan your next adventure with the + button."))
                } else {
                    let next = upcoming
                    if !next.isEmpty {
                        Section("Up Next") {
                            ForEach(next) { trip in
                                Text("\(trip.name) · \(trip.startDate.formatted(date: .abbreviated, time: .omitted))")
                            }
                        }
                    }
                    Section {
                        ForEach(trips) { trip in
                            NavigationLink {
                                WayfarerTripDetail(trip: trip)
                            } label: {
                                WayfarerTripRow(trip: trip)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    modelContext.delete(trip)
                                    try? modelContext.save()
                                } label: {
                                    Label("Delete \(trip.name)", systemImage: "trash")
                                }
                            }
                        }
                    } header: {
                        Text("All Trips")
                            .badge(tripCount)
                    }
                }
            }
            .navigationTitle("Wayfarer")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewTrip = true
                    } label: {
                        Label("Plan Trip", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewTrip) {
                WayfarerNewTripView()
            }
        }
    }
}

struct WayfarerTripRow: View {
    let trip: WayfarerTrip

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(trip.name)
                .font(.headline)
            Text(trip.destination)
                .foregroundStyle(.secondary)
            Text("\(trip.dateRange) · \(trip.nights) nights")
                .font(.caption)
        }
    }
}

struct WayfarerNewTripView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var destination = ""
    @State private var startDate = Date.now
    @State private var endDate = Date.now.addingTimeInterval(7 * 86_400)
    @State private var website = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Trip") {
                    TextField("Name", text: $name)
                    TextField("Destination", text: $destination)
                }
                Section("Dates") {
                    DatePicker("Start", selection: $startDate, displayedComponents: .date)
                    DatePicker("End", selection: $endDate, in: startDate..., displayedComponents: .date)
                }
                Section("Link") {
                    TextField("Website", text: $website)
                        .keyboardType(.URL)
                        .textInputAutocapitalization(.never)
                }
            }
            .navigationTitle("New Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let trip = WayfarerTrip(
                            name: name,
                            destination: destination,
                            startDate: startDate,
                            endDate: max(endDate, startDate),
                            website: URL(string: website)
                        )
                        modelContext.insert(trip)
                        try? modelContext.save()
                        dismiss()
                    }
                    .disabled(name.isEmpty || destination.isEmpty)
                }
            }
        }
    }
}
