import SwiftUI

struct CRMContactDetail: View {
    @Bindable var contact: CRMContact
    let book: RolodexBook
    @Environment(\.dismiss) private var dismiss
    @State private var draft: CRMContact?
    @State private var confirmingDelete = false

    var body: some View {
        Form {
            Section("Contact") {
                LabeledContent("Company", value: contact.company)
                LabeledContent("Email", value: contact.email)
                if !contact.phone.isEmpty {
                    LabeledContent("Phone", value: contact.phone)
                }
            }
            Section("Deal") {
                Picker("Stage", selection: $contact.stage) {
                    ForEach(DealStage.allCases) { Text($0.rawValue).tag($0) }
                }
                LabeledContent("Value", value: contact.dealValue, format: .currency(code: "USD"))
                Toggle("VIP", isOn: $contact.isVIP)
            }
            Section {
                Button("Delete Contact", role: .destructive) {
                    confirmingDelete = true
                }
            }
        }
        .navigationTitle(contact.fullName)
        .toolbar {
            Button("Edit") {
                draft = contact.copy()
            }
        }
        .sheet(item: $draft) { draft in
            NavigationStack {
                CRMContactForm(contact: draft)
                    .navigationTitle("Edit Contact")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { self.draft = nil }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                contact.update(from: draft)
                                self.draft = nil
                            }
                            .disabled(!draft.isValid)
                        }
                    }
            }
        }
        .alert("Delete \(contact.fullName)?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) {
                book.remove(contact)
                dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}
