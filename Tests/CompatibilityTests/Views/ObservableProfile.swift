import SwiftUI

// Data kept in an @Observable model: owned with @State, passed down with @Bindable, shared through the
// environment.

@Observable
final class Profile {
    var name = ""
    var email = ""
    var newsletter = false
    var visits = 0
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        NavigationStack {
            ProfileForm(profile: profile)
                .navigationTitle("Profile")
        }
        .environment(profile)
    }
}

struct ProfileForm: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Email", text: $profile.email)
            Toggle("Subscribe to the newsletter", isOn: $profile.newsletter)
            ProfileSummary()
            Button("Count a visit") {
                profile.visits += 1
            }
        }
    }
}

struct ProfileSummary: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        Text(profile.name.isEmpty ? "No name yet" : "Hello, \(profile.name)! Visits: \(profile.visits)")
    }
}
