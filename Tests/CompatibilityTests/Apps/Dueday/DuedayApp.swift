import SwiftUI

struct DuedayApp: App {
    var body: some Scene {
        WindowGroup {
            DuedayRootView()
        }
    }
}
