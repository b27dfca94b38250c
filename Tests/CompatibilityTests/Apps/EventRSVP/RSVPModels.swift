import Combine
import Foundation

struct RSVPEvent: Identifiable {
    let id: String
    let title: String
    let host: String
    let location: String
    let date: Date
    let capacity: Int
    let summary: String

    static let all = [
        RSVPEvent(id: "swift-meetup", title: "Swift Meetup", host: "Cocoa Club", location: "Library, Room 4",
                  date: Date(timeIntervalSince1970: 1_900_000_000), capacity: 12,
                  summary: "Lightning talks about SwiftUI, then pizza."),
        RSVPEvent(id: "park-cleanup", title: "Park Cleanup", host: "Friends of Elm Park", location: "Elm Park gate",
                  date: Date(timeIntervalSince1970: 1_900_300_000), capacity: 30,
                  summary: "Gloves and bags provided. Bring water."),
        RSVPEvent(id: "board-games", title: "Board Game Night", host: "The Dice Tower", location: "Corner Café",
                  date: Date(timeIntervalSince1970: 1_900_600_000), capacity: 8,
                  summary: "Bring a game or learn a new one."),
    ]
}

struct RSVPResponse: Identifiable, Codable, Equatable {
    var id = UUID()
    var eventID: String
    var name: String
    var email: String
    var guests: Int
    var wantsReminder: Bool

    var event: RSVPEvent? {
        RSVPEvent.all.first { $0.id == eventID }
    }

    var partySize: Int { guests + 1 }
}

class RSVPStore: ObservableObject {
    @Published var responses: [RSVPResponse] = [] {
        didSet { save() }
    }

    private let key = "rsvp.responses"

    init() {
        if let data = UserDefaults.standard.data(forKey: key),
           let decoded = try? JSONDecoder().decode([RSVPResponse].self, from: data) {
            responses = decoded
        }
    }

    func response(for event: RSVPEvent) -> RSVPResponse? {
        responses.first { $0.eventID == event.id }
    }

    func spotsLeft(for event: RSVPEvent) -> Int {
        let taken = responses.filter { $0.eventID == event.id }.reduce(0) { $0 + $1.partySize }
        return max(event.capacity - taken, 0)
    }

    func add(_ response: RSVPResponse) {
        responses.removeAll { $0.eventID == response.eventID }
        responses.append(response)
    }

    func cancel(_ event: RSVPEvent) {
        responses.removeAll { $0.eventID == event.id }
    }

    func delete(at offsets: IndexSet) {
        responses.remove(atOffsets: offsets)
    }

    private func save() {
        if let data = try? JSONEncoder().encode(responses) {
            UserDefaults.standard.set(data, forKey: key)
        }
    }
}
