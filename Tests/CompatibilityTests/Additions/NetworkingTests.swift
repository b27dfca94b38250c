import SwiftUI
import Testing

/// An app's network code as tutorials write it: a request built and a session asked for, which on
/// Linux live in FoundationNetworking, brought in by `import SwiftUI` as Foundation brings them on a device.
private struct QuoteLoader {
    let session: URLSession = .shared

    func request(for symbol: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://quotes.example/v1/\(symbol)")!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 5
        return request
    }
}

@Suite struct NetworkingTests {
    @Test func urlRequestAndURLSessionBuildWithImportSwiftUI() {
        let request = QuoteLoader().request(for: "ACME")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.url?.lastPathComponent == "ACME")
    }
}
