import SwiftUI

struct PlantPalApp: App {
    var body: some Scene {
        WindowGroup {
            PlantPalRootView()
        }
    }
}
