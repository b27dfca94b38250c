import SwiftUI

struct RSVPFormView: View {
    @EnvironmentObject var store: RSVPStore
    @Environment(\.presentationMode) var presentationMode
    let event: RSVPEvent

    @AppStorage("rsvp.rememberMe") private var rememberMe = false
    @AppStorage("rsvp.savedName") private var savedName = ""
    @AppStorage("rsvp.savedEmail") private var savedEmail = ""

    @State private var name = ""
    @State private var email = ""
    @State private var guests = 0
    @State private var wantsReminder = true
    @State private var showingConfirmation = false

    private var emailIsValid: Bool {
        let parts = email.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    private var canSubmit: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && emailIsValid
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("About you")) {
                    TextField("Name", text: $name)
                        .textContentType(.name)
                        .autocapitalization(.words)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                    if !email.isEmpty && !emailIsValid {
                        Text("That doesn't look like an email address.")
                            .font(.footnote)
                            .foregroundColor(.red)
                    }
                }

                Section(header: Text("Party"), footer: Text("\(store.spotsLeft(for: event)) spots left")) {
                    Stepper("Guests: \(guests)", value: $guests, in: 0...min(4, max(store.spotsLeft(for: event) - 1, 0)))
                    Toggle("Remind me the day before", isOn: $wantsReminder)
                }

                Section {
                    Toggle("Remember my details", isOn: $rememberMe)
                }

                Section {
                    Button("Submit") {
                        submit()
                    }
                    .disabled(name.isEmpty || !canSubmit)
                }
            }
            .navigationBarTitle("RSVP", displayMode: .inline)
            .navigationBarItems(leading: Button("Cancel") {
                presentationMode.wrappedValue.dismiss()
            })
            .alert("You're on the list!", isPresented: $showingConfirmation) {
                Button("OK") {
                    presentationMode.wrappedValue.dismiss()
                }
            } message: {
                Text("See you at \(event.title), \(name). Party of \(guests + 1).")
            }
            .onAppear {
                if rememberMe && name.isEmpty {
                    name = savedName
                    email = savedEmail
                }
            }
        }
    }

    private func submit() {
        let response = RSVPResponse(eventID: event.id, name: name, email: email, guests: guests,
                                    wantsReminder: wantsReminder)
        store.add(response)
        if rememberMe {
            savedName = name
            savedEmail = email
        } else {
            savedName = ""
            savedEmail = ""
        }
        showingConfirmation = true
    }
}
