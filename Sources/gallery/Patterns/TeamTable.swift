import FormUIServer

/// A team as a table whose rows are chosen, the team's files as an outline of folders, and a reading list
/// whose rows a screen reader removes with a custom action. (A table with `sortOrder:` keeps its order in
/// an array of `KeyPathComparator`s, which a session store outside the process cannot keep: key paths are
/// not `Codable`. The gallery runs with such a store in its container image.)
struct TeamTable: View {
    struct Member: Identifiable, Codable {
        let id: Int
        var name: String
        var role: String
        var started: Int
    }

    struct Folder: Identifiable, Codable {
        let id: String
        let name: String
        var contents: [Folder]?
    }

    private let members = [
        Member(id: 1, name: "Noor", role: "Design", started: 2019),
        Member(id: 2, name: "Idris", role: "Engineering", started: 2021),
        Member(id: 3, name: "Maren", role: "Research", started: 2017),
    ]
    @State private var chosen: Member.ID?
    @State private var reading = ["Field notes", "Style guide", "Roadmap"]

    private let folders = [
        Folder(id: "specs", name: "Specs", contents: [
            Folder(id: "login", name: "Sign-in flow"),
            Folder(id: "archive", name: "Archive", contents: [Folder(id: "old", name: "First draft")]),
        ]),
        Folder(id: "notes", name: "Meeting notes"),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section("Team") {
                    Table(members, selection: $chosen) {
                        TableColumn("Name", value: \.name)
                        TableColumn("Role", value: \.role)
                        TableColumn("Since", value: \.started) { member in
                            Text(String(member.started))
                        }
                    }
                    .accessibilityLabel("Team members")
                    if let chosen, let member = members.first(where: { $0.id == chosen }) {
                        Text("\(member.name) works in \(member.role).")
                    }
                }
                Section("Files") {
                    OutlineGroup(folders, children: \.contents) { folder in
                        Label(folder.name, systemImage: folder.contents == nil ? "doc" : "folder")
                    }
                }
                Section("Reading") {
                    ForEach(reading, id: \.self) { title in
                        Text(title)
                            .accessibilityAction(named: "Remove") {
                                reading.removeAll { $0 == title }
                            }
                    }
                }
            }
            .navigationTitle("Team")
        }
    }
}
