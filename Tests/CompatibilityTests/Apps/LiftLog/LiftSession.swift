import Foundation

enum LiftKind: String, Codable, CaseIterable, Identifiable {
    case strength = "Strength"
    case cardio = "Cardio"
    case mobility = "Mobility"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .strength: return "dumbbell.fill"
        case .cardio: return "heart.fill"
        case .mobility: return "figure.flexibility"
        }
    }
}

struct LiftSession: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var kind: LiftKind
    var date: Date
    var minutes: Int
    var sets: Int
    var weight: Double
    var notes: String

    var volume: Double { Double(sets) * weight }

    static func new() -> LiftSession {
        LiftSession(name: "", kind: .strength, date: Date(), minutes: 45, sets: 3, weight: 20, notes: "")
    }
}
