import Foundation
import Observation

enum TeamDepartment: String, CaseIterable, Codable, Identifiable {
    case engineering = "Engineering"
    case design = "Design"
    case sales = "Sales"
    case people = "People Ops"

    var id: String { rawValue }
}

struct TeamMember: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var role: String
    var department: TeamDepartment
    var email: String
    var isRemote = false

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

@Observable
final class TeamRoster {
    private static let storageKey = "teamDirectory.members"

    var members: [TeamMember] {
        didSet { save() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.storageKey),
           let saved = try? JSONDecoder().decode([TeamMember].self, from: data) {
            members = saved
        } else {
            members = Self.sample
        }
    }

    func member(withID id: TeamMember.ID) -> TeamMember? {
        members.first { $0.id == id }
    }

    func members(in department: TeamDepartment) -> [TeamMember] {
        members.filter { $0.department == department }.sorted { $0.name < $1.name }
    }

    func save(_ member: TeamMember) {
        if let index = members.firstIndex(where: { $0.id == member.id }) {
            members[index] = member
        } else {
            members.append(member)
        }
    }

    func remove(_ member: TeamMember) {
        members.removeAll { $0.id == member.id }
    }

    private func save() {
        if let data = try? JSONEncoder().encode(members) {
            UserDefaults.standard.set(data, forKey: Self.storageKey)
        }
    }

    static let sample: [TeamMember] = [
        TeamMember(name: "Priya Natarajan", role: "iOS Engineer", department: .engineering, email: "priya@example.com"),
        TeamMember(name: "Tomás Ribeiro", role: "Backend Engineer", department: .engineering, email: "tomas@example.com", isRemote: true),
        TeamMember(name: "Hannah Berg", role: "Product Designer", department: .design, email: "hannah@example.com"),
        TeamMember(name: "Kwame Mensah", role: "Account Executive", department: .sales, email: "kwame@example.com", isRemote: true),
    ]
}
