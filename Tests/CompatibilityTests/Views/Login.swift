import SwiftUI

// A login screen as onboarding tutorials write one: an email and a password, a footer that explains
// what is wrong, a sign-in button that stays disabled until both fields are filled, and an alert when
// the credentials are refused.

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var showingAlert = false
    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var signedInUser: String?

    private var isEmailValid: Bool {
        let parts = email.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    private var isPasswordLongEnough: Bool {
        password.count >= 8
    }

    var body: some View {
        NavigationStack {
            Form {
                if let signedInUser {
                    Section {
                        Label("Signed in as \(signedInUser)", systemImage: "checkmark.seal.fill")
                            .foregroundStyle(.green)
                        Button("Sign Out", role: .destructive) {
                            self.signedInUser = nil
                            password = ""
                        }
                    }
                } else {
                    Section {
                        TextField("Email address", text: $email)
                            .keyboardType(.emailAddress)
                            .textContentType(.username)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                        SecureField("Password", text: $password)
                            .textContentType(.password)
                    } footer: {
                        if !password.isEmpty && !isPasswordLongEnough {
                            Text("Passwords have at least 8 characters.")
                                .foregroundStyle(.red)
                        }
                    }

                    Section {
                        Toggle("Remember me", isOn: $rememberMe)
                        Button(action: signIn) {
                            Text("Sign In")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                        .disabled(email.isEmpty || password.isEmpty)
                    }
                }
            }
            .navigationTitle("Welcome Back")
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(alertMessage)
            }
        }
    }

    private func signIn() {
        guard isEmailValid else {
            showError("Invalid Email", "Please enter an address like name@example.com.")
            return
        }
        guard isPasswordLongEnough else {
            showError("Password Too Short", "Your password has at least 8 characters.")
            return
        }
        guard password == "open-sesame" else {
            showError("Sign In Failed", "The email or password is incorrect.")
            password = ""
            return
        }
        signedInUser = email
    }

    private func showError(_ title: String, _ message: String) {
        alertTitle = title
        alertMessage = message
        showingAlert = true
    }
}
