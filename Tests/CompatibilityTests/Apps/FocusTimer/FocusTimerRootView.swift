import Combine
import SwiftUI

struct FocusTimerRootView: View {
    @AppStorage("focus.focusMinutes") private var focusMinutes = 25
    @AppStorage("focus.breakMinutes") private var breakMinutes = 5
    @StateObject private var viewModel = FocusTimerViewModel()
    @State private var showingSettings = false

    let timer: Publishers.Autoconnect<Timer.TimerPublisher>

    /// One tick a second; a shorter interval runs the clock faster (for previews and tests).
    init(tickInterval: TimeInterval = 1) {
        timer = Timer.publish(every: tickInterval, on: .main, in: .common).autoconnect()
    }

    var body: some View {
        NavigationView {
            VStack(spacing: 28) {
                Text(viewModel.phase.rawValue.uppercased())
                    .font(.headline)
                    .tracking(2)
                    .foregroundColor(viewModel.phase == .focus ? .red : .green)

                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.2), lineWidth: 14)
                    Text(viewModel.timeText)
                        .font(.system(size: 56, weight: .bold, design: .rounded))
                        .monospacedDigit()
                }
                .frame(width: 240, height: 240)

                ProgressView(value: viewModel.progress)
                    .tint(viewModel.phase == .focus ? .red : .green)

                FocusTimerControls(viewModel: viewModel)

                Text("Sessions completed: \(viewModel.completedSessions)")
                    .font(.subheadline)

                if !viewModel.log.isEmpty {
                    List(viewModel.log, id: \.self) { line in
                        Text(line)
                    }
                    .listStyle(.plain)
                    .frame(maxHeight: 160)
                }
            }
            .padding()
            .navigationBarTitle("Focus")
            .navigationBarItems(trailing: Button {
                showingSettings = true
            } label: {
                Label("Durations", systemImage: "slider.horizontal.3")
            })
            .sheet(isPresented: $showingSettings) {
                FocusSettingsView()
            }
        }
        .onAppear {
            viewModel.configure(focusMinutes: focusMinutes, breakMinutes: breakMinutes)
        }
        .onChange(of: focusMinutes) { _ in
            viewModel.configure(focusMinutes: focusMinutes, breakMinutes: breakMinutes)
        }
        .onChange(of: breakMinutes) { _ in
            viewModel.configure(focusMinutes: focusMinutes, breakMinutes: breakMinutes)
        }
        .onReceive(timer) { _ in
            viewModel.tick()
        }
    }
}

struct FocusTimerControls: View {
    @ObservedObject var viewModel: FocusTimerViewModel

    var body: some View {
        HStack(spacing: 16) {
            if viewModel.isRunning {
                Button("Pause", action: viewModel.pause)
                    .buttonStyle(FocusPillButtonStyle(color: .orange))
            } else {
                Button("Start", action: viewModel.start)
                    .buttonStyle(FocusPillButtonStyle(color: .red))
            }
            Button("Reset", action: viewModel.reset)
                .buttonStyle(FocusPillButtonStyle(color: .gray))
            Button("Skip", action: viewModel.skip)
                .buttonStyle(FocusPillButtonStyle(color: .blue))
        }
    }
}

struct FocusPillButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(color.opacity(configuration.isPressed ? 0.6 : 1), in: .capsule)
            .foregroundColor(.white)
    }
}
