import SwiftUI

struct PizzaOrderApp: App {
    var body: some Scene {
        WindowGroup {
            PizzaOrderRootView()
        }
    }
}
