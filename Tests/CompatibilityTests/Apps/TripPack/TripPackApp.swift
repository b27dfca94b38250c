import SwiftUI

struct TripPackApp: App {
    var body: some Scene {
        WindowGroup {
            TripPackRootView()
        }
    }
}
