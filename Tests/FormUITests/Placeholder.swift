import Testing
import FormUITesting

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .chocolate
    var body: some View {
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
        }
    }
}

@Test func smoke() throws {
    let tester = ViewTester { FlavorPicker() }
    print(tester.html)
    print(tester.json)
    try tester.post(["flavor": "vanilla"])
    #expect(tester.control("flavor")?.value == "vanilla")
    #expect(throws: SubmissionError.self) { try tester.post(["flavor": "<script>"]) }
    do { try tester.post(["flavor": "<script>"]) } catch { print(tester.html(showing: error)) }
}
