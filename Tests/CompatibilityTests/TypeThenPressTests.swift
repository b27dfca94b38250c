import FormUITesting
import SwiftUI
import Testing

/// A form whose Save is disabled until its fields are filled, as apps write it.
private struct NewContactForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var saved: [String] = []

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button("Save") {
                saved.append("\(name) <\(email)>")
                name = ""
                email = ""
                password = ""
            }
            .disabled(name.isEmpty || !email.contains("@") || password.count < 4)
            ForEach(saved, id: \.self) { Text($0) }
        }
    }
}

@Suite struct TypeThenPressTests {
    @Test func aButtonEnabledByTheFieldsOfTheSamePostIsPressed() throws {
        let tester = ViewTester { NewContactForm() }
        #expect(tester.control(labelled: "Save")?.disabled == true)
        let result = try tester.press("Save", with: ["name": "Ada", "email": "ada@example.com", "password": "s3cret"])
        #expect(result.action != nil)
        let html = tester.html()
        #expect(html.contains("Ada &lt;ada@example.com&gt;"), "typed, then pressed: one click, as on a device")
        #expect(tester.control("name")?.value == "", "the action ran after the fields were applied")
    }

    @Test func aButtonStillDisabledAfterTheFieldsIsRefusedAndNothingChanges() throws {
        let tester = ViewTester { NewContactForm() }
        let revision = tester.revision
        #expect(throws: SubmissionError.self) {
            try tester.press("Save", with: ["name": "Ada", "email": "not-an-address", "password": "s3cret"])
        }
        do {
            try tester.press("Save", with: ["name": "Ada", "email": "nope", "password": "s3cret"])
        } catch {
            #expect(error.kind == .invalidInput, "answered 422")
            #expect(error.problems.first?.message.contains("not available with these values") == true)
        }
        #expect(tester.revision == revision)
        #expect(tester.control("name")?.value == "", "the fields were put back")
        #expect(tester.control("email")?.value == "")
        try tester.post(["name": "Bea", "email": "bea@example.com"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "the password was put back too")
    }
}
