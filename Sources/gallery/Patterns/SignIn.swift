import FormUIData
import FormUIServer
import Foundation

/// The reference page's login fields (SecureField, "Bind to a string") signing a person in for real:
/// the password checked against a salted scrypt hash, the session kept under a new id, and notes that
/// are the person's own on any browser they sign in from.
struct SignInScreen: View {
    @Environment(\.identity) private var identity

    var body: some View {
        NavigationStack {
            Group {
                if let identity {
                    PersonalNotesForm(identity: identity)
                } else {
                    SignInForm()
                }
            }
            .navigationTitle(identity == nil ? "Sign in" : "Your notes")
        }
        .modelContainer(PersonalNote.container)
    }
}

/// Username and password, as the reference page writes them, with a button beside Return.
struct SignInForm: View {
    @State private var username: String = ""
    @State private var password: String = ""
    @State private var problem: String?
    @Environment(\.signIn) private var signIn

    var body: some View {
        Form {
            Section {
                TextField("Username", text: $username)
                    .autocorrectionDisabled(true)
                    .textInputAutocapitalization(.never)

                SecureField("Password", text: $password)
                    .onSubmit {
                        handleLogin(username: username, password: password)
                    }
            } footer: {
                Text("Try ada with the password “analytical engine”, or grace with “first compiler”.")
            }
            if let problem {
                Text(problem)
                    .foregroundStyle(.red)
            }
            Button("Sign in") {
                handleLogin(username: username, password: password)
            }
        }
    }

    /// Checks the password against the account's hash and signs the person in. A wrong name and a wrong
    /// password get the same answer, after the same work, so neither tells which names exist.
    func handleLogin(username: String, password: String) {
        let account = ExampleAccount.named(username.trimmingCharacters(in: .whitespaces).lowercased())
        let matches = PasswordHash.verify(password, against: account?.passwordHash ?? ExampleAccount.nobody)
        self.password = ""
        guard let account, matches else {
            problem = "That username and password do not match an account."
            return
        }
        problem = nil
        signIn(Identity(id: account.username, name: account.name))
    }
}

/// What a signed-in person sees: who they are, their notes, and a way out.
struct PersonalNotesForm: View {
    let identity: Identity
    @Environment(\.signOut) private var signOut
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \PersonalNote.created) private var notes: [PersonalNote]
    @State private var draft = ""

    var body: some View {
        Form {
            Section {
                LabeledContent("Signed in as", value: identity.name)
                Button("Sign out") { signOut() }
            }
            Section("Notes") {
                if notes.isEmpty {
                    Text("No notes yet. Yours are kept for you, on any browser you sign in from.")
                }
                ForEach(notes) { note in
                    Text(note.text)
                }
                .onDelete { offsets in
                    for index in offsets { modelContext.delete(notes[index]) }
                }
                TextField("New note", text: $draft)
                Button("Add note") {
                    let text = draft.trimmingCharacters(in: .whitespaces)
                    guard !text.isEmpty else { return }
                    modelContext.insert(PersonalNote(text: text))
                    draft = ""
                }
            }
        }
    }
}

/// A note of one signed-in person's.
@Model
final class PersonalNote {
    var text: String
    var created: Date

    init(text: String, created: Date = .now) {
        self.text = text
        self.created = created
    }

    /// Each signed-in person's own notes, where the server keeps the app's data.
    static let container = try! ModelContainer(
        for: PersonalNote.self, configurations: ModelConfiguration("personal-notes", sharing: .signedInPerson)
    )
}

/// The example's accounts: hashes only, as an app keeps them, made with `PasswordHash.make(for:)`. An
/// example, not a user database.
struct ExampleAccount {
    let username: String
    let name: String
    let passwordHash: String

    static let all = [
        ExampleAccount(username: "ada", name: "Ada Lovelace", passwordHash: "$scrypt$ln=15,r=8,p=3$i4uDAhr1dxQ40KSFdzkqBQ$YGYrXWY0wYht8z66fPn34Eh9G7gNcsDy0PUiG/SXgJw"),
        ExampleAccount(username: "grace", name: "Grace Hopper", passwordHash: "$scrypt$ln=15,r=8,p=3$2+Kfw9TKZOvq2NmLmBiurA$ya2UWrswDNPx1dYv8Tu4HP2B3aB40Vs7Sn9IprDwx1s"),
    ]

    static func named(_ username: String) -> ExampleAccount? {
        all.first { $0.username == username }
    }

    /// A hash no password is checked in vain against, for a name no account has: the check costs the
    /// same as a real one.
    static let nobody = "$scrypt$ln=15,r=8,p=3$TmPOYXU/P2nQDi2jfyr+vg$MyMo9aVPCGOc4H0L0lnfyq4PKrB/0+fFHUkKfJ3UxCE"
}
