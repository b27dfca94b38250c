// One browser for the test targets that talk HTTP (linked into each with a symlink).
import Foundation

/// One browser: keeps the session cookie it is given.
final class TestBrowser: @unchecked Sendable {
    let client: HTTPTestClient
    var cookie: String?

    init(port: Int) {
        client = HTTPTestClient(port: port)
    }

    private var cookieHeader: [(String, String)] {
        cookie.map { [("Cookie", $0)] } ?? []
    }

    private func remember(_ response: HTTPTestClient.Response) {
        if let setCookie = response.header("Set-Cookie"), let pair = setCookie.split(separator: ";").first {
            cookie = String(pair)
        }
    }

    func get(_ target: String, headers: [(String, String)] = []) throws -> HTTPTestClient.Response {
        let response = try client.get(target, headers: cookieHeader + headers)
        remember(response)
        return response
    }

    func post(_ target: String, form: [(String, String)], headers: [(String, String)] = []) throws -> HTTPTestClient.Response {
        let response = try client.post(target, form: form, headers: cookieHeader + headers)
        remember(response)
        return response
    }

    func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> HTTPTestClient.Response {
        let response = try client.request(method, target, headers: cookieHeader + headers, body: body)
        remember(response)
        return response
    }

    /// The page's JSON description.
    func describe(_ path: String) throws -> [String: Any] {
        let response = try get(path + "?format=json")
        guard response.status == 200, let json = response.json else {
            throw TestFailure("No JSON from \(path): \(response.status) \(response.text.prefix(200))")
        }
        return json
    }

    /// The value of the control named `name` in the page's JSON description.
    func value(of name: String, at path: String) throws -> String? {
        let controls = try describe(path)["controls"] as? [[String: Any]] ?? []
        return controls.first { $0["name"] as? String == name }?["value"] as? String
    }
}
