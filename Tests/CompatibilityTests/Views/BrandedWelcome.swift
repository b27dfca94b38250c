import SwiftUI

// A welcome screen as an app moved from Xcode writes it: its brand colours and artwork in the asset
// catalogue (Tests/CompatibilityTests/Assets.xcassets, declared in the target's resources).

struct BrandedWelcome: View {
    @State private var newsletter = true
    @State private var favourite = Color("Accent")

    var body: some View {
        Form {
            Section {
                Image("Badge")
                Image("Moon")
                Image("Icons/Star")
                Image("Beach")
                Image(decorative: "Badge")
                Image("Badge", label: Text("Gold badge"))
                Image("Badge").resizable()
                Label("Awarded", image: "Badge")
                Image(.init(name: "Beach", bundle: .module))
            }
            Section("Words") {
                Text("Welcome").foregroundColor(Color("Accent"))
                Text("Brand").foregroundStyle(Color("Brand Blue"))
                Text("Faded").foregroundStyle(Color("Accent").opacity(0.5))
                Text("Shared").foregroundStyle(Color("Accent", bundle: .module))
                Text("Generated").foregroundStyle(Color(.init(name: "Accent", bundle: .module)))
            }
            Section("Swatches") {
                Color("HexTint")
                Color("Wide")
                Color("Referenced")
            }
            Button("Continue") {}
                .tint(Color("Accent"))
            Toggle("Newsletter", isOn: $newsletter)
                .accentColor(Color("Brand Blue"))
            ColorPicker("Favourite", selection: $favourite)
        }
    }
}

/// What an app's catalogue does not have: a colour or an image by a name no set has, a set that cannot
/// be drawn.
struct MissingArtwork: View {
    let colourName: String

    var body: some View {
        VStack {
            Text("Missing").foregroundStyle(Color(colourName))
            Color("Broken")
            Image("NotInTheCatalogue")
            Image("Document")
        }
    }
}
