import SwiftUI

struct LiftLogApp: App {
    var body: some Scene {
        WindowGroup {
            LiftLogRootView()
        }
    }
}
