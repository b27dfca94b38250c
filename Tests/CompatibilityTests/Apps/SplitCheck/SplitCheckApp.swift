import SwiftUI

struct SplitCheckApp: App {
    var body: some Scene {
        WindowGroup {
            SplitCheckRootView()
        }
    }
}
