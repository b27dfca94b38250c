import SwiftUI

// An account settings form: a GroupBox with the plan, LabeledContent rows for read-only facts,
// DisclosureGroups for advanced options (one bound to state), a field whose label is hidden because the
// section names it, and toolbar buttons to save and reset.

struct AccountSettingsView: View {
    @State private var nickname = "river"
    @State private var bio = ""
    @State private var showAdvanced = false
    @State private var syncOverCellular = false
    @State private var cacheSize = 250.0
    @State private var lastSaved = "never"
    @State private var saveCount = 0

    var body: some View {
        NavigationStack {
            Form {
                GroupBox {
                    LabeledContent("Plan", value: "Family")
                    LabeledContent("Members") {
                        Text("4 of 6")
                    }
                } label: {
                    Label("Subscription", systemImage: "person.3")
                }

                Section("Nickname") {
                    TextField("Nickname", text: $nickname)
                        .labelsHidden()
                }

                Section("About you") {
                    TextField("Bio", text: $bio, prompt: Text("A line about yourself"), axis: .vertical)
                        .lineLimit(2...4)
                }

                Section {
                    DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                        Toggle("Sync over cellular", isOn: $syncOverCellular)
                        Slider(value: $cacheSize, in: 50...1000, step: 50) {
                            Text("Cache size")
                        }
                        Text("Cache: \(Int(cacheSize)) MB")
                    }
                    DisclosureGroup {
                        LabeledContent("Version", value: "3.2.1")
                        LabeledContent("Build", value: "512")
                    } label: {
                        Label("About this app", systemImage: "info.circle")
                    }
                }

                Section {
                    LabeledContent("Last saved", value: lastSaved)
                }
            }
            .navigationTitle("Account")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Reset") {
                        nickname = "river"
                        bio = ""
                        syncOverCellular = false
                        cacheSize = 250
                    }
                    Button("Save") {
                        saveCount += 1
                        lastSaved = "\(saveCount) time\(saveCount == 1 ? "" : "s") as \(nickname)"
                    }
                    .disabled(nickname.isEmpty)
                }
            }
        }
    }
}
