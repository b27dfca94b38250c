import SwiftUI

// Styles set at several levels, and styles of an app's own that build on the built-in ones, as SwiftUI
// apps combine them: the style nearest a control wins, and a built-in style's makeBody is the control
// drawn in that style.

/// Draws the built-in switch inside a caption, through the switch style's own body.
struct CaptionedSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            SwitchToggleStyle().makeBody(configuration: configuration)
            Text(configuration.isOn ? "On now" : "Off now").font(.caption)
        }
    }
}

/// Draws a bordered button's whole body through the bordered style, with a footnote under it.
struct FootnotedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            BorderedProminentButtonStyle().makeBody(configuration: configuration)
            Text("Runs on the server").font(.footnote)
        }
    }
}

struct LayeredStyles: View {
    @State private var wifi = false
    @State private var bluetooth = true
    @State private var uploads = 0
    @State private var plain = 0

    var body: some View {
        Form {
            Section {
                Toggle("Wi-Fi", isOn: $wifi)
                    .toggleStyle(CaptionedSwitchStyle())
                // The checkbox, set nearer the toggle, wins over the app's style around it.
                Toggle("Bluetooth", isOn: $bluetooth)
                    .toggleStyle(.checkbox)
            }
            .toggleStyle(CheckmarkToggleStyle())

            Button("Upload") { uploads += 1 }
                .buttonStyle(FootnotedButtonStyle())
            // A built-in primitive style nearer the button wins over a content style around it.
            Button("Plain") { plain += 1 }
                .buttonStyle(.borderless)
                .buttonStyle(PillButtonStyle())
            Text("Uploads \(uploads), plain \(plain)")

            Picker("Unknown style", selection: .constant(1)) {
                Text("One").tag(1)
            }
            .pickerStyle(.segmented)
            .pickerStyle(.menu)
        }
    }
}
