@_spi(Engine) import FormUI
@_spi(Engine) import FormUITesting
import FormUITesting
import Testing

struct ToggleAndName: View {
    @State private var name = "Ada"
    @State private var on = false
    @State private var presses = 0
    var body: some View {
        TextField("Name", text: $name)
        Toggle("On", isOn: $on).toggleStyle(.checkbox)
        Button("Press") { presses += 1 }
        Text("Presses: \(presses)")
    }
}

/// A set of checkboxes posting one name several times: a control of one's own that takes several values.
struct TagChoice: Control {
    @Binding var tags: Set<String>

    func render(in context: ControlContext) {
        let name = context.name(label: "Tags", fallback: "tags")
        for tag in ["red", "green", "blue"] {
            context.raw("<input type=\"checkbox\" name=\"")
            context.attribute(name)
            context.raw("\" value=\"")
            context.attribute(tag)
            context.raw("\"")
            context.flag("checked", tags.contains(tag))
            context.raw(">")
        }
        let binding = $tags
        var field = ControlField(
            name: name,
            description: ControlDescription(kind: "tags", label: "Tags", name: name, value: tags.sorted().joined(separator: ","))
        ) { posted in
            let chosen = Set(posted)
            guard chosen.isSubset(of: ["red", "green", "blue"]) else { return .invalid("Choose red, green or blue.") }
            return chosen == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = chosen }
        }
        field.takesSeveralValues = true
        context.register(field)
    }
}

struct Tagged: View {
    @State private var tags: Set<String> = []
    var body: some View { TagChoice(tags: $tags) }
}

@Suite("The POST cycle")
struct PostCycleUnitTests {
    @Test("FormPost reads the reserved fields once and checks them; other _ names are ignored")
    func reading() throws {
        let post = try FormPost(form: [("_revision", "3"), ("a", "1"), ("_action", "_apply"), ("a", "2"), ("_other", "x")])
        #expect(post.revision == 3)
        #expect(post.action == ReservedField.apply)
        #expect(post.fields == [FormPost.Field(name: "a", values: [.text("1"), .text("2")])])
        for pairs in [[("_revision", "-1")], [("_revision", "")], [("_revision", "1"), ("_revision", "1")], [("_action", "a"), ("_action", "b")]] {
            let error = #expect(throws: SubmissionError.self) { try FormPost(form: pairs) }
            #expect(error?.kind == .malformedPost)
            #expect(error?.suggestedStatus == 400)
        }
        let json = try FormPost(json: [.init(name: "_revision", values: [.number("2")]), .init(name: "a", values: [.boolean(true)])])
        #expect(json.revision == 2 && json.isJSON)
        #expect(throws: SubmissionError.self) { try FormPost(json: [.init(name: "_revision", values: [.number("2")], isList: true)]) }
        #expect(throws: SubmissionError.self) { try FormPost(json: [.init(name: "_action", values: [.number("2")])]) }
    }

    @Test("A checkbox's hidden off then on is one value; any other repeat is refused by the field's name")
    func repeats() throws {
        let tester = ViewTester { ToggleAndName() }
        try tester.post([("on", "off"), ("on", "on")])
        #expect(tester.control("on")?.value == "on")
        for pairs in [[("on", "on"), ("on", "off")], [("name", "a"), ("name", "b")], [("on", "off"), ("on", "on"), ("on", "on")]] {
            let error = #expect(throws: SubmissionError.self) { try tester.post(pairs) }
            #expect(error?.kind == .invalidInput)
            #expect(error?.problems.first?.name == pairs[0].0)
        }
        #expect(tester.control("name")?.value == "Ada")
    }

    @Test("A control of one's own that takes several values gets every value, from repeats or a JSON array")
    func severalValues() throws {
        let tester = ViewTester { Tagged() }
        try tester.post([("tags", "red"), ("tags", "blue")])
        #expect(tester.control("tags")?.value == "blue,red")
        try tester.page.submit(FormPost(json: [.init(name: "tags", values: [.text("green")], isList: true)]), to: tester.state)
        #expect(tester.control("tags")?.value == "green")
        let error = #expect(throws: SubmissionError.self) {
            try tester.page.submit(FormPost(json: [.init(name: "tags", values: [.text("red"), .null], isList: true)]), to: tester.state)
        }
        #expect(error?.problems.first?.name == "tags")
        #expect(tester.control("tags")?.value == "green")
    }

    @Test("A revision the page state never had is a stale page: nothing written, no action, the input kept, the differences named")
    func stalePage() throws {
        let tester = ViewTester { ToggleAndName() }
        let error = #expect(throws: SubmissionError.self) {
            try tester.post([("_revision", "5"), ("name", "Bob"), ("_action", "press")])
        }
        #expect(error?.kind == .stalePage)
        #expect(error?.suggestedStatus == 409)
        #expect(error?.keptInput["name"] == ["Bob"])
        #expect(error?.problems.first?.name == nil)
        #expect(error?.problems.contains { $0.name == "name" && $0.message.contains("“Ada”") } == true)
        #expect(tester.control("name")?.value == "Ada")
        #expect(tester.html().contains("Presses: 0"))
        if let error {
            let page = tester.page.render(rejected: error, state: tester.state, options: tester.options)
            #expect(page.notice == nil)
            #expect(page.page.htmlString.contains("The page has changed"))
            #expect(page.page.htmlString.contains("value=\"Bob\""))
        }
    }

    @Test("The page's own buttons and the revision use the reserved names")
    func reservedNamesOnThePage() {
        let html = ViewTester { ToggleAndName() }.html()
        #expect(HTMLDocument(html).element("input", with: ["name": "\(ReservedField.revision)", "value": "0"])?.attributes == ["type": "hidden", "name": "\(ReservedField.revision)", "value": "0"])
        #expect(HTMLDocument(html).element(with: ["name": "\(ReservedField.action)", "value": "\(ReservedField.submit)"]) != nil)
        #expect(HTMLDocument(html).element(with: ["name": "\(ReservedField.action)", "value": "\(ReservedField.apply)"]) != nil)
        #expect(HTMLDocument(html).element(with: ["name": "\(ReservedField.action)", "value": "press"]) != nil)
    }
}
