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

struct ColorStepperLike: View {
    @State private var value = 0
    var body: some View {
        Stepper {
            Text("Value: \(value)")
        } onIncrement: {
            value += 1
        } onDecrement: {
            value -= 1
        }
        Stepper("Current: \(value) " + "of 10", value: $value, in: 0...10)
    }
}

@Test func namesStayPutWhileLabelsShowValues() throws {
    let tester = ViewTester { ColorStepperLike() }
    let before = tester.controls.compactMap { $0.actions?.map(\.value) }.flatMap { $0 }
    #expect(before.contains("value.increment"))
    try tester.perform(action: "value.increment")
    let after = tester.controls.compactMap { $0.actions?.map(\.value) }.flatMap { $0 }
    #expect(before == after)
    #expect(tester.html.contains("Value: 1"))
    #expect(tester.control("current-of")?.value == "1")
}

struct UninitializedState: View {
    @State var count: Int
    @State var selection: Flavor?
    var body: some View { Text("\(count) \(selection?.rawValue ?? "none")") }
}

@Test func stateWithoutInitialValueTakesTheMemberwiseOne() {
    let tester = ViewTester { UninitializedState(count: 3) }
    #expect(tester.html.contains("3 none"))
}
