import SwiftUI

struct NoteCardStyle: ViewModifier {
    var pinned: Bool

    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(pinned ? Color.yellow.opacity(0.2) : Color.gray.opacity(0.1))
            .cornerRadius(12)
            .shadow(color: .black.opacity(0.1), radius: 2, x: 0, y: 1)
    }
}

extension View {
    func noteCardStyle(pinned: Bool = false) -> some View {
        modifier(NoteCardStyle(pinned: pinned))
    }
}
