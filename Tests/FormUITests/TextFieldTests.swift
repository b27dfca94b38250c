@_spi(Engine) import FormUI
@_spi(Engine) import FormUITesting
import Foundation
import Testing
import FormUITesting

private let hostile = "<script>\"'&"
private let hostileEscaped = "&lt;script&gt;&quot;&#39;&amp;"

/// The seed's login form (SecureField page), with a counter for the submit action.
private final class SubmitLog: @unchecked Sendable {
    var submissions: [String] = []
}

private struct UsernameField: View {
    @State private var username = ""
    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            Text("Hello \(username)")
        }
        .textFieldStyle(.roundedBorder)
    }
}

private struct PromptField: View {
    @State private var username = ""
    var body: some View {
        Form {
            TextField(text: $username, prompt: Text("Required")) {
                Text("Username")
            }
        }
    }
}

/// A text field next to a picker, so a post can be rejected because of the other control.
private struct FieldAndPicker: View {
    @State private var name = "Ada"
    @State private var size = 1
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            Text("Stored: \(name)")
        }
    }
}

private struct SubmittingField: View {
    let log: SubmitLog
    @State private var query = ""
    @State private var other = ""
    var body: some View {
        VStack {
            TextField("Query", text: $query)
                .onSubmit { log.submissions.append("query:" + query) }
            TextField("Other", text: $other)
        }
    }
}

private struct HostileField: View {
    @State private var value = hostile
    var body: some View {
        TextField(hostile, text: $value, prompt: Text(hostile))
    }
}

private struct NotesField: View {
    @State private var notes = "first\nsecond"
    var body: some View {
        TextField("Notes", text: $notes, axis: .vertical)
    }
}

private struct DisabledField: View {
    @State private var name = "fixed"
    var body: some View {
        TextField("Name", text: $name).disabled(true)
    }
}

@Suite struct TextFieldTests {
    @Test func rendersLabelBoundToATextInput() {
        let html = ViewTester { UsernameField() }.html()
        // As SwiftUI shows it: the title is the placeholder, and the label is for screen readers.
        #expect(HTMLDocument(html).element("label", with: ["for": "field-username"])?.attributes == ["class": "control-label visually-hidden", "for": "field-username"])
        #expect(HTMLDocument(html).element("input", with: ["id": "field-username"])?.attributes == ["type": "text", "id": "field-username", "name": "username", "value": "", "placeholder": "Username", "autocorrect": "off", "spellcheck": "false", "autocapitalize": "none"])
        #expect(html.contains("text-field-rounded-border"))
        // A text field needs the Apply button to reach the server without JavaScript.
        #expect(html.contains("value=\"_apply\""))
    }

    @Test func promptIsThePlaceholderAndTheLabelViewNamesTheField() {
        let tester = ViewTester { PromptField() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("input", with: ["id": "field-username"])?.attributes == ["type": "text", "id": "field-username", "name": "username", "value": "", "placeholder": "Required"])
        #expect(!html.contains("autocorrect"))
        #expect(!html.contains("autocapitalize"))
        #expect(tester.control("username")?.kind == "text-field")
        #expect(tester.control("username")?.label == "Username")
    }

    @Test func acceptsPostedText() throws {
        let tester = ViewTester { UsernameField() }
        let result = try tester.post(["username": "ada lovelace"])
        #expect(result.changedFields == ["username"])
        #expect(tester.control("username")?.value == "ada lovelace")
        #expect(tester.html().contains("value=\"ada lovelace\""))
        #expect(tester.html().contains("Hello ada lovelace"))
        // The same text again is no change (no new revision).
        let again = try tester.post(["username": "ada lovelace"])
        #expect(again.changedFields.isEmpty)
        #expect(again.revision == result.revision)
    }

    @Test func singleLineFieldDropsLineBreaksAsABrowserWould() throws {
        let tester = ViewTester { UsernameField() }
        try tester.post(["username": "ada\r\nlove\nlace"])
        #expect(tester.control("username")?.value == "adalovelace")
    }

    @Test func emptyTextIsAValue() throws {
        let tester = ViewTester { FieldAndPicker() }
        try tester.post(["name": ""])
        #expect(tester.control("name")?.value == "")
        #expect(tester.html().contains("Stored: <"))
    }

    @Test func tooLongTextIsRefusedAndNothingIsStored() throws {
        let tester = ViewTester { FieldAndPicker() }
        let revision = tester.revision
        let long = String(repeating: "é", count: 6_000)  // 12,000 bytes
        let error = #expect(throws: SubmissionError.self) { try tester.post(["name": long, "size": "2"]) }
        #expect(error?.kind == .invalidInput)
        #expect(error?.message(for: "name")?.contains("too long") == true)
        // All or nothing: the valid picker value was not applied either.
        #expect(tester.control("name")?.value == "Ada")
        #expect(tester.control("size")?.value == "1")
        #expect(tester.revision == revision)
        #expect(tester.state.storedValueCount == 0)
        // The kept input is shown, cut to the limit, with the message by the field.
        let page = tester.html(showing: error!)
        #expect(HTMLDocument(page).element(with: ["aria-invalid": "true", "aria-describedby": "error-name"]) != nil)
        #expect(page.contains("id=\"error-name\""))
        #expect(page.contains("value=\"" + String(repeating: "é", count: 5_000) + "\""))
        #expect(!page.contains(String(repeating: "é", count: 5_001)))
    }

    @Test func textAtTheLimitIsAccepted() throws {
        let tester = ViewTester { FieldAndPicker() }
        let atLimit = String(repeating: "a", count: TextFieldLimits.maximumUTF8Count)
        try tester.post(["name": atLimit])
        #expect(tester.control("name")?.value == atLimit)
    }

    @Test func keepsTheTypedTextWhenAnotherFieldIsRejected() throws {
        let tester = ViewTester { FieldAndPicker() }
        let error = #expect(throws: SubmissionError.self) {
            try tester.submitForm(changing: ["name": "Grace", "size": "huge"])
        }
        #expect(error?.message(for: "size") != nil)
        #expect(error?.message(for: "name") == nil)
        #expect(tester.control("name")?.value == "Ada")
        let page = tester.html(showing: error!)
        #expect(HTMLDocument(page).element(with: ["name": "name", "value": "Grace"]) != nil)
        #expect(page.contains("Stored: Ada"))
        // Once the error is gone, the page shows the stored value again.
        #expect(HTMLDocument(tester.html()).element(with: ["name": "name", "value": "Ada"]) != nil)
    }

    @Test func onSubmitRunsOnEnterWhenTheFieldChanged() throws {
        let log = SubmitLog()
        let tester = ViewTester { SubmittingField(log: log) }
        try tester.submitForm(changing: ["query": "swift"], action: "_submit")
        #expect(log.submissions == ["query:swift"])
        // Apply is not Enter.
        try tester.submitForm(changing: ["query": "swiftui"], action: "_apply")
        #expect(log.submissions == ["query:swift"])
        // Enter after editing another field: that field has no submit action, so the page runs every
        // field's (the browser does not say which had focus).
        try tester.submitForm(changing: ["other": "x"], action: "_submit")
        #expect(log.submissions == ["query:swift", "query:swiftui"])
    }

    @Test func anOnSubmitAroundSeveralFieldsRunsOncePerEnter() throws {
        let log = SubmitLog()
        let tester = ViewTester {
            VStack {
                TextField("First", text: .constant(""))
                TextField("Second", text: .constant(""))
            }
            .onSubmit { log.submissions.append("outer") }
            .onSubmit { log.submissions.append("outermost") }
        }
        try tester.submitForm(changing: ["first": "a", "second": "b"], action: "_submit")
        #expect(log.submissions == ["outer", "outermost"])
        try tester.submitForm(action: "_submit")
        #expect(log.submissions == ["outer", "outermost", "outer", "outermost"])
    }

    @Test func onSubmitIsNotRegisteredForADisabledField() throws {
        let log = SubmitLog()
        let tester = ViewTester {
            TextField("Query", text: .constant("")).disabled(true).onSubmit { log.submissions.append("ran") }
        }
        try tester.submitForm(action: "_submit")
        #expect(log.submissions.isEmpty)
    }

    @Test func onSubmitForSearchOnlyDoesNotRunOnEnter() throws {
        let log = SubmitLog()
        let tester = ViewTester {
            TextField("Query", text: .constant("")).onSubmit(of: .search) { log.submissions.append("ran") }
        }
        try tester.submitForm(changing: ["query": "x"], action: "_submit")
        #expect(log.submissions.isEmpty)
    }

    @Test func escapesLabelPromptValueAndKeptInput() throws {
        let tester = ViewTester { HostileField() }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("for=\"field-script\">"))
        #expect(html.contains("<span class=\"text\">" + hostileEscaped + "</span></label>"))
        #expect(html.contains("value=\"" + hostileEscaped + "\""))
        #expect(html.contains("placeholder=\"" + hostileEscaped + "\""))
        #expect(tester.control("script")?.value == hostile)

        let error = #expect(throws: SubmissionError.self) {
            try tester.post(["script": hostile + String(repeating: "x", count: 10_000)])
        }
        let page = tester.html(showing: error!)
        #expect(!page.contains("<script>"))
        #expect(page.contains("value=\"" + hostileEscaped + "xxx"))
    }

    @Test func verticalAxisIsATextareaKeepingLineBreaks() throws {
        let tester = ViewTester { NotesField() }
        #expect(tester.html().containsMarkup("<textarea id=\"field-notes\" name=\"notes\" placeholder=\"Notes\">\nfirst\nsecond</textarea>"))
        // A browser posts a textarea's line breaks as CR LF: that is the same text, not a change.
        let same = try tester.submitForm(changing: ["notes": "first\r\nsecond"])
        #expect(same.changedFields.isEmpty)
        try tester.post(["notes": "one\r\ntwo\rthree"])
        #expect(tester.control("notes")?.value == "one\ntwo\nthree")
    }

    @Test func disabledFieldRendersDisabledAndRefusesPosts() {
        let tester = ViewTester { DisabledField() }
        #expect(HTMLDocument(tester.html()).element(with: ["name": "name", "value": "fixed", "disabled": ""])?.booleanAttributes == ["disabled"])
        #expect(tester.control("name")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.post(["name": "changed"]) }
        #expect(tester.control("name")?.value == "fixed")
    }

    @Test func textFieldStylesAreClasses() {
        let plain = ViewTester { TextField("A", text: .constant("")).textFieldStyle(.plain) }
        #expect(plain.html().contains("text-field-plain"))
        #expect(plain.control("a")?.style == "plain")
        let square = ViewTester { TextField("A", text: .constant("")).textFieldStyle(.squareBorder) }
        #expect(square.html().contains("text-field-square-border"))
        let automatic = ViewTester { TextField("A", text: .constant("")).textFieldStyle(.automatic) }
        #expect(automatic.html().contains("text-field-automatic"))
    }

    @Test func everyInitializerCompilesAndLabels() {
        let tester = ViewTester {
            VStack {
                TextField("Key", text: .constant("a"))
                TextField(String("String"), text: .constant("b"))
                TextField("Key prompt", text: .constant(""), prompt: Text("p1"))
                TextField(String("String prompt"), text: .constant(""), prompt: nil)
                TextField("Key axis", text: .constant(""), axis: .horizontal)
                TextField(String("String axis"), text: .constant(""), prompt: Text("p2"), axis: .vertical)
                TextField(text: .constant(""), prompt: Text("p3"), axis: .vertical) { Text("View axis") }
                TextField(text: .constant("")) { Text("View") }
            }
        }
        let names = tester.controls.compactMap(\.name)
        #expect(names == ["key", "string", "key-prompt", "string-prompt", "key-axis", "string-axis", "view-axis", "view"])
        #expect(HTMLDocument(tester.html()).element("textarea", with: ["id": "field-string-axis"])?.attributes == ["id": "field-string-axis", "name": "string-axis", "placeholder": "p2"])
    }
}
