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
        let html = tester.html
        #expect(html.contains("<fieldset class=\"control rating\"><legend><span class=\"text\">Food</span></legend><button type=\"submit\" name=\"food\" value=\"1\" aria-pressed=\"false\">★</button>"))
        #expect(tester.control("food")?.value == "3")
        #expect(tester.controls.filter { $0.kind == "rating" }.count == 2)
        let second = try #require(tester.controls.last { $0.kind == "rating" }?.name)
        #expect(second.hasPrefix("food-"), "a second control with the same label gets a unique name")
        try tester.post(["food": "5"])
        #expect(tester.html.contains("Food: 5 stars"))
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
        #expect(tester.html.contains("<li><fieldset class=\"control rating\">"))
    }
}
