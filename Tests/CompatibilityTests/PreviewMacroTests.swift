import FormUITesting
import SwiftUI
import Testing

/// A view file as Xcode makes it: the view, then its previews.
private struct GreetingCard: View {
    var name = "World"
    var body: some View { Text("Hello, \(name)!") }
}

#Preview {
    GreetingCard()
}

#Preview("Named", traits: .sizeThatFitsLayout) {
    @Previewable @State var name = "Ada"
    GreetingCard(name: name)
}

@Suite struct PreviewMacroTests {
    @Test func aFileWithPreviewsCompilesAndTheViewRendersAsWithout() {
        #expect(ViewTester { GreetingCard() }.html().contains("Hello, World!"))
    }
}
