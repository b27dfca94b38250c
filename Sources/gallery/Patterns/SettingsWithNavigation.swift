import FormUIServer

/// Settings as an app's settings screen is written: a navigation stack, sections, a link to a detail
/// screen, and a toolbar button that asks before resetting.
struct SettingsWithNavigation: View {
    @State private var displayName = "Robin"
    @State private var showsPreviews = true
    @State private var confirmsReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                    Toggle("Show message previews", isOn: $showsPreviews)
                }
                Section {
                    NavigationLink("Notifications") {
                        NotificationsScreen()
                    }
                    NavigationLink("About") {
                        LabeledContent("Version", value: "1.0")
                            .navigationTitle("About")
                    }
                } footer: {
                    Text("Each link opens a page of its own, with a way back.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .destructiveAction) {
                    Button("Reset", role: .destructive) { confirmsReset = true }
                }
            }
            .alert("Reset settings?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive) {
                    displayName = "Robin"
                    showsPreviews = true
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your display name and preferences go back to their defaults.")
            }
        }
    }
}

struct NotificationsScreen: View {
    @State private var allowsNotifications = true
    @State private var sound = "Chime"

    var body: some View {
        Form {
            Toggle("Allow notifications", isOn: $allowsNotifications)
            if allowsNotifications {
                Picker("Sound", selection: $sound) {
                    ForEach(["Chime", "Bell", "None"], id: \.self) { Text($0) }
                }
            }
        }
        .navigationTitle("Notifications")
    }
}
