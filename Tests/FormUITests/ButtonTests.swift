import Testing
import FormUITesting

/// What the buttons' actions did, in order: actions run on the server, so a test can read them here.
private final class ActionLog: @unchecked Sendable {
    var events: [String] = []
}

private let hostile = "<script>\"'&"
private let hostileEscaped = "&lt;script&gt;&quot;&#39;&amp;"

/// The seed's first example: `Button(action: signIn) { Text("Sign In") }`, with a count to see it ran.
private struct SignInView: View {
    @State private var signIns = 0
    var body: some View {
        VStack {
            Button(action: signIn) {
                Text("Sign In")
            }
            Text("Signed in \(signIns) times")
        }
    }
    func signIn() { signIns += 1 }
}

private struct FolderList: View {
    struct Folder: Identifiable { var id: Int; var title: String }
    @State private var folders = [Folder(id: 1, title: "Inbox")]
    var body: some View {
        List {
            // Cells that show all the current folders.
            ForEach(folders) { folder in
                Text(folder.title)
            }
            // A cell that, when selected, adds a new folder.
            Button(action: addItem) {
                Label("Add Folder", systemImage: "folder.badge.plus")
            }
        }
    }
    func addItem() { folders.append(Folder(id: folders.count + 1, title: "Folder \(folders.count + 1)")) }
}

@Suite struct ButtonTests {
    // MARK: Rendering

    @Test func rendersASubmitButtonNamedByTheSlugOfItsTitle() throws {
        let tester = ViewTester { SignInView() }
        #expect(tester.html().containsMarkup(
            "<button type=\"submit\" name=\"_action\" value=\"sign-in\" class=\"button style-automatic\"><span class=\"text\">Sign In</span></button>"
        ))
        let button = try #require(tester.controls.first { $0.kind == "button" })
        #expect(button.label == "Sign In")
        #expect(button.name == nil)
        #expect(button.actions?.map(\.value) == ["sign-in"])
        #expect(button.actions?.map(\.label) == ["Sign In"])
        #expect(button.actions?.first?.disabled == nil)
        #expect(button.disabled == nil)
        #expect(tester.json.contains("\"kind\":\"button\""))
    }

    @Test func pressingRunsTheActionOnTheServer() throws {
        let tester = ViewTester { SignInView() }
        #expect(tester.html().contains("Signed in 0 times"))
        let result = try tester.perform(action: "sign-in")
        #expect(result.action == "sign-in")
        try tester.press("Sign In")
        #expect(tester.html().contains("Signed in 2 times"))
    }

    @Test func everyInitializerCompilesAndNamesItsAction() throws {
        let log = ActionLog()
        let title: String = "Title String"
        let tester = ViewTester {
            VStack {
                Button(action: { log.events.append("closure") }) { Text("Closure") }
                Button(role: .cancel, action: { log.events.append("closure role") }) { Text("Closure Role") }
                Button("Key") { log.events.append("key") }
                Button(title) { log.events.append("string") }
                Button("Key Role", role: .destructive) { log.events.append("key role") }
                Button(title + " Role", role: .confirm) { log.events.append("string role") }
                Button("Symbol", systemImage: "trash") { log.events.append("symbol") }
                Button(title + " Symbol", systemImage: "trash") { log.events.append("string symbol") }
                Button("Symbol Role", systemImage: "trash", role: .close) { log.events.append("symbol role") }
                Button(title + " Symbol Role", systemImage: "trash", role: .destructive) { log.events.append("string symbol role") }
                Button("Resource", image: ImageResource(name: "rocket")) { log.events.append("resource") }
                Button(title + " Resource", image: ImageResource(name: "rocket")) { log.events.append("string resource") }
                Button("Resource Role", image: ImageResource(name: "rocket"), role: .cancel) { log.events.append("resource role") }
                Button(title + " Resource Role", image: ImageResource(name: "rocket"), role: .cancel) { log.events.append("string resource role") }
            }
        }
        let ids = tester.controls.compactMap { $0.actions?.first?.value }
        #expect(ids == [
            "closure", "closure-role", "key", "title-string", "key-role", "title-string-role", "symbol",
            "title-string-symbol", "symbol-role", "title-string-symbol-role", "resource", "title-string-resource",
            "resource-role", "title-string-resource-role",
        ])
        for id in ids { try tester.perform(action: id) }
        #expect(log.events == [
            "closure", "closure role", "key", "string", "key role", "string role", "symbol", "string symbol",
            "symbol role", "string symbol role", "resource", "string resource", "resource role", "string resource role",
        ])
        let html = tester.html()
        #expect(HTMLDocument(html).element(with: ["value": "closure-role", "class": "button style-automatic role-cancel"]) != nil)
        #expect(HTMLDocument(html).element(with: ["value": "key-role", "class": "button style-automatic role-destructive"]) != nil)
        #expect(HTMLDocument(html).element(with: ["value": "title-string-role", "class": "button style-automatic role-confirm"]) != nil)
        #expect(HTMLDocument(html).element(with: ["value": "symbol-role", "class": "button style-automatic role-close"]) != nil)
        #expect(HTMLDocument(html).element("img", with: ["class": "image", "src": "/images/rocket.png"]) != nil)
    }

    @Test func destructiveRoleIsStyled() {
        let tester = ViewTester { Button("Delete", role: .destructive, action: {}) }
        #expect(tester.html().containsMarkup(opening: 
            "<button type=\"submit\" name=\"_action\" value=\"delete\" class=\"button style-automatic role-destructive\">"
        ))
    }

    @Test(arguments: [
        ("automatic", "style-automatic"), ("bordered", "style-bordered"),
        ("borderedProminent", "style-bordered-prominent"), ("borderless", "style-borderless"),
        ("plain", "style-plain"), ("link", "style-link"),
    ])
    func buttonStyleBecomesAClass(style: String, className: String) {
        let tester = ViewTester {
            switch style {
            case "bordered": AnyView(Button("Go") {}.buttonStyle(.bordered))
            case "borderedProminent": AnyView(Button("Go") {}.buttonStyle(.borderedProminent))
            case "borderless": AnyView(Button("Go") {}.buttonStyle(.borderless))
            case "plain": AnyView(Button("Go") {}.buttonStyle(.plain))
            case "link": AnyView(VStack { Button("Go") {} }.buttonStyle(.link))
            default: AnyView(Button("Go") {}.buttonStyle(.automatic))
            }
        }
        #expect(HTMLDocument(tester.html()).element(with: ["value": "go", "class": "button \(className)"]) != nil)
        #expect(tester.controls.first?.style == String(className.dropFirst("style-".count)))
    }

    @Test func iconOnlyLabelKeepsTheTitleForScreenReaders() {
        let tester = ViewTester {
            Button("Sign In", systemImage: "arrow.up", action: {})
                .labelStyle(.iconOnly)
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element("img", with: ["class": "icon", "src": "/icons/arrow.up.svg", "alt": ""]) != nil)
        #expect(html.contains("<span class=\"title visually-hidden\"><span class=\"text\">Sign In</span></span>"))
        #expect(tester.controls.first?.actions?.first?.value == "sign-in")
    }

    @Test func anImageOnlyLabelIsNamedByItsSymbol() {
        let tester = ViewTester {
            Button(action: {}) { Image(systemName: "trash") }
        }
        // Named by the symbol's accessible label; its id is still the symbol's name.
        #expect(tester.html().contains("<span class=\"visually-hidden\">Delete</span></button>"))
        #expect(tester.controls.first?.actions?.first?.value == "trash")
        #expect(tester.controls.first?.actions?.first?.label == "Delete")
    }

    @Test func insideAMenuItIsAMenuItem() throws {
        let log = ActionLog()
        let tester = ViewTester {
            Text("Document")
                .contextMenu {
                    Button("Cut") { log.events.append("cut") }
                    Button("Copy") { log.events.append("copy") }
                    Button("Paste") { log.events.append("paste") }
                }
            Menu("Actions") {
                Button("Delete", role: .destructive) { log.events.append("delete") }
            }
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "cut"])?.attributes == ["type": "submit", "name": "_action", "value": "cut", "class": "menu-item"])
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "copy"])?.attributes == ["type": "submit", "name": "_action", "value": "copy", "class": "menu-item"])
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "paste"])?.attributes == ["type": "submit", "name": "_action", "value": "paste", "class": "menu-item"])
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "delete"])?.attributes == ["type": "submit", "name": "_action", "value": "delete", "class": "menu-item role-destructive"])
        #expect(!html.contains("class=\"button"))
        try tester.press("Paste")
        try tester.press("Delete")
        #expect(log.events == ["paste", "delete"])
    }

    @Test func aButtonInAListAddsARow() throws {
        let tester = ViewTester { FolderList() }
        let addFolder = HTMLDocument(tester.html()).element(with: ["value": "add-folder", "class": "button style-automatic"])
        #expect(addFolder?.booleanAttributes == [])
        #expect(addFolder?.childElements.first.map { $0.tag == "span" && $0.attributes == ["class": "label"] } == true)
        #expect(addFolder?.childElements.first?.childElements.first.map { $0.tag == "img" && $0.has(["class": "icon", "src": "/icons/folder.badge.plus.svg"]) } == true)
        try tester.press("Add Folder")
        #expect(tester.html().contains("Folder 2"))
    }

    @Test func buttonsWithTheSameTitleGetDistinctStableIDs() throws {
        struct Rows: View {
            @State var deleted: [Int] = []
            var body: some View {
                ForEach([1, 2, 3], id: \.self) { row in
                    Button("Delete") { deleted.append(row) }
                }
                Text("Deleted: \(deleted.map(String.init).joined(separator: ","))")
            }
        }
        let tester = ViewTester { Rows() }
        let ids = tester.controls.compactMap { $0.actions?.first?.value }
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3)
        #expect(ids[0] == "delete")
        #expect(ids[1].hasPrefix("delete-") && ids[2].hasPrefix("delete-"))
        try tester.perform(action: ids[2])
        try tester.perform(action: ids[0])
        #expect(tester.html().contains("Deleted: 3,1"))
        // The same page rendered again names them the same way.
        #expect(tester.controls.compactMap { $0.actions?.first?.value } == ids)
    }

    @Test func theFormsValuesAreAppliedBeforeTheActionRuns() throws {
        struct Settings: View {
            let log: ActionLog
            @State var notify = false
            @State var volume = 5.0
            var body: some View {
                Toggle("Notify", isOn: $notify)
                Slider(value: $volume, in: 0...10) { Text("Volume") }
                Button("Save") { log.events.append("save notify=\(notify) volume=\(volume)") }
            }
        }
        let log = ActionLog()
        let tester = ViewTester { Settings(log: log) }
        try tester.submitForm(changing: ["notify": "on", "volume": "7"], action: "save")
        #expect(log.events == ["save notify=true volume=7.0"])
        // A rejected field stops the action too: all or nothing.
        #expect(throws: SubmissionError.self) {
            try tester.submitForm(changing: ["notify": "off", "volume": "loud"], action: "save")
        }
        #expect(log.events.count == 1)
        #expect(tester.control("notify")?.value == "on")
    }

    // MARK: Disabled and stale actions

    @Test func aDisabledButtonIsRenderedDisabledAndRefused() {
        let log = ActionLog()
        let tester = ViewTester {
            Button("Send") { log.events.append("send") }
                .disabled(true)
        }
        #expect(HTMLDocument(tester.html()).element(with: ["value": "send", "class": "button style-automatic", "disabled": ""])?.booleanAttributes == ["disabled"])
        let button = tester.controls.first
        #expect(button?.disabled == true)
        #expect(button?.actions?.first?.disabled == true)
        let revision = tester.revision
        do {
            try tester.perform(action: "send")
            Issue.record("a disabled button was pressed")
        } catch {
            #expect(error.kind == .staleAction)
            #expect(error.suggestedStatus == 409)
        }
        #expect(log.events.isEmpty)
        #expect(tester.revision == revision)
    }

    @Test func anUnknownActionIsStaleAndChangesNothing() {
        let tester = ViewTester { SignInView() }
        let before = tester.html()
        #expect(throws: SubmissionError.self) { try tester.perform(action: "sign-out") }
        do {
            try tester.perform(action: "sign-out")
        } catch {
            #expect(error.kind == .staleAction)
            #expect(tester.html(showing: error).contains("That action is no longer on the page."))
        }
        #expect(tester.html() == before)
        #expect(tester.html().contains("Signed in 0 times"))
    }

    // MARK: Escaping

    @Test func aHostileTitleIsEscapedEverywhere() throws {
        let tester = ViewTester {
            Button(hostile) {}
            Button(hostile, systemImage: hostile) {}
            Button(action: {}) { Image(systemName: hostile) }
            Menu("Menu") { Button(hostile, role: .destructive) {} }
        }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("\"'&"))
        #expect(html.contains("<span class=\"text\">\(hostileEscaped)</span></button>"))
        // A symbol with no icon is shown by its label in words, which names the button: escaped.
        #expect(html.contains("<span class=\"symbol-fallback\">\(hostileEscaped)</span></button>"))
        // The action ids are slugs: nothing left to escape, and each one distinct.
        let ids = tester.controls.compactMap { $0.actions?.first?.value }
        #expect(ids.count == 4 && Set(ids).count == 4)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        #expect(tester.controls.first?.label == hostile)
    }
}
