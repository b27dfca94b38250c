import Foundation
import Testing
import FormUITesting

/// Where the login examples send their credentials, so a test can see what arrived.
private final class LoginLog: @unchecked Sendable {
    var logins: [String] = []
    var stored = "hunter2-stored-secret"
}

/// The seed's login example (SecureField page), `handleLogin` standing in for the app's.
private struct LoginView: View {
    let log: LoginLog
    @State private var username: String = ""
    @State private var password: String = ""

    func handleLogin(username: String, password: String) {
        log.logins.append(username + ":" + password)
    }

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)

            SecureField("Password", text: $password)
                .onSubmit {
                    handleLogin(username: username, password: password)
                }
        }
        .textFieldStyle(.roundedBorder)
    }
}

/// The seed's form with prompts, a picker beside it so that a post can fail because of another field.
private struct PromptForm: View {
    let log: LoginLog
    @State private var username: String = ""
    @State private var plan = 1
    var body: some View {
        Form {
            TextField(text: $username, prompt: Text("Required")) {
                Text("Username")
            }
            SecureField(text: Binding(get: { log.stored }, set: { log.stored = $0 }), prompt: Text("Required")) {
                Text("Password")
            }
            Picker("Plan", selection: $plan) {
                Text("Free").tag(1)
                Text("Pro").tag(2)
            }
        }
    }
}

@Suite struct SecureFieldTests {
    @Test func rendersAPasswordInputWithoutItsValue() {
        let log = LoginLog()
        let tester = ViewTester { PromptForm(log: log) }
        let html = tester.html()
        #expect(html.containsMarkup("<label class=\"control-label visually-hidden\" for=\"field-password\"><span class=\"text\">Password</span></label><input type=\"password\" autocomplete=\"current-password\" id=\"field-password\" name=\"password\" placeholder=\"Required\">"))
        #expect(!html.contains("hunter2"))
        let control = tester.control("password")
        #expect(control?.kind == "secure-field")
        #expect(control?.label == "Password")
        #expect(control?.value == nil)
        #expect(!tester.json.contains("hunter2"))
    }

    @Test func aNonEmptyPostWritesAndIsNeverEchoed() throws {
        let log = LoginLog()
        let tester = ViewTester { PromptForm(log: log) }
        let result = try tester.post(["password": "correct horse"])
        #expect(result.changedFields == ["password"])
        #expect(log.stored == "correct horse")
        #expect(!tester.html().contains("correct horse"))
        #expect(!tester.json.contains("correct horse"))
    }

    @Test func anEmptyPostLeavesThePasswordAsItIs() throws {
        let log = LoginLog()
        let tester = ViewTester { PromptForm(log: log) }
        // A browser posts the empty field the page showed, with the other fields.
        let result = try tester.submitForm(changing: ["username": "ada", "password": ""])
        #expect(result.changedFields == ["username"])
        #expect(log.stored == "hunter2-stored-secret")
    }

    @Test func passwordIsNotKeptWhenAnotherFieldIsRejected() throws {
        let log = LoginLog()
        let tester = ViewTester { PromptForm(log: log) }
        let error = #expect(throws: SubmissionError.self) {
            try tester.submitForm(changing: ["username": "ada", "password": "s3cret-typed", "plan": "enterprise"])
        }
        #expect(error?.message(for: "plan") != nil)
        #expect(error?.keptInput["password"] == nil)
        #expect(error?.keptInput["username"] == ["ada"])
        #expect(log.stored == "hunter2-stored-secret")
        let page = tester.html(showing: error!)
        #expect(!page.contains("s3cret-typed"))
        #expect(!page.contains("hunter2"))
        #expect(HTMLDocument(page).element(with: ["name": "username", "value": "ada"]) != nil)
        #expect(HTMLDocument(page).element(with: ["name": "password", "placeholder": "Required"])?.booleanAttributes == [])
    }

    @Test func tooLongPasswordIsRefusedWithoutQuotingIt() throws {
        let log = LoginLog()
        let tester = ViewTester { PromptForm(log: log) }
        let long = String(repeating: "p", count: TextFieldLimits.maximumUTF8Count + 1)
        let error = #expect(throws: SubmissionError.self) { try tester.post(["password": long]) }
        #expect(error?.message(for: "password")?.contains("too long") == true)
        #expect(error?.problems.contains { $0.message.contains("ppp") } == false)
        #expect(log.stored == "hunter2-stored-secret")
        let page = tester.html(showing: error!)
        #expect(!page.contains("ppp"))
        #expect(HTMLDocument(page).element(with: ["aria-invalid": "true", "aria-describedby": "error-password"]) != nil)
    }

    @Test func enterRunsTheSeedsHandleLogin() throws {
        let log = LoginLog()
        let tester = ViewTester { LoginView(log: log) }
        try tester.submitForm(changing: ["username": "ada", "password": "pw"], action: "_submit")
        #expect(log.logins == ["ada:pw"])
        // The Apply button is not Enter.
        try tester.submitForm(changing: ["password": "other"], action: "_apply")
        #expect(log.logins == ["ada:pw"])
    }

    @Test func referenceLoginRendersAsThePageDescribes() {
        let tester = ViewTester { LoginView(log: LoginLog()) }
        let html = tester.html()
        #expect(HTMLDocument(html).element("input", with: ["id": "field-username"])?.attributes == ["type": "text", "id": "field-username", "name": "username", "value": "", "placeholder": "Username", "autocorrect": "off", "spellcheck": "false", "autocapitalize": "none"])
        #expect(html.contains("<div class=\"control secure-field text-field-rounded-border\">"))
        #expect(HTMLDocument(html).element("input", with: ["id": "field-password"])?.attributes == ["type": "password", "autocomplete": "current-password", "id": "field-password", "name": "password", "placeholder": "Password"])
    }

    @Test func escapesLabelAndPrompt() {
        let tester = ViewTester {
            SecureField("<script>\"'&", text: .constant("<script>\"'&"), prompt: Text("<script>\"'&"))
        }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("<span class=\"text\">&lt;script&gt;&quot;&#39;&amp;</span></label>"))
        #expect(html.contains("placeholder=\"&lt;script&gt;&quot;&#39;&amp;\""))
        #expect(!html.contains("value=\"&lt;script"))
        #expect(HTMLDocument(html).element(with: ["name": "script", "placeholder": "<script>\"'&"])?.booleanAttributes == [])
        #expect(html.contains("placeholder=\"&lt;script&gt;&quot;&#39;&amp;\""), "escaped as written")
    }

    @Test func everyInitializerCompiles() {
        let tester = ViewTester {
            VStack {
                SecureField("Key", text: .constant(""))
                SecureField(String("String"), text: .constant(""))
                SecureField("Key prompt", text: .constant(""), prompt: Text("p"))
                SecureField(String("String prompt"), text: .constant(""), prompt: nil)
                SecureField(text: .constant("")) { Text("View") }
            }
        }
        #expect(tester.controls.compactMap(\.name) == ["key", "string", "key-prompt", "string-prompt", "view"])
        #expect(tester.controls.allSatisfy { $0.kind == "secure-field" && $0.value == nil })
    }

    @available(*, deprecated)
    @Test func deprecatedOnCommitRunsOnEnter() throws {
        let log = LoginLog()
        let tester = ViewTester {
            SecureField("PIN", text: Binding(get: { log.stored }, set: { log.stored = $0 }), onCommit: { log.logins.append("commit:" + log.stored) })
        }
        try tester.submitForm(changing: ["pin": "1234"], action: "_submit")
        #expect(log.logins == ["commit:1234"])
    }
}
