import SwiftUI

// A settings screen as an app's "Settings" tab is usually written: a navigation stack around a form,
// a title, sections, and links to detail screens.

struct SettingsScreen: View {
    @State private var username = "taylor"
    @State private var sendsReceipts = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                    Toggle("Send read receipts", isOn: $sendsReceipts)
                }
                Section {
                    NavigationLink("Notifications") {
                        NotificationSettings()
                    }
                    NavigationLink(destination: AboutScreen()) {
                        Label("About", systemImage: "info.circle")
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct NotificationSettings: View {
    @State private var allowsNotifications = false
    @State private var sound = "Chime"
    let sounds = ["Chime", "Bell", "Pulse"]

    var body: some View {
        Form {
            Toggle("Allow notifications", isOn: $allowsNotifications)
            if allowsNotifications {
                Picker("Sound", selection: $sound) {
                    ForEach(sounds, id: \.self) { Text($0) }
                }
            }
            NavigationLink("Quiet hours") {
                Text("Quiet hours are off.")
                    .navigationTitle("Quiet hours")
            }
        }
        .navigationTitle("Notifications")
    }
}

struct AboutScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Version 2.1")
            Text("Made with care.")
        }
    }
}
