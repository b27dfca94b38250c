import SwiftUI

struct FlashDeckApp: App {
    @State private var library = FlashDeckLibrary()

    var body: some Scene {
        WindowGroup {
            FlashDeckRootView()
                .environment(library)
        }
    }
}
