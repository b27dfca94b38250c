import SwiftUI

struct BookNookApp: App {
    var body: some Scene {
        WindowGroup {
            BookNookRootView()
        }
    }
}
