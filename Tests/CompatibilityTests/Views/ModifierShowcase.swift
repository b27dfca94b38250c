import SwiftUI

// Custom modifiers as tutorials teach them: a style bundled into a ViewModifier with a View extension,
// a modifier that holds state and adds a control, and modifiers joined with concat.

struct CaptionBadge: ViewModifier {
    var color: Color

    func body(content: Content) -> some View {
        content
            .font(.caption)
            .padding(6)
            .background(color)
            .clipShape(Capsule())
    }
}

struct Collapsible: ViewModifier {
    var title: String
    @State private var isCollapsed = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button(isCollapsed ? "Show \(title)" : "Hide \(title)") {
                isCollapsed.toggle()
            }
            if !isCollapsed {
                content
            }
        }
    }
}

struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).border(Color.gray)
    }
}

extension View {
    func captionBadge(_ color: Color = .yellow) -> some View {
        modifier(CaptionBadge(color: color))
    }

    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct ModifierShowcase: View {
    @State private var nickname = "Ace"

    var body: some View {
        Form {
            Text("New").captionBadge()
            Section {
                TextField("Nickname", text: $nickname)
                Text("Hello, \(nickname)")
            }
            .collapsible("profile")
            Text("Joined").modifier(Framed().concat(CaptionBadge(color: .green)))
            Text("Plain").modifier(EmptyModifier())
        }
    }
}
