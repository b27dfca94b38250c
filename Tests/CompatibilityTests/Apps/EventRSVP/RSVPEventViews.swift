import SwiftUI

struct RSVPEventListView: View {
    @EnvironmentObject var store: RSVPStore

    var body: some View {
        NavigationView {
            List(RSVPEvent.all) { event in
                NavigationLink(destination: RSVPEventDetailView(event: event)) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(event.title)
                            .font(.headline)
                        Text(event.date, style: .date)
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                        if store.response(for: event) != nil {
                            Text("Going")
                                .font(.caption)
                                .foregroundColor(.green)
                        }
                    }
                }
            }
            .navigationBarTitle("Events")
        }
    }
}

struct RSVPEventDetailView: View {
    @EnvironmentObject var store: RSVPStore
    let event: RSVPEvent
    @State private var showingForm = false
    @State private var confirmingCancel = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(event.title)
                    .font(.largeTitle)
                    .bold()
                Label(event.location, systemImage: "mappin.and.ellipse")
                Label("Hosted by \(event.host)", systemImage: "person.2")
                Text(event.summary)
                    .padding(.vertical)
                Text("\(store.spotsLeft(for: event)) spots left")
                    .foregroundColor(store.spotsLeft(for: event) < 3 ? .red : .secondary)

                if let response = store.response(for: event) {
                    Text(response.guests == 0 ? "You're going" : "You're going with \(response.guests) guests")
                        .font(.headline)
                        .foregroundColor(.green)
                    Button("Cancel RSVP") {
                        confirmingCancel = true
                    }
                    .foregroundColor(.red)
                } else {
                    Button(action: { showingForm = true }) {
                        Text("RSVP")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(store.spotsLeft(for: event) == 0)
                }
            }
            .padding()
        }
        .navigationBarTitle(event.title, displayMode: .inline)
        .sheet(isPresented: $showingForm) {
            RSVPFormView(event: event)
                .environmentObject(store)
        }
        .alert(isPresented: $confirmingCancel) {
            Alert(
                title: Text("Cancel your RSVP?"),
                message: Text("Your spot will go to someone else."),
                primaryButton: .destructive(Text("Cancel RSVP")) {
                    store.cancel(event)
                },
                secondaryButton: .cancel(Text("Keep"))
            )
        }
    }
}
