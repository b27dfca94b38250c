import FormUITesting
import Testing
@testable import FormUIServer

// The README's "your own page" example, verbatim, so the README cannot drift from what compiles and works.
struct IceCreamOrder: View {
    @State private var flavor = "Vanilla"
    @State private var scoops = 1

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
            Text("\(scoops) × \(flavor)")
        }
    }
}

@Suite("README")
struct ReadmeExampleTests {
    @Test("The ten-line page serves, takes a flavor and a press, and shows them on the next GET")
    func iceCreamOrder() throws {
        let app = try FormApp(testConfiguration())
        app.page("/", title: "Ice cream") { IceCreamOrder() }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let first = try browser.get("/")
            #expect(first.status == 200)
            #expect(first.text.contains("1 × Vanilla"))
            #expect(HTMLDocument(first.text).element(with: ["name": "flavor", "value": "Chocolate"]) != nil)
            let post = try browser.post("/", form: [("flavor", "Chocolate"), ("_action", "scoops.increment")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/")
            #expect(try browser.get("/").text.contains("2 × Chocolate"))
        }
    }
}
