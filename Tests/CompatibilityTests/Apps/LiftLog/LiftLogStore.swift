import Foundation
import Combine

class LiftLogStore: ObservableObject {
    @Published var sessions = [LiftSession]() {
        didSet {
            save()
        }
    }

    static let saveKey = "LiftLog.sessions"

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.saveKey) {
            if let decoded = try? JSONDecoder().decode([LiftSession].self, from: data) {
                sessions = decoded
                return
            }
        }
        sessions = []
    }

    func save() {
        if let encoded = try? JSONEncoder().encode(sessions) {
            UserDefaults.standard.set(encoded, forKey: Self.saveKey)
        }
    }

    func upsert(_ session: LiftSession) {
        if let index = sessions.firstIndex(where: { $0.id == session.id }) {
            sessions[index] = session
        } else {
            sessions.insert(session, at: 0)
        }
    }

    var totalMinutes: Int {
        sessions.reduce(0) { $0 + $1.minutes }
    }
}
