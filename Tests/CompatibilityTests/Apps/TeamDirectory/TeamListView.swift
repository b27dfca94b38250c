import SwiftUI

struct TeamListView: View {
    @Environment(TeamRoster.self) private var roster
    @AppStorage("teamDirectory.remoteOnly") private var remoteOnly = false
    @State private var showingNewMember = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("Remote only", isOn: $remoteOnly)

                ForEach(TeamDepartment.allCases) { department in
                    let people = roster.members(in: department).filter { !remoteOnly || $0.isRemote }
                    if !people.isEmpty {
                        Section(department.rawValue) {
                            ForEach(people) { member in
                                NavigationLink(value: member) {
                                    TeamMemberRow(member: member)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Team")
            .navigationDestination(for: TeamMember.self) { member in
                TeamMemberDetailView(memberID: member.id)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewMember = true
                    } label: {
                        Label("New Member", systemImage: "person.badge.plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewMember) {
                TeamMemberEditor(member: TeamMember(name: "", role: "", department: .engineering, email: "")) { newMember in
                    roster.save(newMember)
                }
            }
        }
    }
}

struct TeamMemberRow: View {
    let member: TeamMember

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading) {
                Text(member.name)
                    .font(.headline)
                Text(member.role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if member.isRemote {
                Image(systemName: "globe")
                    .foregroundColor(.blue)
                    .accessibilityLabel("Remote")
            }
        }
    }
}
