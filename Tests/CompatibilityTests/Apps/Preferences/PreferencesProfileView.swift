import SwiftUI

struct PreferencesProfileView: View {
    @Environment(\.presentationMode) private var presentationMode
    @AppStorage(PrefsKey.name) private var name = ""
    @AppStorage(PrefsKey.email) private var email = ""
    @AppStorage(PrefsKey.showEmail) private var showEmail = false
    @State private var showingSignOut = false

    var body: some View {
        Form {
            Section(header: Text("Profile"), footer: Text(footer)) {
                TextField("Name", text: $name)
                    .textContentType(.name)
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .autocapitalization(.none)
                Toggle("Show email to friends", isOn: $showEmail)
                    .disabled(email.isEmpty)
            }

            Section {
                Button("Sign out") {
                    showingSignOut = true
                }
                .foregroundColor(.red)
                .disabled(name.isEmpty && email.isEmpty)
            }
        }
        .navigationBarTitle("Profile", displayMode: .inline)
        .alert(isPresented: $showingSignOut) {
            Alert(
                title: Text("Sign out?"),
                message: Text("Your name and email will be removed from this device."),
                primaryButton: .destructive(Text("Sign out")) {
                    name = ""
                    email = ""
                    showEmail = false
                    presentationMode.wrappedValue.dismiss()
                },
                secondaryButton: .cancel()
            )
        }
    }

    private var footer: String {
        if email.isEmpty { return "Add an email so friends can find you." }
        return showEmail ? "Friends can see \(email)." : "Your email is private."
    }
}
