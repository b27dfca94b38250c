import FormUI

// The SecureField section of seed 004 (Controls), with the TextField beside it. Its "**Examples:**" block
// repeats both examples. `handleLogin(username:password:)` is the app's own: here a stand-in.

/// A username field and a password field; pressing Return in the password field logs in.
///
/// Seed 004 (SecureField, "Bind to a string"), also in its "**Examples:**".
public struct LoginFields: View {
    @State private var username: String = ""
    @State private var password: String = ""
    /// What the stand-in `handleLogin` did, shown below the fields (never the password itself).
    @State private var loginMessage = "Not logged in"

    public init() {}

    public var body: some View {
        VStack {
            TextField("Username", text: $username)
                .autocorrectionDisabled(true)
                #if !os(macOS)
                .textInputAutocapitalization(.never)
                #endif

            SecureField("Password", text: $password)
                .onSubmit {
                    handleLogin(username: username, password: password)
                }
        }
        .textFieldStyle(.roundedBorder)
        Text(loginMessage)
    }

    /// Stand-in for the app's login: says who logged in and how long the password was.
    func handleLogin(username: String, password: String) {
        loginMessage = "handleLogin ran for \(username) with a \(password.count)-character password"
    }
}

/// The same fields in a form, each with a prompt ("Required") shown as its placeholder.
///
/// Seed 004 (SecureField, "Guide people with a prompt"), also in its "**Examples:**".
public struct PromptedLoginForm: View {
    @State private var username: String = ""
    @State private var password: String = ""

    public init() {}

    public var body: some View {
        Form {
            TextField(text: $username, prompt: Text("Required")) {
                Text("Username")
            }
            .autocorrectionDisabled(true)
            #if !os(macOS)
            .textInputAutocapitalization(.never)
            #endif

            SecureField(text: $password, prompt: Text("Required")) {
                Text("Password")
            }
        }
    }
}
