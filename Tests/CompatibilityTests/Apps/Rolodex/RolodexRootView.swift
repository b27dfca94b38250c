import SwiftUI

struct RolodexRootView: View {
    @State private var book = RolodexBook()
    @State private var newContact: CRMContact?
    @State private var stageFilter: DealStage?

    private var shown: [CRMContact] {
        guard let stageFilter else { return book.contacts }
        return book.contacts.filter { $0.stage == stageFilter }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker("Stage", selection: $stageFilter) {
                        Text("Any stage").tag(nil as DealStage?)
                        ForEach(DealStage.allCases) { stage in
                            Text(stage.rawValue).tag(stage as DealStage?)
                        }
                    }
                    LabeledContent("Open pipeline", value: book.pipelineValue, format: .currency(code: "USD"))
                }
                Section("Contacts") {
                    ForEach(shown) { contact in
                        NavigationLink {
                            CRMContactDetail(contact: contact, book: book)
                        } label: {
                            CRMContactRow(contact: contact)
                        }
                    }
                }
            }
            .navigationTitle("Rolodex")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Contact", systemImage: "person.badge.plus") {
                        newContact = CRMContact()
                    }
                }
            }
            .sheet(item: $newContact) { contact in
                NavigationStack {
                    CRMContactForm(contact: contact)
                        .navigationTitle("New Contact")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") { newContact = nil }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Save") {
                                    book.add(contact)
                                    newContact = nil
                                }
                                .disabled(!contact.isValid)
                            }
                        }
                }
            }
        }
    }
}

struct CRMContactRow: View {
    let contact: CRMContact

    var body: some View {
        HStack {
            Text(initials)
                .font(.caption.bold())
                .frame(width: 36, height: 36)
                .background(Color.teal.opacity(0.2), in: .circle)
            VStack(alignment: .leading) {
                HStack {
                    Text(contact.fullName)
                    if contact.isVIP {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .imageScale(.small)
                    }
                }
                Text(contact.company)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(contact.stage.rawValue)
                .font(.caption2)
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(.tint.opacity(0.15), in: .capsule)
        }
    }

    private var initials: String {
        String(contact.firstName.prefix(1) + contact.lastName.prefix(1)).uppercased()
    }
}
