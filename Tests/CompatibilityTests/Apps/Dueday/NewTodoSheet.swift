import SwiftUI

struct NewTodoSheet: View {
    @Environment(\.presentationMode) var presentationMode
    var onAdd: (TodoTask) -> Void

    @State private var title = ""
    @State private var priority = TodoPriority.medium
    @State private var dueDate = Date().addingTimeInterval(60 * 60 * 24)
    @State private var hasReminder = false

    var body: some View {
        NavigationView {
            Form {
                TextField("What needs doing?", text: $title)
                Picker("Priority", selection: $priority) {
                    ForEach(TodoPriority.allCases) { priority in
                        Text(priority.title).tag(priority)
                    }
                }
                .pickerStyle(.segmented)
                DatePicker("Due", selection: $dueDate, in: Date()..., displayedComponents: .date)
                Toggle("Remind me", isOn: $hasReminder)
            }
            .navigationBarTitle("New Task", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Add") {
                    onAdd(TodoTask(title: title, priority: priority, dueDate: dueDate, hasReminder: hasReminder))
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
            )
        }
    }
}
