import SwiftUI

struct PreferencesRootView: View {
    @AppStorage(PrefsKey.appearance) private var appearance = PrefsAppearance.system
    @AppStorage(PrefsKey.accentColor) private var accentString = "0.000,0.478,1.000"
    @AppStorage(PrefsKey.fontSize) private var fontSize = 17.0
    @AppStorage(PrefsKey.boldText) private var boldText = false
    @AppStorage(PrefsKey.notifications) private var notifications = true
    @AppStorage(PrefsKey.summaryTime) private var summaryTime = PrefsSummaryTime.morning
    @AppStorage(PrefsKey.startScreen) private var startScreen = PrefsStartScreen.inbox
    @AppStorage(PrefsKey.name) private var name = ""

    @State private var showingResetDialog = false

    private var accentColor: Binding<Color> {
        Binding(
            get: { Color(prefsString: accentString) },
            set: { accentString = $0.prefsString }
        )
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    NavigationLink(destination: PreferencesProfileView()) {
                        HStack(spacing: 12) {
                            Image(systemName: "person.crop.circle.fill")
                                .font(.largeTitle)
                                .foregroundColor(accentColor.wrappedValue)
                            VStack(alignment: .leading) {
                                Text(name.isEmpty ? "Set up your profile" : name)
                                    .font(.headline)
                                Text("Name, email and privacy")
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                }

                Section(header: Text("Appearance")) {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(PrefsAppearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.menu)
                    ColorPicker("Accent colour", selection: accentColor, supportsOpacity: false)
                    VStack(alignment: .leading) {
                        Text("Text size: \(Int(fontSize)) pt")
                        Slider(value: $fontSize, in: 12...24, step: 1) {
                            Text("Text size")
                        }
                    }
                    Toggle("Bold text", isOn: $boldText)
                    Text("The quick brown fox")
                        .font(.system(size: fontSize, weight: boldText ? .bold : .regular))
                }

                Section(header: Text("Notifications")) {
                    Toggle("Allow notifications", isOn: $notifications.animation())
                    if notifications {
                        Picker("Daily summary", selection: $summaryTime) {
                            ForEach(PrefsSummaryTime.allCases) { time in
                                Text(time.title).tag(time)
                            }
                        }
                        .pickerStyle(.inline)
                    }
                }

                Section(header: Text("General")) {
                    Picker("Start screen", selection: $startScreen) {
                        ForEach(PrefsStartScreen.allCases) { screen in
                            Text(screen.title).tag(screen)
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section(header: Text("About")) {
                    Button("Rate us") {
                        if let url = URL(string: "https://apps.apple.com/app/id1234567890?action=write-review") {
                            UIApplication.shared.open(url)
                        }
                    }
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("2.1.0")
                            .foregroundColor(.secondary)
                    }
                }

                Section {
                    Button("Reset to defaults", role: .destructive) {
                        showingResetDialog = true
                    }
                }
            }
            .navigationBarTitle("Preferences")
            .confirmationDialog("Reset all preferences?", isPresented: $showingResetDialog, titleVisibility: .visible) {
                Button("Reset", role: .destructive, action: resetToDefaults)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your profile and every setting go back to how they were when you installed the app.")
            }
        }
        .accentColor(accentColor.wrappedValue)
    }

    private func resetToDefaults() {
        for key in PrefsKey.all {
            UserDefaults.standard.removeObject(forKey: key)
        }
    }
}
