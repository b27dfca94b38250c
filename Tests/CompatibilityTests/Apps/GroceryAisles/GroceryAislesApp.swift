import SwiftUI

struct GroceryAislesApp: App {
    var body: some Scene {
        WindowGroup {
            AisleListView()
        }
    }
}
