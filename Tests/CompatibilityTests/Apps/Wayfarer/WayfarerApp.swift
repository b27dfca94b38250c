import SwiftData
import SwiftUI

struct WayfarerApp: App {
    var body: some Scene {
        WindowGroup {
            WayfarerTripsView()
        }
        .modelContainer(for: WayfarerTrip.self)
    }
}
