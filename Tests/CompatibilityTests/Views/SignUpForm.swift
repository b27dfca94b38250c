import SwiftUI

// A sign-up form as tutorials write one: keyboard and content types for autofill, submit labels,
// @FocusState moving focus to the first empty field, accessibility labels and hints, and a preference
// kept in @AppStorage.

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @AppStorage("prefersNewsletter") private var prefersNewsletter = false

    var body: some View {
        Form {
            TextField("Full name", text: $name)
                .textContentType(.name)
                .focused($focusedField, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .email)
            SecureField("Password", text: $password)
                .textContentType(.newPassword)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
            Toggle("Newsletter", isOn: $prefersNewsletter)
                .accessibilityLabel("Receive the newsletter")
                .accessibilityHint("One email a month")
            Image(systemName: "star.fill")
                .accessibilityHidden(true)
            Text("★★★★☆")
                .accessibilityLabel("Rated four out of five")
            Button("Create account") {
                if name.isEmpty {
                    focusedField = .name
                } else if email.isEmpty {
                    focusedField = .email
                } else {
                    focusedField = nil
                }
            }
        }
    }
}

struct NewsletterBadge: View {
    @AppStorage("prefersNewsletter") private var prefersNewsletter = false

    var body: some View {
        Text(prefersNewsletter ? "Subscribed" : "Not subscribed")
    }
}
