import FormUIServer

/// Alerts, confirmation dialogs and sheets: each shown at the top of the page while its binding says so,
/// each of its buttons an action of the page.
struct PresentationsScreen: View {
    struct Guest: Identifiable, Codable {
        let id: Int
        var name: String
    }

    @State private var guests = [Guest(id: 1, name: "Ada"), Guest(id: 2, name: "Linus")]
    @State private var showsHelp = false
    @State private var confirmsClear = false
    @State private var addsGuest = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(guests) { guest in
                    Text(guest.name)
                }
                Button("Add a guest") { addsGuest = true }
                Button("Clear the list", role: .destructive) { confirmsClear = true }
                Button("Help") { showsHelp = true }
            }
            .navigationTitle("Guests")
            .alert("Guests", isPresented: $showsHelp) {
                Button("OK") {}
            } message: {
                Text("Add the people you are inviting. Nothing is sent until you say so.")
            }
            .confirmationDialog("Clear the guest list?", isPresented: $confirmsClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) { guests.removeAll() }
            }
            .sheet(isPresented: $addsGuest) {
                NewGuestForm { name in
                    guests.append(Guest(id: (guests.map(\.id).max() ?? 0) + 1, name: name))
                }
            }
        }
    }
}

struct NewGuestForm: View {
    let onAdd: (String) -> Void
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Name", text: $name)
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Add") {
                    onAdd(name)
                    dismiss()
                }
                .disabled(name.isEmpty)
            }
        }
        .navigationTitle("New guest")
    }
}
