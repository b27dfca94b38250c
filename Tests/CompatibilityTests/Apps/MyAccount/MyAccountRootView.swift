import SwiftUI

struct MyAccountRootView: View {
    @AppStorage(MyAccountKeys.displayName) private var displayName = ""
    @AppStorage(MyAccountKeys.bio) private var bio = ""
    @AppStorage(MyAccountKeys.theme) private var theme = MyAccountTheme.system
    @AppStorage(MyAccountKeys.accentHex) private var accentHex = MyAccountKeys.defaultAccentHex
    @AppStorage(MyAccountKeys.textSize) private var textSize = 17
    @AppStorage(MyAccountKeys.notificationsOn) private var notificationsOn = true
    @AppStorage(MyAccountKeys.dailyDigest) private var dailyDigest = false
    @AppStorage(MyAccountKeys.digestTime) private var digestTime = MyAccountDigestTime.morning
    @AppStorage(MyAccountKeys.sounds) private var sounds = true
    @AppStorage(MyAccountKeys.profilePublic) private var profilePublic = false

    @State private var confirmingReset = false

    private var accent: Binding<Color> {
        Binding(
            get: { Color(accountHex: accentHex) },
            set: { accentHex = $0.accountHex }
        )
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    MyAccountProfileCard(
                        name: displayName,
                        bio: bio,
                        accent: Color(accountHex: accentHex),
                        textSize: textSize
                    )
                }

                Section("Profile") {
                    TextField("Display name", text: $displayName)
                        .textContentType(.nickname)
                        .autocorrectionDisabled()
                    TextField("Bio", text: $bio, axis: .vertical)
                        .lineLimit(2...4)
                    Toggle("Public profile", isOn: $profilePublic)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(MyAccountTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .pickerStyle(.navigationLink)

                    ColorPicker("Accent colour", selection: accent, supportsOpacity: false)

                    Stepper("Text size: \(textSize) pt", value: $textSize, in: 12...28, step: 1)
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsOn)
                } header: {
                    Text("Notifications")
                } footer: {
                    if !notificationsOn {
                        Text("Turn notifications on to choose a digest.")
                    }
                }

                Section {
                    Toggle("Daily digest", isOn: $dailyDigest)
                    Picker("Digest time", selection: $digestTime) {
                        ForEach(MyAccountDigestTime.allCases) { time in
                            Text(time.title)
                        }
                    }
                    .pickerStyle(.navigationLink)
                    .disabled(!dailyDigest)
                    Toggle("Sounds", isOn: $sounds)
                }
                .disabled(!notificationsOn)

                Section {
                    Button("Reset to defaults", role: .destructive) {
                        confirmingReset = true
                    }
                }
            }
            .navigationTitle("Settings")
            .tint(Color(accountHex: accentHex))
            .confirmationDialog("Reset every setting?", isPresented: $confirmingReset, titleVisibility: .visible) {
                Button("Reset to defaults", role: .destructive, action: resetToDefaults)
            }
        }
    }

    private func resetToDefaults() {
        for key in MyAccountKeys.all {
            UserDefaults.standard.removeObject(forKey: key)
        }
    }
}
