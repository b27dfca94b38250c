import SwiftUI

struct TeamMemberDetailView: View {
    @Environment(TeamRoster.self) private var roster
    @Environment(\.dismiss) private var dismiss
    let memberID: TeamMember.ID
    @State private var isEditing = false
    @State private var confirmingRemoval = false

    var body: some View {
        if let member = roster.member(withID: memberID) {
            Form {
                Section {
                    HStack {
                        Spacer()
                        Text(member.initials)
                            .font(.largeTitle)
                            .foregroundColor(.white)
                            .frame(width: 80, height: 80)
                            .background(Circle().fill(Color.indigo))
                        Spacer()
                    }
                }
                Section("Work") {
                    LabeledContent("Role", value: member.role)
                    LabeledContent("Department", value: member.department.rawValue)
                    LabeledContent("Location", value: member.isRemote ? "Remote" : "Office")
                }
                Section("Contact") {
                    Link(member.email, destination: URL(string: "mailto:\(member.email)")!)
                }
                Section {
                    Button("Remove from Team", role: .destructive) {
                        confirmingRemoval = true
                    }
                }
            }
            .navigationTitle(member.name)
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                TeamMemberEditor(member: member) { edited in
                    roster.save(edited)
                }
            }
            .alert("Remove \(member.name)?", isPresented: $confirmingRemoval) {
                Button("Remove", role: .destructive) {
                    roster.remove(member)
                    dismiss()
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("They will no longer appear in the directory.")
            }
        } else {
            ContentUnavailableView("Member Not Found", systemImage: "person.crop.circle.badge.questionmark")
        }
    }
}

struct TeamMemberEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: TeamMember
    private let isNew: Bool
    var onSave: (TeamMember) -> Void

    init(member: TeamMember, onSave: @escaping (TeamMember) -> Void) {
        _draft = State(initialValue: member)
        isNew = member.name.isEmpty
        self.onSave = onSave
    }

    private var canSave: Bool {
        !draft.name.trimmingCharacters(in: .whitespaces).isEmpty && draft.email.contains("@")
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Full name", text: $draft.name)
                    .textContentType(.name)
                TextField("Role", text: $draft.role)
                Picker("Department", selection: $draft.department) {
                    ForEach(TeamDepartment.allCases) { department in
                        Text(department.rawValue).tag(department)
                    }
                }
                TextField("Email", text: $draft.email)
                    .keyboardType(.emailAddress)
                    .autocapitalization(.none)
                Toggle("Works remotely", isOn: $draft.isRemote)
            }
            .navigationTitle(isNew ? "New Member" : "Edit Member")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(!canSave)
                }
            }
        }
    }
}
