// The code of the article “Controls and styles of your own”
// (Sources/FormUI/FormUI.docc/CustomControlsAndStyles.md), as it is there.
import SwiftUI

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 12))
    }
}

extension View {
    func card() -> some View {
        modifier(Card())
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.tint, in: .capsule)
            .foregroundStyle(.white)
    }
}

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
    }
}

struct DurationField: Control {
    let title: String
    @Binding var minutes: Int

    func render(in context: ControlContext) {
        let label = context.label(Text(title))
        let name = context.name(for: label, fallback: "duration")
        context.raw("<label class=\"control duration\"><span>")
        context.write(label)
        context.raw("</span><input type=\"text\"")
        context.attribute("name", name)
        context.attribute("value", context.keptInput(for: name) ?? Self.format(minutes))
        context.writeInputAttributes(for: name)
        context.raw("></label>")
        context.writeProblem(for: name)
        let binding = $minutes
        context.register(ControlField(
            name: name,
            description: ControlDescription(kind: "duration", label: label.text, name: name, value: Self.format(minutes))
        ) { posted in
            guard let value = Self.minutes(in: posted.last ?? "") else {
                return .invalid("Write a duration such as 1h 30m, 45m or 90.")
            }
            return value == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = value }
        })
    }

    static func format(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : "\(minutes / 60)h \(minutes % 60)m"
    }

    /// The minutes of "1h 30m", "2h", "45m" or "90"; nil for anything else.
    static func minutes(in text: String) -> Int? {
        let words = text.lowercased().split(separator: " ")
        guard !words.isEmpty, words.count <= 2 else { return nil }
        var total = 0
        for word in words {
            if word.hasSuffix("h"), let hours = Int(word.dropLast()), hours >= 0 {
                total += hours * 60
            } else if word.hasSuffix("m"), let minutes = Int(word.dropLast()), minutes >= 0 {
                total += minutes
            } else if words.count == 1, let minutes = Int(word), minutes >= 0 {
                total += minutes
            } else {
                return nil
            }
        }
        return total
    }
}

struct ChoreCard: View {
    @State private var isDone = false
    @State private var minutes = 45
    @State private var logged = 0

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Water the plants", isOn: $isDone)
                .toggleStyle(ChecklistToggleStyle())
            DurationField(title: "Time spent", minutes: $minutes)
            Button("Log it") { logged += minutes }
                .buttonStyle(PillButtonStyle())
            Text("Logged so far: \(DurationField.format(logged))")
        }
        .card()
    }
}
