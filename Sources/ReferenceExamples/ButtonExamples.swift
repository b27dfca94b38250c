import FormUI

// The Button section of seed 004 (Controls). Its "**Examples:**" block repeats the first two examples;
// the others are unfenced in its prose. `signIn`, `addItem`, `folders`, `cut`, `copy`, `paste` and
// `delete` are the app's own: here they are stand-ins that leave a visible trace on the page.

/// A button whose label is a text.
///
/// Seed 004 (Button, "Overview"), also in its "**Examples:**".
public struct SignInButtonWithText: View {
    @State private var signIns = 0

    public init() {}

    public var body: some View {
        Button(action: signIn) {
            Text("Sign In")
        }
        // The stand-in's trace.
        Text("signIn() ran \(signIns) times")
    }

    /// Stand-in for the app's sign-in: counts the calls.
    func signIn() { signIns += 1 }
}

/// A button whose label is a `Label`: a title and an icon.
///
/// Seed 004 (Button, "Overview"), also in its "**Examples:**".
public struct SignInButtonWithLabel: View {
    @State private var signIns = 0

    public init() {}

    public var body: some View {
        Button(action: signIn) {
            Label("Sign In", systemImage: "arrow.up")
        }
        Text("signIn() ran \(signIns) times")
    }

    /// Stand-in for the app's sign-in: counts the calls.
    func signIn() { signIns += 1 }
}

/// The convenience initializer with a title, a system image and an action.
///
/// Seed 004 (Button, "Overview").
public struct SignInButtonWithSystemImage: View {
    @State private var signIns = 0

    public init() {}

    public var body: some View {
        Button("Sign In", systemImage: "arrow.up", action: signIn)
        Text("signIn() ran \(signIns) times")
    }

    /// Stand-in for the app's sign-in: counts the calls.
    func signIn() { signIns += 1 }
}

/// The same button showing only its icon; its title still names it for screen readers.
///
/// Seed 004 (Button, "Overview": `.labelStyle(.iconOnly)`).
public struct SignInButtonIconOnly: View {
    @State private var signIns = 0

    public init() {}

    public var body: some View {
        Button("Sign In", systemImage: "arrow.up", action: signIn)
            .labelStyle(.iconOnly)
        Text("signIn() ran \(signIns) times")
    }

    /// Stand-in for the app's sign-in: counts the calls.
    func signIn() { signIns += 1 }
}

/// Stand-in for the app's folders in seed 004's list example: the code reads `title` and needs an id.
struct Folder: Identifiable, Hashable {
    let id: Int
    let title: String
}

/// A list of folders whose last row is a button that adds one.
///
/// Seed 004 (Button, "Adding buttons to containers"). Stand-ins: `folders` (session state) and `addItem`.
public struct FolderListWithAddButton: View {
    /// Stand-in for the app's folders.
    @State private var folders: [Folder] = [Folder(id: 1, title: "Documents"), Folder(id: 2, title: "Photos")]

    public init() {}

    public var body: some View {
        List {
            // Cells that show all the current folders.
            ForEach(folders) { folder in
                Text(folder.title)
            }

            // A cell that, when selected, adds a new folder.
            Button(action: addItem) {
                Label("Add Folder", systemImage: "folder.badge.plus")
            }
        }
    }

    /// Stand-in for the app's `addItem`: appends "New Folder N".
    func addItem() {
        let number = folders.count + 1
        folders.append(Folder(id: (folders.map(\.id).max() ?? 0) + 1, title: "New Folder \(number)"))
    }
}

/// Cut, Copy and Paste in a context menu. The seed shows only the modifier; here it is attached to a text,
/// and the stand-ins move that text through a clipboard shown below it.
///
/// Seed 004 (Button, "Adding buttons to containers": `.contextMenu { … }`).
public struct ContextMenuButtons: View {
    @State private var text = "Hello, world"
    @State private var clipboard = ""

    public init() {}

    public var body: some View {
        Text(text)
            .contextMenu {
                Button("Cut", action: cut)
                Button("Copy", action: copy)
                Button("Paste", action: paste)
            }
        // The stand-ins' trace.
        Text("Clipboard: \(clipboard)")
    }

    /// Stand-in: moves the text to the clipboard.
    func cut() { clipboard = text; text = "" }
    /// Stand-in: copies the text to the clipboard.
    func copy() { clipboard = text }
    /// Stand-in: appends the clipboard to the text.
    func paste() { text += clipboard }
}

/// A button with the destructive role.
///
/// Seed 004 (Button, "Assigning a role").
public struct DestructiveDeleteButton: View {
    @State private var deletions = 0

    public init() {}

    public var body: some View {
        Button("Delete", role: .destructive, action: delete)
        Text("delete() ran \(deletions) times")
    }

    /// Stand-in for the app's deletion: counts the calls.
    func delete() { deletions += 1 }
}
