import SwiftUI

// A podcast player screen: round transport buttons drawn by a ButtonStyle of the app's own, a slider
// for the position, another for the volume, and the times shown as minutes and seconds.

struct CircleControlButtonStyle: ButtonStyle {
    var prominent = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(prominent ? .title : .title3)
            .padding(prominent ? 20 : 12)
            .foregroundStyle(prominent ? .white : .primary)
            .background(prominent ? Color.accentColor : Color.gray.opacity(0.2), in: Circle())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

struct MediaPlayerView: View {
    let episodeTitle = "Episode 42: Servers and Swift"
    let duration = 1_800.0

    @State private var isPlaying = false
    @State private var position = 0.0
    @State private var volume = 0.5
    @State private var playbackSpeed = 1.0

    private func timeString(_ seconds: Double) -> String {
        let total = Int(seconds)
        let minutes = total / 60
        let rest = total % 60
        return "\(minutes):" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "waveform.circle.fill")
                .font(.system(size: 120))
                .foregroundStyle(.purple)
            Text(episodeTitle)
                .font(.headline)
                .multilineTextAlignment(.center)

            VStack {
                Slider(value: $position, in: 0...duration, step: 15) {
                    Text("Position")
                } minimumValueLabel: {
                    Text(timeString(position))
                } maximumValueLabel: {
                    Text(timeString(duration))
                }
                HStack {
                    Text(timeString(position))
                    Spacer()
                    Text("-" + timeString(duration - position))
                }
                .font(.caption.monospacedDigit())
            }

            HStack(spacing: 32) {
                Button {
                    position = max(0, position - 15)
                } label: {
                    Label("Back 15 seconds", systemImage: "gobackward.15")
                        .labelStyle(.iconOnly)
                }
                .buttonStyle(CircleControlButtonStyle())

                Button {
                    isPlaying.toggle()
                } label: {
                    Label(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill")
                        .labelStyle(.iconOnly)
                }
                .buttonStyle(CircleControlButtonStyle(prominent: true))

                Button {
                    position = min(duration, position + 30)
                } label: {
                    Label("Forward 30 seconds", systemImage: "goforward.30")
                        .labelStyle(.iconOnly)
                }
                .buttonStyle(CircleControlButtonStyle())
            }

            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                    .accessibilityLabel("Volume")
                Image(systemName: "speaker.wave.3.fill")
            }

            Picker("Speed", selection: $playbackSpeed) {
                Text("1×").tag(1.0)
                Text("1.5×").tag(1.5)
                Text("2×").tag(2.0)
            }
            .pickerStyle(.segmented)

            Text(isPlaying ? "Playing at \(playbackSpeed.formatted())×" : "Paused")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
