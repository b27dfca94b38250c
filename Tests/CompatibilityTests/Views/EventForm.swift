import SwiftUI

// A new-event form as calendar samples write one: a title, a start date limited to a season, an end
// that cannot come before the start, an all-day switch that changes what the pickers show, and a
// confirmation dialog before the draft is thrown away.

struct EventFormView: View {
    private static let seasonStart = Date(timeIntervalSince1970: 1_782_864_000) // 2026-07-01 00:00 UTC
    private static let seasonEnd = Date(timeIntervalSince1970: 1_790_812_800)   // 2026-10-01 00:00 UTC

    @State private var title = ""
    @State private var location = ""
    @State private var isAllDay = false
    @State private var startDate = Date(timeIntervalSince1970: 1_783_072_800)  // 2026-07-03 10:00 UTC
    @State private var endDate = Date(timeIntervalSince1970: 1_783_080_000)    // 2026-07-03 12:00 UTC
    @State private var showingDiscardDialog = false
    @State private var savedEvents: [String] = []

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Location", text: $location)
                }

                Section {
                    Toggle("All-day", isOn: $isAllDay)
                    DatePicker(
                        "Starts",
                        selection: $startDate,
                        in: Self.seasonStart...Self.seasonEnd,
                        displayedComponents: isAllDay ? [.date] : [.date, .hourAndMinute]
                    )
                    DatePicker(
                        "Ends",
                        selection: $endDate,
                        in: startDate...,
                        displayedComponents: isAllDay ? [.date] : [.date, .hourAndMinute]
                    )
                }

                Section {
                    Text("Saved: \(savedEvents.joined(separator: ", "))")
                }
            }
            .navigationTitle("New Event")
            .onChange(of: startDate) { oldValue, newValue in
                // Keep the event's length when the start moves.
                endDate = endDate.addingTimeInterval(newValue.timeIntervalSince(oldValue))
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Discard") {
                        showingDiscardDialog = true
                    }
                    .disabled(title.isEmpty && location.isEmpty)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        savedEvents.append(title)
                        title = ""
                        location = ""
                    }
                    .disabled(title.isEmpty)
                }
            }
            .confirmationDialog(
                "Are you sure you want to discard this new event?",
                isPresented: $showingDiscardDialog,
                titleVisibility: .visible
            ) {
                Button("Discard Changes", role: .destructive) {
                    title = ""
                    location = ""
                }
                Button("Keep Editing", role: .cancel) {}
            }
        }
    }
}
