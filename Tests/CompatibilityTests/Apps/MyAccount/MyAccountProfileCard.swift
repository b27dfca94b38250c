import SwiftUI

struct MyAccountProfileCard: View {
    let name: String
    let bio: String
    let accent: Color
    let textSize: Int

    private var initials: String {
        let letters = name.split(separator: " ").prefix(2).compactMap(\.first)
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }

    var body: some View {
        HStack(spacing: 16) {
            Text(initials)
                .font(.title.bold())
                .foregroundColor(.white)
                .frame(width: 64, height: 64)
                .background(accent, in: .circle)
            VStack(alignment: .leading, spacing: 4) {
                Text(name.isEmpty ? "Anonymous" : name)
                    .font(.system(size: CGFloat(textSize), weight: .semibold))
                if !bio.isEmpty {
                    Text(bio)
                        .font(.system(size: CGFloat(textSize - 3)))
                        .foregroundStyle(.secondary)
                }
            }
        }
        .modifier(MyAccountCardStyle(accent: accent))
    }
}

struct MyAccountCardStyle: ViewModifier {
    let accent: Color

    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(accent.opacity(0.12), in: .rect(cornerRadius: 14))
            .overlay(
                RoundedRectangle(cornerRadius: 14)
                    .stroke(accent.opacity(0.4), lineWidth: 1)
            )
    }
}
