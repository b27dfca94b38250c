import SwiftUI

// Styling as sample apps do it: a card with a gradient header, rounded corners, a shadow, fonts by size
// and design, hidden labels, and list and form styles.

struct ProfileCard: View {
    @State private var status = "Available"
    @State private var volume = 0.4

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                Text("JD")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .foregroundStyle(.white)
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)

            Text("Jordan Doe")
                .font(.title2)
                .fontWeight(.semibold)
            Text("Product designer")
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            Text("Was: Away").strikethrough() + Text(" now: ") + Text(status).underline()
            Text("ID 0042").monospaced()

            Picker("Status", selection: $status) {
                Text("Available").tag("Available")
                Text("Busy").tag("Busy")
            }
            .labelsHidden()
            .pickerStyle(.segmented)

            Slider(value: $volume, in: 0...1)
                .tint(.orange)
                .controlSize(.small)

            Text("A long biography that would wrap over many lines in a narrow column.")
                .lineLimit(2)
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                .overlay {
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(Color.blue, lineWidth: 1)
                }
            Button("Message") {}
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
            Color.green.opacity(0.5)
                .frame(height: 4)
                .cornerRadius(2)
                .hidden()
        }
        .padding()
        .background(Color(red: 0.98, green: 0.98, blue: 1))
        .border(Color.gray, width: 1)
        .opacity(0.98)
        .ignoresSafeArea()
    }
}

struct PlainSettingsList: View {
    @State private var wifi = true

    var body: some View {
        List {
            Toggle("Wi-Fi", isOn: $wifi)
                .listRowBackground(Color.yellow.opacity(0.2))
                .listRowSeparator(.hidden)
            Text("Connected")
                .font(.footnote)
                .italic()
        }
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
        .formStyle(.grouped)
        .preferredColorScheme(.dark)
    }
}
