import SwiftUI

struct CRMContactForm: View {
    @Bindable var contact: CRMContact

    var body: some View {
        Form {
            Section("Name") {
                TextField("First name", text: $contact.firstName)
                    .textContentType(.givenName)
                TextField("Last name", text: $contact.lastName)
                    .textContentType(.familyName)
            }
            Section {
                TextField("Company", text: $contact.company)
                TextField("Email", text: $contact.email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                TextField("Phone", text: $contact.phone)
                    .keyboardType(.phonePad)
            } header: {
                Text("Details")
            } footer: {
                if !contact.email.isEmpty && !contact.isValid {
                    Text("Enter a valid email address.")
                        .foregroundColor(.red)
                }
            }
            Section("Deal") {
                Picker("Stage", selection: $contact.stage) {
                    ForEach(DealStage.allCases) { Text($0.rawValue).tag($0) }
                }
                Stepper("Value: \(contact.dealValue.formatted(.currency(code: "USD")))",
                        value: $contact.dealValue, in: 0...1_000_000, step: 500)
                Toggle("VIP", isOn: $contact.isVIP)
            }
        }
    }
}
