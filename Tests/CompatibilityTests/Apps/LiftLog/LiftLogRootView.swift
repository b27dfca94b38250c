import SwiftUI

struct LiftLogRootView: View {
    @StateObject var store = LiftLogStore()
    @State private var showingAdd = false
    @State private var editing: LiftSession?

    var body: some View {
        NavigationStack {
            List {
                if store.sessions.isEmpty {
                    VStack(spacing: 8) {
                        Image(systemName: "figure.run")
                            .font(.largeTitle)
                        Text("No workouts logged")
                            .font(.headline)
                        Text("Tap + to log your first session.")
                            .foregroundColor(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                } else {
                    Section {
                        HStack {
                            Text("\(store.sessions.count) sessions")
                            Spacer()
                            Text("\(store.totalMinutes) min total")
                        }
                        .font(.subheadline.bold())
                    }
                    ForEach(store.sessions) { session in
                        NavigationLink {
                            LiftSessionDetail(session: session) {
                                editing = session
                            }
                        } label: {
                            LiftSessionRow(session: session)
                        }
                    }
                    .onDelete { store.sessions.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Lift Log")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Log Workout")
            }
            .sheet(isPresented: $showingAdd) {
                LiftSessionEditor(store: store, session: LiftSession.new())
            }
            .sheet(item: $editing) { session in
                LiftSessionEditor(store: store, session: session)
            }
        }
    }
}

struct LiftSessionRow: View {
    let session: LiftSession

    var body: some View {
        HStack {
            Image(systemName: session.kind.icon)
                .foregroundColor(session.kind == .cardio ? .red : .blue)
            VStack(alignment: .leading) {
                Text(session.name)
                    .font(.headline)
                Text("\(session.minutes) min · \(session.sets) sets × \(session.weight, specifier: "%.1f") kg")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct LiftSessionDetail: View {
    let session: LiftSession
    var onEdit: () -> Void

    var body: some View {
        List {
            LabeledContent("Type", value: session.kind.rawValue)
            LabeledContent("Duration", value: "\(session.minutes) min")
            LabeledContent("Sets", value: "\(session.sets)")
            LabeledContent("Weight", value: "\(session.weight.formatted()) kg")
            LabeledContent("Volume", value: "\(session.volume.formatted()) kg")
            if !session.notes.isEmpty {
                Text(session.notes)
            }
        }
        .navigationTitle(session.name)
        .toolbar {
            Button("Edit", action: onEdit)
        }
    }
}
