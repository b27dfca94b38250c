import FormUI
import FormUITesting
import Testing

// A post is decoded by evaluating the page, but a picker the post does not name only takes its name: its
// options are not evaluated. These tests hold that the shortcut is taken and that it changes nothing a
// person can see: names, values and messages are those of a full evaluation.

/// Counts how many times option views are evaluated.
private final class Tally: @unchecked Sendable {
    var count = 0
}

/// An option whose evaluation is counted.
private struct CountedOption: View {
    let title: String
    let tally: Tally
    var body: some View {
        tally.count += 1
        return Text(title)
    }
}

private enum Taste: String, CaseIterable, Identifiable {
    case vanilla, lemon, mango
    var id: Self { self }
}

private struct TwoPickers: View {
    let flavors: Tally
    let toppings: Tally
    @State var flavor = Taste.vanilla
    @State var topping = "none"
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Taste.allCases) { CountedOption(title: $0.rawValue, tally: flavors) }
        }
        Picker("Topping", selection: $topping) {
            CountedOption(title: "None", tally: toppings).tag("none")
            CountedOption(title: "Berries", tally: toppings).tag("berries")
        }
        Text("Flavor is \(flavor.rawValue), topping is \(topping)")
    }
}

/// Two pickers with one label: the second takes a suffixed name, and must keep it when the first is
/// skipped.
private struct SameLabel: View {
    @State var first = Taste.vanilla
    @State var second = Taste.vanilla
    var body: some View {
        Picker("Flavor", selection: $first) {
            ForEach(Taste.allCases) { Text($0.rawValue) }
        }
        Picker("Flavor", selection: $second) {
            ForEach(Taste.allCases) { Text($0.rawValue) }
        }
        Text("First \(first.rawValue), second \(second.rawValue)")
    }
}

/// A list of text rows, whose row closure counts its calls, and a list whose rows hold toggles.
private struct Orders: View {
    let rows: Tally
    @State var gift = false
    @State var express = false
    var body: some View {
        Form {
            Toggle("Gift wrap", isOn: $gift)
            List {
                ForEach(["Lemon cake", "Mango tart"], id: \.self) { order in
                    rows.count += 1
                    return Text(order)
                }
            }
            List {
                Toggle("Express", isOn: $express)
            }
            Text("Gift \(gift), express \(express)")
        }
    }
}

@Suite("Decoding a post evaluates what it names")
struct SubmitEvaluationTests {
    @Test func aPostEvaluatesTheOptionsOfThePickersItNamesOnly() throws {
        let flavors = Tally(), toppings = Tally()
        let tester = ViewTester { TwoPickers(flavors: flavors, toppings: toppings) }
        #expect(tester.html().contains("Flavor is vanilla, topping is none"))
        // A first showing evaluates the page a second time, to find initial values that are not made the
        // same way twice (Session/FirstShowing.swift).
        #expect(flavors.count == 6)
        #expect(toppings.count == 4)

        flavors.count = 0
        toppings.count = 0
        try tester.post(["flavor": "lemon"])
        #expect(flavors.count == 3)
        #expect(toppings.count == 0, "the topping picker was not posted to, so its options are not evaluated")
        #expect(tester.html().contains("Flavor is lemon, topping is none"))

        // The JSON view describes every control in full.
        #expect(tester.control("topping")?.options?.map(\.value) == ["none", "berries"])
    }

    @Test func aPostToOnePickerOfTwoWithOneLabelReachesIt() throws {
        let tester = ViewTester { SameLabel() }
        let names = tester.controls.compactMap(\.name)
        #expect(names.count == 2)
        let second = try #require(names.last)
        #expect(names.first == "flavor")
        #expect(second.hasPrefix("flavor-"))

        try tester.post([(second, "mango")])
        #expect(tester.html().contains("First vanilla, second mango"))
        try tester.post([("flavor", "lemon")])
        #expect(tester.html().contains("First lemon, second mango"))

        // A wrong value for the skipped-then-named picker gets the message a full evaluation gives.
        do throws(SubmissionError) {
            try tester.post([(second, "durian")])
            Issue.record("a value that is not an option was accepted")
        } catch {
            #expect(error.problems.first?.name == second)
            #expect(error.problems.first?.message.contains("“mango”") == true)
        }
        #expect(tester.html().contains("First lemon, second mango"))
    }

    @Test func aPostLeavesTheRowClosuresOfAListOfTextsUncalledAndStillReachesControlsInRows() throws {
        let rows = Tally()
        let tester = ViewTester { Orders(rows: rows) }
        let shown = tester.html()
        #expect(shown.contains("Lemon cake") && shown.contains("Mango tart"))
        #expect(rows.count == 2)

        rows.count = 0
        try tester.post(["gift-wrap": "true"])
        #expect(rows.count == 0, "decoding the post did not call the row closure")
        let after = tester.html()
        #expect(after.contains("Gift true, express false") && after.contains("Mango tart"))
        #expect(rows.count == 2)

        // A list whose rows are controls is evaluated, so a post reaches them.
        try tester.post(["express": "true"])
        #expect(tester.html().contains("Gift true, express true"))
    }

    @Test func aPostNamingNoControlStillSaysSo() throws {
        let tester = ViewTester { TwoPickers(flavors: Tally(), toppings: Tally()) }
        do throws(SubmissionError) {
            try tester.post(["size": "large"])
            Issue.record("a post to a control the page does not have was accepted")
        } catch {
            #expect(error.problems.map(\.message) == ["There is no control named “size” on this page."])
        }
    }
}

/// A picker at the top; below it a stepper whose label is counted, a text field, and an `.onChange` of
/// the picker's value around them all.
private struct CakeOrder: View {
    let labels: Tally
    let changes: Tally
    @State var flavor = Taste.vanilla
    @State var layers = 1
    @State var note = ""
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            Stepper(value: $layers, in: 1...4) { CountedOption(title: "Layers", tally: labels) }
            TextField("Note", text: $note)
            Text("Flavor \(flavor.rawValue), \(layers) layers, note “\(note)”")
        }
        .onChange(of: flavor) { changes.count += 1 }
    }
}

@Suite("A post stops drawing controls below the last one it names")
struct PostedControlsTests {
    @Test func controlsBelowTheLastPostedOneAreNotEvaluatedAndOnChangeStillRuns() throws {
        let labels = Tally(), changes = Tally()
        let tester = ViewTester { CakeOrder(labels: labels, changes: changes) }
        _ = tester.html()
        labels.count = 0

        try tester.post(["flavor": "lemon"])
        #expect(labels.count == 0, "the stepper below the posted picker was not evaluated")
        #expect(changes.count == 1, "the .onChange around the whole form still saw the change")
        #expect(tester.html().contains("Flavor lemon, 1 layers, note “”"))

        // A post naming a control further down evaluates everything above it, and it.
        labels.count = 0
        try tester.post(["note": "No nuts"])
        #expect(labels.count == 1)
        #expect(changes.count == 1)
        #expect(tester.html().contains("Flavor lemon, 1 layers, note “No nuts”"))
    }

    @Test func aPostedActionBelowAPostedFieldIsReachedWithIt() throws {
        let tester = ViewTester { CakeOrder(labels: Tally(), changes: Tally()) }
        let stepper = try #require(tester.controls.first { $0.kind == "stepper" }?.name)
        try tester.post([("flavor", "mango"), ("_action", stepper + ".increment")])
        #expect(tester.html().contains("Flavor mango, 2 layers"))
    }

    @Test func aPostNamingAControlThatIsNotThereIsStillRefusedAfterTheOthers() throws {
        let tester = ViewTester { CakeOrder(labels: Tally(), changes: Tally()) }
        do throws(SubmissionError) {
            try tester.post([("flavor", "mango"), ("size", "large")])
            Issue.record("a post to a control the page does not have was accepted")
        } catch {
            #expect(error.problems.map(\.message) == ["There is no control named “size” on this page."])
        }
        #expect(tester.html().contains("Flavor vanilla, 1 layers"))
    }
}

/// A picker, then notes whose row closure counts its calls.
private struct RecipeNotes: View {
    let rows: Tally
    @State var flavor = Taste.vanilla
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            VStack {
                ForEach(["Bake at 180°", "Cool for an hour"], id: \.self) { note in
                    rows.count += 1
                    return Text(note)
                }
            }
        }
    }
}

/// Two sections; the second watches the first's picker.
private struct WatchedBelow: View {
    let changes: Tally
    @State var flavor = Taste.vanilla
    @State var topping = "none"
    var body: some View {
        Form {
            Section("Flavor") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Taste.allCases) { Text($0.rawValue) }
                }
            }
            Section("Topping") {
                Picker("Topping", selection: $topping) {
                    Text("None").tag("none")
                    Text("Nuts").tag("nuts")
                }
                .onChange(of: flavor) { changes.count += 1 }
            }
        }
    }
}

@Suite("A post skips what follows its controls when nothing there can watch a change")
struct SkippedRestOfPostTests {
    @Test func viewsBelowThatHoldNoOnChangeAreNotEvaluated() throws {
        let rows = Tally()
        let tester = ViewTester { RecipeNotes(rows: rows) }
        #expect(tester.html().contains("Cool for an hour"))
        rows.count = 0
        try tester.post(["flavor": "lemon"])
        #expect(rows.count == 0, "the notes below the posted picker hold no .onChange, so the post did not evaluate them")
        #expect(tester.html().contains("Cool for an hour"))
        #expect(rows.count == 2)
    }

    @Test func anOnChangeFurtherDownStillSeesTheChange() throws {
        let changes = Tally()
        let tester = ViewTester { WatchedBelow(changes: changes) }
        _ = tester.html()
        try tester.post(["flavor": "lemon"])
        #expect(changes.count == 1)
        try tester.post(["topping": "nuts"])
        #expect(changes.count == 1)
        try tester.post(["flavor": "mango"])
        #expect(changes.count == 2)
    }
}

/// A picker, then a view of the app's own listing labeled rows; its body counts its evaluations.
private struct ShelfBelow: View {
    let bodies: Tally
    @State var flavor = Taste.vanilla
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            ShelfRows(bodies: bodies)
        }
    }
}

private struct ShelfRows: View {
    let bodies: Tally
    var body: some View {
        let _ = bodies.count += 1
        Section("Shelf") {
            ForEach(["Dune", "Emma"], id: \.self) { title in
                LabeledContent(title, value: "on the shelf")
            }
            Divider()
        }
    }
}

/// A picker, then a view of the app's own whose body watches the picker's value.
private struct WatcherInAViewBelow: View {
    let changes: Tally
    @State var flavor = Taste.vanilla
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            FlavorNote(flavor: flavor, changes: changes)
        }
    }
}

private struct FlavorNote: View {
    let flavor: Taste
    let changes: Tally
    var body: some View {
        Text("Chosen: \(flavor.rawValue)").onChange(of: flavor) { changes.count += 1 }
    }
}

/// A picker, then a tree of topics shown by one view of the app's own inside itself; the deepest topic
/// watches the picker's value when `watches`.
private struct TopicTree: View {
    let changes: Tally
    let watches: Bool
    @State var flavor = Taste.vanilla
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            TopicRow(depth: 3, flavor: flavor, changes: changes, watches: watches)
        }
    }
}

private struct TopicRow: View {
    let depth: Int
    let flavor: Taste
    let changes: Tally
    let watches: Bool
    var body: some View {
        VStack {
            Text("Topic \(depth)")
            if depth > 0 {
                TopicRow(depth: depth - 1, flavor: flavor, changes: changes, watches: watches)
            } else if watches {
                Text("Last").onChange(of: flavor) { changes.count += 1 }
            }
        }
    }
}

/// Labeled content drawn by a style of the app's own that watches the picker's value (through the
/// environment), the style set around the form (`outside`) or on the rows below the picker.
private struct StyledShelf: View {
    let changes: Tally
    let outside: Bool
    @State var flavor = Taste.vanilla
    var body: some View {
        if outside {
            form.labeledContentStyle(WatchingStyle(flavor: flavor, changes: changes))
        } else {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Taste.allCases) { Text($0.rawValue) }
                }
                LabeledContent("Dune", value: "on the shelf")
                    .labeledContentStyle(WatchingStyle(flavor: flavor, changes: changes))
            }
        }
    }

    var form: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Taste.allCases) { Text($0.rawValue) }
            }
            LabeledContent("Dune", value: "on the shelf")
        }
    }
}

private struct WatchingStyle: LabeledContentStyle {
    let flavor: Taste
    let changes: Tally
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; configuration.content }
            .onChange(of: flavor) { changes.count += 1 }
    }
}

@Suite("A post skips a view of the app's own below its controls when its body's type can watch no change")
struct SkippedAppViewTests {
    @Test func anAppViewOfLabeledRowsBelowIsNotEvaluated() throws {
        let bodies = Tally()
        let tester = ViewTester { ShelfBelow(bodies: bodies) }
        #expect(tester.html().contains("Emma"))
        bodies.count = 0
        try tester.post(["flavor": "lemon"])
        #expect(bodies.count == 0, "the rows below the posted picker hold no .onChange, so the post did not evaluate them")
        #expect(tester.html().contains("Emma"))
        #expect(bodies.count == 1)
    }

    @Test func anOnChangeInAnAppViewBelowStillRuns() throws {
        let changes = Tally()
        let tester = ViewTester { WatcherInAViewBelow(changes: changes) }
        _ = tester.html()
        try tester.post(["flavor": "lemon"])
        #expect(changes.count == 1)
        #expect(tester.html().contains("Chosen: lemon"))
    }

    @Test func aViewInsideItselfIsAnsweredAndItsDeepestOnChangeRuns() throws {
        let quiet = Tally()
        let plain = ViewTester { TopicTree(changes: quiet, watches: false) }
        #expect(plain.html().contains("Topic 0"))
        try plain.post(["flavor": "lemon"])
        #expect(plain.html().contains("Topic 0"))

        let changes = Tally()
        let watching = ViewTester { TopicTree(changes: changes, watches: true) }
        _ = watching.html()
        try watching.post(["flavor": "mango"])
        #expect(changes.count == 1, "the .onChange four views deep below the picker saw the change")
    }

    @Test(arguments: [true, false])
    func aLabeledContentStyleOfTheAppsOwnStillWatches(setAroundTheForm: Bool) throws {
        let changes = Tally()
        let tester = ViewTester { StyledShelf(changes: changes, outside: setAroundTheForm) }
        _ = tester.html()
        try tester.post(["flavor": "lemon"])
        #expect(changes.count == 1, "the style's body, drawn for the labeled content below the picker, saw the change")
    }
}
