import Foundation
import SwiftData

@Model
final class WayfarerTrip {
    var id: UUID
    var name: String
    var destination: String
    var startDate: Date
    var endDate: Date
    var website: URL?
    /// The packing list, encoded as JSON: a list of strings.
    var packingData: Data?
    var notes: String

    init(name: String, destination: String, startDate: Date, endDate: Date, website: URL? = nil) {
        self.id = UUID()
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
        self.website = website
        self.packingData = nil
        self.notes = ""
    }

    var packingList: [String] {
        get {
            guard let packingData else { return [] }
            return (try? JSONDecoder().decode([String].self, from: packingData)) ?? []
        }
        set {
            packingData = newValue.isEmpty ? nil : try? JSONEncoder().encode(newValue)
        }
    }

    var nights: Int {
        Calendar.current.dateComponents([.day], from: startDate, to: endDate).day ?? 0
    }

    var dateRange: String {
        "\(startDate.formatted(date: .abbreviated, time: .omitted)) – \(endDate.formatted(date: .abbreviated, time: .omitted))"
    }
}
