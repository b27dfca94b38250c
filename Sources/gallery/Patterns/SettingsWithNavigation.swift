import FormUIServer

/// Settings as an app's settings screen is written: a navigation stack, sections, a link to a detail
/// screen, a screen that a button presents through a binding, and a toolbar button that asks before
/// resetting.
struct SettingsWithNavigation: View {
    @State private var displayName = "Robin"
    @State private var showsPreviews = true
    @State private var confirmsReset = false
    @State private var showsExport = false

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
                Section("Data") {
                    Button("Export my data…") { showsExport = true }
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showsExport) {
                ExportScreen()
            }
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

/// Presented by a binding: the button sets `showsExport`, the post goes on to this page, and Cancel
/// comes back with `dismiss()`.
struct ExportScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var format = "CSV"
    @State private var exported = false

    var body: some View {
        Form {
            Picker("Format", selection: $format) {
                ForEach(["CSV", "JSON"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Button("Export") { exported = true }
            if exported {
                Text("Your data is on its way as \(format).")
            }
            Button("Cancel", role: .cancel) { dismiss() }
        }
        .navigationTitle("Export")
    }
}
