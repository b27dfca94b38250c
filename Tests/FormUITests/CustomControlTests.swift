import FormUITesting
import Testing

// README's control of one's own, as written there: the public seam (Control, ControlContext,
// ControlField) is enough to draw a control, name its field, decode a post and reject bad input.
struct RatingControl: Control {
    let title: String
    @Binding var stars: Int

    func render(in context: ControlContext) {
        let label = context.label(Text(title))
        let name = context.name(for: label, fallback: "rating")
        context.raw("<fieldset class=\"control rating\"><legend>")
        context.write(label)
        context.raw("</legend>")
        for value in 1...5 {
            context.raw("<button type=\"submit\" name=\"")
            context.attribute(name)
            context.raw("\" value=\"")
            context.attribute(String(value))
            context.raw(value == stars ? "\" aria-pressed=\"true\">" : "\" aria-pressed=\"false\">")
            context.text(String(repeating: "★", count: value))
            context.raw("</button>")
        }
        context.raw("</fieldset>")
        let binding = $stars
        context.register(ControlField(
            name: name,
            description: ControlDescription(kind: "rating", label: label.text, name: name, value: String(stars))
        ) { posted in
            guard let value = Int(posted.last ?? ""), (1...5).contains(value) else { return .invalid("Choose from 1 to 5 stars.") }
            return value == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = value }
        })
    }
}

private struct Review: View {
    @State private var stars = 3
    @State private var other = 1

    var body: some View {
        Form {
            RatingControl(title: "Food", stars: $stars)
            RatingControl(title: "Food", stars: $other)
            Text("Food: \(stars) stars")
        }
    }
}

@Suite struct CustomControlTests {
    @Test func aControlOfOnesOwnDrawsNamesDecodesAndRejects() throws {
        let tester = ViewTester { Review() }
        let html = tester.html()
        #expect(html.containsMarkup(opening: "<fieldset class=\"control rating\"><legend><span class=\"text\">Food</span></legend><button type=\"submit\" name=\"food\" value=\"1\" aria-pressed=\"false\">★</button>"))
        #expect(tester.control("food")?.value == "3")
        #expect(tester.controls.filter { $0.kind == "rating" }.count == 2)
        let second = try #require(tester.controls.last { $0.kind == "rating" }?.name)
        #expect(second.hasPrefix("food-"), "a second control with the same label gets a unique name")
        try tester.post(["food": "5"])
        #expect(tester.html().contains("Food: 5 stars"))
        let error = #expect(throws: SubmissionError.self) { try tester.post(["food": "9", second: "2"]) }
        #expect(error?.problems.first?.name == "food")
        #expect(error?.problems.first?.message == "Choose from 1 to 5 stars.")
        #expect(tester.control(second)?.value == "1", "nothing is written when a field is rejected")
        #expect(tester.html(showing: error!).contains("aria-pressed"))
    }

    @Test func aControlIsOneRowOfAList() throws {
        let tester = ViewTester {
            List {
                RatingControl(title: "Service", stars: .constant(2))
                Text("Thanks")
            }
        }
        #expect(tester.html().contains("<li><fieldset class=\"control rating\">"))
    }
}

// A chooser of one's own over tagged content, as a Picker takes it: the options come from the content
// (`ControlContext.options`), the label may be a title and a subtitle (`labelLines`), and the control
// keeps a state of its own (`state`: whether every option shows, or the first three and "More").
struct ChipChooser<Selection: Hashable, Content: View>: Control {
    @Binding var selection: Selection
    let label: Text
    let subtitle: Text
    let content: Content

    init(_ title: String, detail: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        _selection = selection
        label = Text(title)
        subtitle = Text(detail)
        self.content = content()
    }

    @ViewBuilder private var title: some View {
        label
        subtitle
    }

    func render(in context: ControlContext) {
        let lines = context.labelLines(title)
        let name = context.name(for: lines[0], fallback: "chips")
        if context.post?.include(name) == false { return }
        var options = context.options(content)
        let selected = options.map { option in option.tag.map { ($0 as? Selection) == selection } ?? false }
        for index in options.indices where !(options[index].tag is Selection) { options[index].isEnabled = false }
        let showsAll = context.state("shows-all", initial: false)
        let shown = showsAll.wrappedValue ? options.count : min(3, options.count)

        context.raw("<fieldset class=\"control chips\"><legend>")
        context.write(lines[0])
        if lines.count > 1 {
            context.raw(" <small>")
            context.write(lines[1])
            context.raw("</small>")
        }
        context.raw("</legend>")
        for index in 0..<shown {
            context.raw("<button type=\"submit\" name=\"")
            context.attribute(name)
            context.raw("\" value=\"")
            context.number(index)
            context.raw(selected[index] ? "\" aria-pressed=\"true\"" : "\" aria-pressed=\"false\"")
            context.flag("disabled", !options[index].isEnabled)
            context.raw(">")
            if let symbol = options[index].systemImage { context.writeSymbol(symbol) }
            context.write(options[index])
            context.raw("</button>")
        }
        let moreID = name + ".more"
        if shown < options.count {
            context.raw("<button type=\"submit\" name=\"_action\" value=\"")
            context.attribute(moreID)
            context.raw("\">More</button>")
        }
        context.writeProblem(for: name)
        context.raw("</fieldset>")

        let value = selected.firstIndex(of: true).map(String.init)
        context.register(ControlAction(id: moreID, label: "More", isEnabled: shown < options.count) {
            showsAll.wrappedValue = true
        })
        let binding = $selection
        let tags = options.map { $0.isEnabled ? $0.tag as? Selection : nil }
        // The field is made only in a pass that describes controls; a showing keeps the value shown.
        context.register(name, showing: value, needsApply: false) {
            ControlField(
                name: name,
                description: ControlDescription(kind: "chips", label: lines[0].text, name: name, value: value),
                needsApply: false
            ) { posted in
                guard posted.count == 1, let index = Int(posted[0]), tags.indices.contains(index), let tag = tags[index] else {
                    return .invalid("Choose one of the \(tags.compactMap { $0 }.count) options.")
                }
                return tag == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = tag }
            }
        }
    }
}

private enum Roast: String, CaseIterable, Identifiable {
    case light, medium, dark, espresso, french
    var id: Self { self }
}

private struct CoffeeOrder: View {
    @State private var roast = Roast.medium

    var body: some View {
        Form {
            ChipChooser("Roast", detail: "How dark the beans are", selection: $roast) {
                ForEach(Roast.allCases) { roast in
                    Text(roast.rawValue.capitalized)
                }
                Label("Decaf", systemImage: "leaf").tag("decaf")
            }
            Text("Roast: \(roast.rawValue)")
        }
    }
}

@Suite struct CustomChooserTests {
    @Test func optionsComeFromTaggedContentAndTheLabelHasTwoLines() throws {
        let tester = ViewTester { CoffeeOrder() }
        let html = tester.html()
        #expect(html.contains("<legend><span class=\"text\">Roast</span> <small><span class=\"text\">How dark the beans are</span></small></legend>"))
        #expect(HTMLDocument(html).element(with: ["name": "roast", "value": "1", "aria-pressed": "true"]).map { $0.booleanAttributes.isEmpty && $0.children == HTMLDocument("<span class=\"text\">Medium</span>").nodes } == true)
        #expect(HTMLDocument(html).element(with: ["name": "roast", "value": "0", "aria-pressed": "false"]).map { $0.booleanAttributes.isEmpty && $0.childElements.first == HTMLDocument("<span class=\"text\">Light</span>").elements.first } == true)
        #expect(!html.contains("Espresso"), "only the first three options show until More is pressed")
        #expect(tester.control("roast")?.value == "1")
        #expect(tester.control("roast")?.kind == "chips")
    }

    @Test func choosingWritesTheBindingAndBadInputIsRejected() throws {
        let tester = ViewTester { CoffeeOrder() }
        try tester.post(["roast": "2"])
        #expect(tester.html().contains("Roast: dark"))
        let error = #expect(throws: SubmissionError.self) { try tester.post(["roast": "9"]) }
        #expect(error?.problems.first?.message == "Choose one of the 5 options.")
        #expect(tester.html().contains("Roast: dark"), "nothing written on a rejected post")
    }

    @Test func theControlsOwnStateLivesInTheSession() throws {
        let tester = ViewTester { CoffeeOrder() }
        try tester.perform(action: "roast.more")
        let html = tester.html()
        #expect(html.contains("<span class=\"text\">Espresso</span>"))
        #expect(!html.contains(">More</button>"))
        // The option tagged with a String cannot be chosen for a Roast selection: drawn disabled, refused.
        #expect(HTMLDocument(html).element(with: ["value": "5", "aria-pressed": "false", "disabled": ""])?.booleanAttributes == ["disabled"])
        #expect(throws: SubmissionError.self) { try tester.post(["roast": "5"]) }
        try tester.post(["roast": "3"])
        #expect(tester.html().contains("Roast: espresso"))
        #expect(tester.html().contains("<span class=\"text\">French</span>"), "the state outlives the post")
    }
}
