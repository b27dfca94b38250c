import FormUIServer
import Foundation

/// A profile with a photo and a small album picked with `PhotosPicker`, loaded as apps load them: the
/// profile photo by a `Task` started in `.onChange(of:)`, the album in `.task(id:)`. A button starts a
/// task of its own, as apps call an async service; the page waits for them all.
struct ProfilePhoto: View {
    @State private var name = "Ada"
    @State private var photoItem: PhotosPickerItem?
    @State private var photo: Image?
    @State private var albumItems: [PhotosPickerItem] = []
    @State private var album: [Image] = []
    @State private var problem: String?
    @State private var nameStatus: String?

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Button("Check name") {
                        Task { nameStatus = await NameRegistry.status(of: name) }
                    }
                    if let nameStatus {
                        Text(nameStatus)
                    }
                    if let photo {
                        photo
                            .resizable()
                            .scaledToFit()
                            .frame(width: 120, height: 120)
                            .accessibilityLabel("Profile photo of \(name)")
                    }
                    if let problem {
                        Text(problem).foregroundStyle(.red)
                    }
                    PhotosPicker(photo == nil ? "Choose a photo" : "Change photo", selection: $photoItem, matching: .images)
                }
                Section("Album") {
                    PhotosPicker(selection: $albumItems, maxSelectionCount: 3, matching: .images) {
                        Label("Pick up to three photos", systemImage: "photo.on.rectangle")
                    }
                    ForEach(album.indices, id: \.self) { index in
                        album[index]
                            .resizable()
                            .scaledToFit()
                            .frame(height: 80)
                            .accessibilityLabel("Album photo \(index + 1)")
                    }
                    if !album.isEmpty {
                        Text("\(album.count) photos in the album")
                    }
                }
            }
            .navigationTitle("Profile")
            .onChange(of: photoItem) {
                Task {
                    do {
                        photo = try await photoItem?.loadTransferable(type: Image.self)
                        problem = nil
                    } catch {
                        problem = "That photo could not be shown: \(error)"
                    }
                }
            }
            .task(id: albumItems) {
                var loaded: [Image] = []
                for item in albumItems {
                    if let data = try? await item.loadTransferable(type: Data.self), let image = UIImage(data: data) {
                        loaded.append(Image(uiImage: image))
                    }
                }
                album = loaded
            }
        }
    }
}

/// A stand-in for the service an app would ask over the network: it answers after a moment.
enum NameRegistry {
    static func status(of name: String) async -> String {
        try? await Task.sleep(for: .milliseconds(20))
        return name.isEmpty ? "Choose a name first." : "“\(name)” is available."
    }
}
