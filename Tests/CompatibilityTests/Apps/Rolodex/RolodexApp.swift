import SwiftUI

struct RolodexApp: App {
    var body: some Scene {
        WindowGroup {
            RolodexRootView()
        }
    }
}
