import FormUITesting
import SwiftUI
import Testing

private struct PantryToken: Identifiable, Hashable {
    let id: String
    var name: String { id.capitalized }
}

private enum PantryAisle: String, CaseIterable, Identifiable {
    case all, produce, dairy
    var id: Self { self }
}

private struct PantrySearch: View {
    @State private var query = ""
    @State private var tokens: [PantryToken] = [PantryToken(id: "basil")]
    @State private var suggestions = [PantryToken(id: "basil"), PantryToken(id: "garlic")]
    @State private var aisle = PantryAisle.all
    @State private var searching = false

    var body: some View {
        NavigationStack {
            List {
                Text("Tokens: \(tokens.map(\.name).joined(separator: ","))")
                Text("Aisle: \(aisle.rawValue)")
            }
            .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggestions, prompt: "PantryTokens") { token in
                Text(token.name)
            }
            .searchScopes($aisle) {
                ForEach(PantryAisle.allCases) { aisle in
                    Text(aisle.rawValue.capitalized).tag(aisle)
                }
            }
        }
    }
}

private struct PresentedSearch: View {
    @State private var query = ""
    @State private var isPresented = false
    var body: some View {
        List { Text("Query: \(query)") }
            .searchable(text: $query, isPresented: $isPresented, prompt: "Find")
    }
}

private struct SignUp: View {
    enum Field: Hashable { case email, password }
    @FocusState private var focus: Field?
    @State private var email = ""
    @State private var password = ""
    var body: some View {
        Form {
            TextField("Email", text: $email).focused($focus, equals: .email)
            SecureField("Password", text: $password).focused($focus, equals: .password)
            Button("Next") { focus = .password }
        }
        .defaultFocus($focus, .email)
    }
}

private struct TeamSettings: View {
    @AppStorage("theme") private var theme = "light"
    var body: some View {
        VStack {
            Text("Theme: \(theme)")
            Button("Dark") { theme = "dark" }
        }
    }
}

private struct PersonalSettings: View {
    @AppStorage("theme") private var theme = "light"
    var body: some View { Text("Personal theme: \(theme)") }
}

@Suite struct SearchAndFocusTests {
    @Test func tokensAreButtonsThatRemoveOrAddThem() throws {
        let tester = ViewTester { PantrySearch() }
        let search = try #require(tester.elements(role: "search").first)
        #expect(search.text.contains("Basil"))
        #expect(search.text.contains("Garlic"), "a suggested token not chosen")
        _ = try tester.press("Garlic")
        #expect(tester.document().text.contains("Tokens: Basil,Garlic"))
        _ = try tester.press("Basil")
        #expect(tester.document().text.contains("Tokens: Garlic"), "pressing a chosen token removes it")
    }

    @Test func scopesAreASegmentedPickerUnderTheField() throws {
        let tester = ViewTester { PantrySearch() }
        let search = try #require(tester.elements(role: "search").first)
        let field = try #require(search.descendants.firstIndex { $0.tag == "input" && $0.attributes["name"] == "search" })
        let scope = try #require(search.descendants.firstIndex { $0.text == "Dairy" })
        #expect(field < scope, "the scopes are under the field")
        let picker = try #require(tester.control(labelled: "Search scope"))
        let name = try #require(picker.name)
        let dairy = try #require(picker.options?.first { $0.label == "Dairy" }?.value)
        _ = try tester.post([(name, dairy)])
        #expect(tester.document().text.contains("Aisle: dairy"))
    }

    @Test func aSearchWithAPresentationBindingIsTheField() throws {
        let tester = ViewTester { PresentedSearch() }
        #expect(tester.elements(role: "search").count == 1)
        _ = try tester.post(["search": "figs"])
        #expect(tester.document().text.contains("Query: figs"))
    }

    @Test func theDefaultFocusIsTheFieldWhileNoneIsFocused() throws {
        let tester = ViewTester { SignUp() }
        let email = try #require(tester.document().element("input", with: ["type": "email"]) ?? tester.document().elements { $0.tag == "input" && $0.attributes["type"] != "hidden" && $0.attributes["type"] != "password" }.first)
        #expect(email.booleanAttributes.contains("autofocus"))
        _ = try tester.press("Next")
        let password = try #require(tester.document().element("input", with: ["type": "password"]))
        #expect(password.booleanAttributes.contains("autofocus"), "the state names a field now: that one")
        #expect(tester.document().elements { $0.booleanAttributes.contains("autofocus") }.count == 1)
    }

    @Test func defaultAppStorageKeepsValuesInThatSuite() throws {
        let team = UserDefaults(suiteName: "team")!
        let tester = ViewTester {
            VStack {
                TeamSettings().defaultAppStorage(team)
                PersonalSettings()
            }
        }
        _ = try tester.press("Dark")
        let text = tester.document().text
        #expect(text.contains("Theme: dark"))
        #expect(text.contains("Personal theme: light"), "the standard defaults' key is another")
    }
}
