@_spi(Engine) import FormUI
import Foundation
import Testing
import FormUITesting

// A session's state as bytes and back (SessionSnapshot): what a store outside the process keeps.

private enum Size: String { case small, large }  // RawRepresentable, not Codable

private struct PathStack: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append(3) }
            Text("Depth \(path.count)")
        }
    }
}
private enum Mood: Codable, Equatable { case calm, excited(level: Int) }
private struct Address: Codable, Equatable { var street: String; var number: Int }

@Observable
private final class Basket: Codable {
    var items: [String] = []
    init() {}
    private enum CodingKeys: String, CodingKey { case items }
    init(from decoder: any Decoder) throws {
        items = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .items)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
    }
}

private final class Counter: ObservableObject, Codable {
    @Published var count = 0
}

/// Every kind of value a session keeps, each changed by one button, and all of them shown.
private struct EveryKind: View {
    @State private var count = 0
    @State private var ratio = 0.5
    @State private var name = "Ada"
    @State private var isOn = false
    @State private var when = Date(timeIntervalSince1970: 0)
    @State private var optional: Int? = nil
    @State private var optionalSize: Size? = nil
    @State private var size = Size.small
    @State private var mood = Mood.calm
    @State private var address = Address(street: "Main", number: 1)
    @State private var tags: Set<String> = []
    @State private var tint = Color.red
    @State private var basket = Basket()
    @StateObject private var counter = Counter()
    @AppStorage("nickname") private var nickname = "none"

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("On", isOn: $isOn)
            Stepper("Count \(count)", value: $count)
            Button("Change everything") {
                ratio = .infinity
                when = Date(timeIntervalSince1970: 1_782_864_000.25)
                optional = 42
                optionalSize = .large
                size = .large
                mood = .excited(level: 3)
                address = Address(street: "Quai \"Ouest\"", number: 12)
                tags = ["a", "b"]
                tint = Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.75)
                basket.items.append("bread")
                counter.count += 2
                nickname = "Robin"
            }
            Text("ratio \(ratio) when \(when.timeIntervalSince1970) optional \(String(describing: optional)) optionalSize \(String(describing: optionalSize))")
            Text("size \(size.rawValue) mood \(String(describing: mood)) address \(address.street) \(address.number)")
            Text("tags \(tags.sorted()) tint \(tint.description) basket \(basket.items) counter \(counter.count) nickname \(nickname)")
        }
    }
}

@Suite("Stored state")
struct StoredStateTests {
    /// A page's state after some posts, as one session of one page.
    private func changedSession() throws -> (FormPage, PageState, SessionValues) {
        let page = FormPage { EveryKind() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.describe(state)
        try page.submit([("name", "Grace"), ("on", "on"), ("_revision", "0")], to: state)
        _ = page.describe(state)
        let action = try #require(page.describe(state).controls.first { $0.label == "Change everything" }?.actions?.first?.value)
        try page.submit([("_action", action)], to: state)
        let increment = try #require(page.describe(state).controls.first { $0.kind == "stepper" }?.actions?.first { $0.value.hasSuffix(".increment") }?.value)
        try page.submit([("_action", increment)], to: state)
        return (page, state, shared)
    }

    @Test("Every kind of value comes back as it was, and shows the same page")
    func roundTrip() throws {
        let (page, state, shared) = try changedSession()
        let before = page.render(state).htmlString
        #expect(before.contains("optional Optional(42)"), "\(before)")
        #expect(before.contains("counter 2 nickname Robin"), "\(before)")

        let bytes = try SessionSnapshot.encode(pages: ["/every": state], sharedValues: shared)
        let restoredShared = SessionValues()
        let pages = try SessionSnapshot.decode(bytes, sharedValues: restoredShared)
        let restored = try #require(pages["/every"])
        #expect(restored.revision == state.revision)
        #expect(page.render(restored).htmlString == before)
        // Stored again (some values read, some still as stored): the same page again.
        let again = try SessionSnapshot.decode(try SessionSnapshot.encode(pages: pages, sharedValues: restoredShared), sharedValues: SessionValues())
        #expect(page.render(try #require(again["/every"])).htmlString == before)

        // The model objects came back as objects the page goes on changing.
        let action = try #require(page.describe(restored).controls.first { $0.label == "Change everything" }?.actions?.first?.value)
        try page.submit([("_action", action)], to: restored)
        let after = page.render(restored).htmlString
        #expect(after.contains("basket [&quot;bread&quot;, &quot;bread&quot;] counter 4"), "\(after)")
    }

    @Test("What each revision showed is kept: a post from an older page applies only what its user changed")
    func shownRevisionsAreKept() throws {
        let page = FormPage { TwoFields() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.render(state)  // both tabs show revision 0
        try page.submit([("first", "one"), ("second", ""), ("_revision", "0")], to: state)
        _ = page.render(state)

        // Another process reads the session, and the second tab's post (from revision 0) arrives there.
        let bytes = try SessionSnapshot.encode(pages: ["/two": state], sharedValues: shared)
        let restored = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/two"])
        try page.submit([("first", ""), ("second", "two"), ("_revision", "0")], to: restored)
        let values = Dictionary(uniqueKeysWithValues: page.describe(restored).controls.compactMap { control in control.name.map { ($0, control.value ?? "") } })
        #expect(values == ["first": "one", "second": "two"])
    }

    @Test("A value whose type is not Codable is reported with its view, property and type, and what to do")
    func notCodable() throws {
        let page = FormPage { UnstorableView() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        // Nothing written yet: the defaults live in the code, nothing to store.
        _ = page.render(state)
        #expect(throws: Never.self) { try SessionSnapshot.encode(pages: ["/u": state], sharedValues: shared) }
        let action = try #require(page.describe(state).controls.first?.actions?.first?.value)
        try page.submit([("_action", action)], to: state)
        do {
            _ = try SessionSnapshot.encode(pages: ["/u": state], sharedValues: shared)
            Issue.record("a value that is not Codable must not be stored silently")
        } catch {
            #expect(error.kind == .notStorable)
            let message = error.description
            #expect(message.contains("UnstorableView"), "\(message)")
            #expect(message.contains("“point”"), "\(message)")
            #expect(message.contains("Point"), "\(message)")
            #expect(message.contains("not Codable"), "\(message)")
            #expect(message.contains("Make") && message.contains("Codable"), "\(message)")
        }
    }

    @Test("Which field has focus is left out when its type cannot be stored: a hint for the next page, not data")
    func focusIsAHint() throws {
        let page = FormPage { FocusedForm() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.render(state)
        let action = try #require(page.describe(state).controls.first { $0.label == "Next" }?.actions?.first?.value)
        try page.submit([("name", "Ada"), ("_action", action)], to: state)
        #expect(page.render(state).htmlString.contains("autofocus"))

        let bytes = try SessionSnapshot.encode(pages: ["/focus": state], sharedValues: shared)
        let restored = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/focus"])
        let html = page.render(restored).htmlString
        #expect(html.contains("value=\"Ada\""), "\(html)")
        #expect(html.contains("Pressed 1"), "\(html)")
        #expect(!html.contains("autofocus"), "\(html)")
    }

    @Test("A NavigationPath is left out of a stored session: its values are of any types, and the address says where the stack is")
    func navigationPathIsLeftOut() throws {
        let page = FormPage { PathStack() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.render(state)
        try page.submit([("_action", "push")], to: state)
        let bytes = try SessionSnapshot.encode(pages: ["/path": state], sharedValues: shared)
        let restored = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/path"])
        #expect(page.render(restored).htmlString.contains("Depth 0"))
    }

    @Test("Sixteen showings of a page store its field names once: each showing adds its revision and what differs")
    func showingsShareTheirTable() throws {
        let page = FormPage { TwoFields() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.render(state)
        let one = try SessionSnapshot.encode(pages: ["/two": state], sharedValues: shared).count
        for round in 1...15 {
            try page.submit([("first", "v\(round)"), ("_revision", String(state.revision))], to: state)
            _ = page.render(state)
        }
        let bytes = try SessionSnapshot.encode(pages: ["/two": state], sharedValues: shared)
        // Per further showing: a revision, a table number, one difference (index, "vN"), and the state's
        // value; never the names again.
        #expect(bytes.count < one + 15 * 14, "\(bytes.count) bytes for 16 showings, \(one) for one")
        let name = Array("second".utf8)
        #expect((0...(bytes.count - name.count)).filter { Array(bytes[$0..<($0 + name.count)]) == name }.count == 1)

        // The showings come back: a post from an older revision merges (its unchanged field is not applied).
        let restored = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/two"])
        #expect(restored.revision == state.revision)
        try page.submit([("first", "v1"), ("second", "late"), ("_revision", "1")], to: restored)
        let values = Dictionary(uniqueKeysWithValues: page.describe(restored).controls.compactMap { control in control.name.map { ($0, control.value ?? "") } })
        #expect(values == ["first": "v15", "second": "late"])
    }

    @Test("A session stored in format version 1 (every showing's names written out) is still read")
    func readsVersionOne() throws {
        // The owner (structural identity hash) of each field, as the page gives it: the 4 bytes after the
        // field's name in a version 2 table.
        let page = FormPage { TwoFields() }
        let shown = PageState()
        _ = page.render(shown)
        let current = try SessionSnapshot.encode(pages: ["/two": shown], sharedValues: SessionValues())
        func owner(_ field: String) throws -> [UInt8] {
            let written = [UInt8(field.utf8.count)] + Array(field.utf8)
            let at = try #require((0...(current.count - written.count)).first { Array(current[$0..<($0 + written.count)]) == written })
            return Array(current[(at + written.count)..<(at + written.count + 4)])
        }
        var bytes = Array("FUIS".utf8) + [1]
        func text(_ string: String) { bytes += [UInt8(string.utf8.count)] + Array(string.utf8) }
        bytes += [0]                 // no shared values
        bytes += [1]; text("/two")   // one page
        bytes += [2 << 1]            // revision 2 (zigzag)
        bytes += [1]; text("TwoFields#first") ; bytes += [UInt8(ascii: "s")]; text("kept")
        bytes += [1, 0, 1]           // one history, of the page itself, with one showing
        bytes += [1 << 1, 2]         // at revision 1, two fields
        text("first"); bytes += try owner("first") + [1]; text("old")
        text("second"); bytes += try owner("second") + [1]; text("")
        bytes += [0, 0]              // no state prefixes, no appearances
        let state = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/two"])
        #expect(state.revision == 2)
        // What revision 1 showed came back: a post from it applies only the field its user changed.
        let result = try page.submit([("first", "old"), ("second", "new"), ("_revision", "1")], to: state)
        #expect(result.changedFields == ["second"])
        let error = #expect(throws: SubmissionError.self) { try page.submit([("first", "x"), ("_revision", "0")], to: state) }
        #expect(error?.kind == .stalePage)
    }

    @Test("Damaged, cut short or unknown bytes are an error, never a crash")
    func damagedBytes() throws {
        let (_, state, shared) = try changedSession()
        let bytes = try SessionSnapshot.encode(pages: ["/every": state], sharedValues: shared)
        for length in 0..<bytes.count {
            #expect(throws: StoredStateError.self) { try SessionSnapshot.decode(Array(bytes[0..<length]), sharedValues: SessionValues()) }
        }
        var unknown = bytes
        unknown[4] = 99
        let error = #expect(throws: StoredStateError.self) { try SessionSnapshot.decode(unknown, sharedValues: SessionValues()) }
        #expect(error?.kind == .unknownVersion)
        #expect(error?.description.contains("99") == true)
        #expect(throws: StoredStateError.self) { try SessionSnapshot.decode(Array("not a session".utf8), sharedValues: SessionValues()) }
        #expect(throws: StoredStateError.self) { try SessionSnapshot.decode(bytes + [0], sharedValues: SessionValues()) }

        // Every single byte changed: it decodes or it is refused, and the shared values are untouched when refused.
        var generator = SystemRandomNumberGenerator()
        for index in 5..<bytes.count {
            var damaged = bytes
            damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
            let target = SessionValues()
            if let pages = try? SessionSnapshot.decode(damaged, sharedValues: target) {
                // Whatever decoded renders without crashing (values of the wrong type read as defaults).
                for path in pages.paths { _ = FormPage { EveryKind() }.render(pages[path]!) }
            }
        }
    }

    @Test("A stored value of a type the code no longer has reads as the code's default")
    func changedType() throws {
        let page = FormPage { EveryKind() }
        let shared = SessionValues()
        let state = PageState(sessionValues: shared)
        _ = page.describe(state)
        let action = try #require(page.describe(state).controls.first { $0.label == "Change everything" }?.actions?.first?.value)
        try page.submit([("_action", action)], to: state)
        let bytes = try SessionSnapshot.encode(pages: ["/every": state], sharedValues: shared)
        let restored = try #require(try SessionSnapshot.decode(bytes, sharedValues: SessionValues())["/every"])
        // The same keys, read by a view whose properties hold other types.
        let html = FormPage { EveryKindChanged() }.render(restored).htmlString
        #expect(html.contains("mood 7 address none"), "\(html)")
    }
}

private struct TwoFields: View {
    @State private var first = ""
    @State private var second = ""
    var body: some View {
        Form {
            TextField("First", text: $first)
            TextField("Second", text: $second)
        }
    }
}

private enum Field: Hashable { case name, email }  // neither Codable nor RawRepresentable

private struct FocusedForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var presses = 0
    @FocusState private var focus: Field?
    var body: some View {
        Form {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            Button("Next") {
                presses += 1
                focus = .email
            }
            Text("Pressed \(presses)")
        }
    }
}

private struct Point { var x = 0 }  // neither Codable nor RawRepresentable

private struct UnstorableView: View {
    @State private var point = Point()
    var body: some View {
        Button("Move") { point.x += 1 }
    }
}

/// `EveryKind` as if its code had changed the types of two properties.
private struct EveryKindChanged: View {
    @State private var count = 0
    @State private var ratio = 0.5
    @State private var name = "Ada"
    @State private var isOn = false
    @State private var when = Date(timeIntervalSince1970: 0)
    @State private var optional: Int? = nil
    @State private var optionalSize: Size? = nil
    @State private var size = Size.small
    @State private var mood = 7
    @State private var address: [String] = ["none"]
    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("On", isOn: $isOn)
            Stepper("Count \(count)", value: $count)
            Button("Change everything") {}
            Text("ratio")
            Text("mood \(mood) address \(address.joined())")
        }
    }
}
