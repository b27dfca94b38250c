import Testing
import FormUITesting
import ReferenceExamples

// The SecureField examples of seed 004 (Controls — SecureField, with TextField) held to what the page says.

@Suite("Reference page examples: SecureField and TextField")
struct ReferenceFieldExampleTests {
    @Test("Login fields (004 Bind to a string): labelled fields, no autocorrection, rounded borders")
    func loginFields() throws {
        let tester = ViewTester { LoginFields() }
        let username = try #require(tester.control("username"))
        #expect(username.kind == "text-field")
        #expect(username.label == "Username")
        #expect(username.style == "rounded-border")
        let password = try #require(tester.control("password"))
        #expect(password.kind == "secure-field")
        #expect(password.label == "Password")
        #expect(password.style == "rounded-border")
        let html = tester.html()
        let usernameInput = try #require(element(in: html, containing: "id=\"field-username\"", from: "<input", to: ">"))
        #expect(usernameInput.contains("type=\"text\""))
        #expect(usernameInput.contains("autocorrect=\"off\""))
        #expect(usernameInput.contains("autocapitalize=\"none\""))
        #expect(HTMLDocument(html).element("label", with: ["for": "field-password"])?.attributes == ["class": "control-label visually-hidden", "for": "field-password"])
        #expect(element(in: html, containing: "id=\"field-password\"", from: "<input", to: ">")?.contains("type=\"password\"") == true)
    }

    @Test("onSubmit (004): Return in the password field calls handleLogin(username:password:)")
    func loginOnSubmit() throws {
        let tester = ViewTester { LoginFields() }
        // Applying the fields is not pressing Return: handleLogin does not run.
        try tester.post(["username": "ana"])
        #expect(tester.control("username")?.value == "ana")
        #expect(tester.html().contains("Not logged in"))

        // Return: the form is posted with the default submit action.
        try tester.perform(action: "_submit", with: ["username": "ana", "password": "s3cret"])
        #expect(tester.html().contains("handleLogin ran for ana with a 6-character password"))
        // The password is never sent back.
        #expect(!tester.html().contains("s3cret"))
        #expect(!tester.json.contains("s3cret"))
    }

    @Test("Prompts (004 Guide people with a prompt): “Required” as the placeholder of both fields in a form")
    func prompts() throws {
        let tester = ViewTester { PromptedLoginForm() }
        let html = tester.html()
        #expect(html.contains("<div class=\"form\">"))
        #expect(tester.control("username")?.label == "Username")
        #expect(tester.control("password")?.label == "Password")
        let username = try #require(element(in: html, containing: "id=\"field-username\"", from: "<input", to: ">"))
        #expect(username.contains("placeholder=\"Required\""))
        #expect(username.contains("autocorrect=\"off\""))
        let password = try #require(element(in: html, containing: "id=\"field-password\"", from: "<input", to: ">"))
        #expect(password.contains("placeholder=\"Required\""))
        #expect(password.contains("type=\"password\""))

        try tester.post(["username": "bo", "password": "hunter2"])
        #expect(tester.control("username")?.value == "bo")
        #expect(!tester.html().contains("hunter2"))
    }
}
