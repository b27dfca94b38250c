import Foundation
import FormUIServer

/// The shop's back office, as FormUI pages: who is signed in (the host's user), today's orders, a
/// number field that refuses what is not a number, and a link to a page of its own.
public struct OrdersView: View {
    @Environment(\.identity) private var identity
    @State private var orders = 3
    @State private var discount = 10
    @State private var note = ""

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text(identity.map { "Signed in as \($0.name)" } ?? "Nobody is signed in")
                }
                Section("Today") {
                    Stepper("Orders: \(orders)", value: $orders, in: 0...100)
                    TextField("Discount", value: $discount, format: .number)
                    TextField("Note", text: $note)
                }
                NavigationLink("Stock") {
                    Text("Everything is in stock.")
                        .navigationTitle("Stock")
                }
            }
            .navigationTitle("Orders")
        }
    }
}

/// The admin app, mounted at `/admin` of the host's addresses.
public func makeShopAdmin() throws -> FormApp {
    var configuration = FormAppConfiguration(publicDirectory: nil, templatesDirectory: nil)
    configuration.mountPath = "/admin"
    configuration.appName = "Shop admin"
    let app = try FormApp(configuration)
    app.page("/", title: "Orders") { OrdersView() }
    return app
}

/// The host's one user, in HTTP Basic credentials (`ada` / `lovelace`): who the host signed in, if anyone.
public func shopUser(authorization: String?) -> Identity? {
    guard let authorization, authorization.hasPrefix("Basic "),
          let data = Data(base64Encoded: String(authorization.dropFirst(6))),
          String(decoding: data, as: UTF8.self) == "ada:lovelace"
    else { return nil }
    return Identity(id: "ada", name: "Ada Lovelace")
}
