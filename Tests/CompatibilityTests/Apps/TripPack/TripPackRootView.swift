import SwiftUI

struct TripPackRootView: View {
    @State private var list = TripPackList()
    @State private var newItemName = ""
    @State private var newItemCategory = TripPackCategory.clothes
    @State private var expanded: Set<TripPackCategory> = [.clothes, .documents]
    @FocusState private var addFieldFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading) {
                        ProgressView(value: list.progress)
                            .tint(list.progress == 1 ? .green : .accentColor)
                        Text("\(list.packedCount) of \(list.items.count) packed")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }

                Section("Add item") {
                    TextField("New item", text: $newItemName)
                        .focused($addFieldFocused)
                        .submitLabel(.done)
                        .onSubmit(addItem)
                    Picker("Category", selection: $newItemCategory) {
                        ForEach(TripPackCategory.allCases) { category in
                            Label(category.rawValue, systemImage: category.symbol).tag(category)
                        }
                    }
                }

                ForEach(TripPackCategory.allCases) { category in
                    DisclosureGroup(isExpanded: isExpanded(category)) {
                        ForEach(list.items(in: category)) { item in
                            TripPackRow(item: item) {
                                list.toggle(item)
                            }
                        }
                        .onMove { source, destination in
                            list.move(in: category, from: source, to: destination)
                        }
                        .onDelete { offsets in
                            list.delete(in: category, at: offsets)
                        }
                    } label: {
                        TripPackCategoryHeader(category: category, items: list.items(in: category))
                    }
                }
            }
            .navigationTitle(list.tripName)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Unpack all") {
                        list.unpackAll()
                    }
                    .disabled(list.packedCount == 0)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
            }
        }
    }

    private func isExpanded(_ category: TripPackCategory) -> Binding<Bool> {
        Binding {
            expanded.contains(category)
        } set: { isOpen in
            if isOpen {
                expanded.insert(category)
            } else {
                expanded.remove(category)
            }
        }
    }

    private func addItem() {
        list.add(named: newItemName, to: newItemCategory)
        expanded.insert(newItemCategory)
        newItemName = ""
        addFieldFocused = true
    }
}

struct TripPackCategoryHeader: View {
    let category: TripPackCategory
    let items: [TripPackItem]

    var body: some View {
        HStack {
            Label(category.rawValue, systemImage: category.symbol)
            Spacer()
            Text("\(items.filter(\.isPacked).count)/\(items.count)")
                .font(.caption.monospacedDigit())
                .foregroundColor(.secondary)
        }
    }
}

struct TripPackRow: View {
    let item: TripPackItem
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isPacked ? .green : .secondary)
                Text(item.name)
                    .strikethrough(item.isPacked)
                    .foregroundColor(item.isPacked ? .secondary : .primary)
            }
        }
        .buttonStyle(.plain)
    }
}
