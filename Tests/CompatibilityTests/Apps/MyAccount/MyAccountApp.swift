import SwiftUI

struct MyAccountApp: App {
    @AppStorage(MyAccountKeys.theme) private var theme = MyAccountTheme.system

    var body: some Scene {
        WindowGroup {
            MyAccountRootView()
                .preferredColorScheme(theme.colorScheme)
        }
    }
}
