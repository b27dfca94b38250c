import SwiftUI

struct IntervalCoachApp: App {
    var body: some Scene {
        WindowGroup {
            IntervalSetupView()
        }
    }
}
