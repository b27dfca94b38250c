import SwiftUI

struct CurrencyConverterApp: App {
    var body: some Scene {
        WindowGroup {
            CurrencyConverterView()
        }
    }
}
