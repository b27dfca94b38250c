import SwiftUI

// UIKit as SwiftUI apps reach it through `import SwiftUI`: colours and images of UIKit, opening an
// address from a button, and asking which device this is.

struct DeviceCorner: View {
    @State private var opened: Bool?

    var body: some View {
        Form {
            Section("Colours") {
                Text("Label").foregroundColor(Color(.label))
                Text("Secondary").foregroundStyle(Color(uiColor: .secondaryLabel))
                Text("Blue").foregroundStyle(Color(UIColor.systemBlue))
                Rectangle().fill(Color(.systemGray5))
                Rectangle().fill(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
                Text("Card").padding().background(Color(.secondarySystemBackground))
                if let accent = UIColor(named: "Accent") {
                    Text("Catalogue").foregroundStyle(Color(accent))
                }
            }
            Section("Images") {
                if let badge = UIImage(named: "Badge") {
                    Image(uiImage: badge)
                }
                Image(uiImage: UIImage(systemName: "star.fill")!)
            }
            Section("Device") {
                Text("\(UIDevice.current.systemName) on \(UIDevice.current.model)")
                if UIDevice.current.userInterfaceIdiom == .pad {
                    Text("Tablet layout")
                } else {
                    Text("Any layout")
                }
            }
            Button("Help") {
                if let url = URL(string: "https://example.com/help"), UIApplication.shared.canOpenURL(url) {
                    UIApplication.shared.open(url)
                }
            }
            Button("Settings") {
                UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { accepted in
                    opened = accepted
                }
            }
            if let opened {
                Text(opened ? "Settings opened" : "Settings cannot open here")
            }
        }
    }
}
