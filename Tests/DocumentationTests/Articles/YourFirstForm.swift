// The code of the article “Your first form” (Sources/FormUI/FormUI.docc/YourFirstForm.md), as it is there.
import SwiftUI

enum Frequency: String, CaseIterable, Identifiable, Codable {
    case daily, weekly, monthly
    var id: Self { self }
}

struct NewsletterSignUp: View {
    @State private var email = ""
    @State private var frequency = Frequency.weekly
    @State private var agreed = false
    @State private var isSubscribed = false

    private var canSubscribe: Bool { agreed && email.contains("@") }

    var body: some View {
        Form {
            Section("You") {
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                Picker("Frequency", selection: $frequency) {
                    ForEach(Frequency.allCases) { frequency in
                        Text(frequency.rawValue.capitalized).tag(frequency)
                    }
                }
            }
            Section {
                Toggle("I accept the terms", isOn: $agreed)
                Button("Subscribe") { isSubscribed = true }
                    .disabled(!canSubscribe)
            } footer: {
                if isSubscribed {
                    Text("Subscribed: a letter \(frequency.rawValue), to \(email).")
                }
            }
        }
    }
}
