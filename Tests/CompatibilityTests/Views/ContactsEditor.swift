import SwiftUI

// Presentations as apps use them: an alert with a message, a confirmation dialog before deleting, a
// sheet for adding with its own navigation stack and a dismiss action, the error form of .alert, and
// the older Alert value.

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
}

enum SyncError: LocalizedError {
    case offline
    var errorDescription: String? { "You are offline" }
    var recoverySuggestion: String? { "Connect to the internet and try again." }
}

struct ContactsEditor: View {
    @State private var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
    @State private var showsResetAlert = false
    @State private var confirmsDelete = false
    @State private var addsContact = false
    @State private var syncError: SyncError?
    @State private var showsSyncError = false
    @State private var showsAbout = false
    @State private var editing: Contact?

    var body: some View {
        NavigationStack {
            List {
                ForEach(contacts) { contact in
                    Text(contact.name)
                }
                Button("Add contact") { addsContact = true }
                Button("Reset") { showsResetAlert = true }
                Button("Delete all", role: .destructive) { confirmsDelete = true }
                Button("Sync") {
                    syncError = .offline
                    showsSyncError = true
                }
                Button("About") { showsAbout = true }
                Button("Rename first") { editing = contacts.first }
            }
            .navigationTitle("Contacts")
            .alert("Reset contacts?", isPresented: $showsResetAlert) {
                Button("Reset", role: .destructive) {
                    contacts = [Contact(id: 1, name: "Ada")]
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your changes will be lost.")
            }
            .confirmationDialog("Delete all contacts?", isPresented: $confirmsDelete, titleVisibility: .visible) {
                Button("Delete all", role: .destructive) { contacts.removeAll() }
            }
            .sheet(isPresented: $addsContact) {
                NewContactSheet { name in
                    contacts.append(Contact(id: contacts.count + 1, name: name))
                }
            }
            .sheet(item: $editing) { contact in
                Text("Editing \(contact.name)")
            }
            .alert(isPresented: $showsSyncError, error: syncError) {
                Button("OK") {}
            }
            .alert(isPresented: $showsAbout) {
                Alert(title: Text("Contacts 1.0"), message: Text("A small app."), dismissButton: .default(Text("Got it")))
            }
        }
    }
}

struct NewContactSheet: View {
    var onSave: (String) -> Void
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .presentationDetents([.medium])
    }
}
