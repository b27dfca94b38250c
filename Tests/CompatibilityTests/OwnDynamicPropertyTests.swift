import FormUITesting
import SwiftUI
import Testing

/// A property wrapper of the app's own that holds `@State`, as tutorials write one.
@propertyWrapper
private struct Clamped: DynamicProperty {
    @State private var value: Int
    private let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

private struct Volume: View {
    @Clamped(0...10) private var level = 5
    var body: some View {
        Text("Level \(level)")
        Button("Louder") { level += 4 }
    }
}

/// A `DynamicProperty` of the app's own has its `@State` kept for the visitor, as a view's own.
@Suite struct OwnDynamicPropertyTests {
    @Test func stateInsideAnOwnWrapperIsKept() throws {
        let tester = ViewTester { Volume() }
        #expect(tester.html().contains("Level 5"))
        try tester.press("Louder")
        #expect(tester.html().contains("Level 9"))
        try tester.press("Louder")
        #expect(tester.html().contains("Level 10"), "clamped by the wrapper, kept across requests")
    }
}
