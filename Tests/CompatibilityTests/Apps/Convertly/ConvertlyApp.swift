import SwiftUI

struct ConvertlyApp: App {
    var body: some Scene {
        WindowGroup {
            ConvertlyRootView()
        }
    }
}
