import PhotosUI
import SwiftUI

// Photos picked the ways SwiftUI code picks them: an `Image` loaded by a `Task` in `.onChange`, bytes
// loaded into a `UIImage` in `.task(id:)`, a type of the app's own made from image bytes, the picker
// presented by a modifier.

struct PetProfile: View {
    @State private var petName = "Biscuit"
    @State private var avatarItem: PhotosPickerItem?
    @State private var avatar: Image?

    var body: some View {
        Form {
            TextField("Pet name", text: $petName)
            avatar?
                .resizable()
                .scaledToFill()
                .frame(width: 96, height: 96)
                .clipShape(Circle())
            PhotosPicker("Select avatar", selection: $avatarItem, matching: .images)
        }
        .onChange(of: avatarItem) {
            Task {
                if let loaded = try? await avatarItem?.loadTransferable(type: Image.self) {
                    avatar = loaded
                }
            }
        }
    }
}

struct VetRecordPhotos: View {
    @State private var selectedItems: [PhotosPickerItem] = []
    @State private var scans: [Data] = []

    var body: some View {
        List {
            PhotosPicker(selection: $selectedItems, maxSelectionCount: 2, matching: .any(of: [.images, .screenshots])) {
                Label("Add scans", systemImage: "doc.viewfinder")
            }
            ForEach(scans, id: \.self) { scan in
                if let image = UIImage(data: scan) {
                    Image(uiImage: image)
                }
            }
            Text("Scans: \(scans.count)")
        }
        .task(id: selectedItems) {
            var loaded: [Data] = []
            for item in selectedItems {
                if let data = try? await item.loadTransferable(type: Data.self) {
                    loaded.append(data)
                }
            }
            scans = loaded
        }
    }
}

struct PetPortrait: Transferable {
    let image: Image

    enum LoadError: Error { case unreadable }

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            guard let uiImage = UIImage(data: data) else { throw LoadError.unreadable }
            return PetPortrait(image: Image(uiImage: uiImage))
        }
    }
}

struct PortraitPicker: View {
    @State private var showsPicker = false
    @State private var pick: PhotosPickerItem?
    @State private var portrait: Image?
    @State private var status = "No portrait"

    var body: some View {
        VStack {
            if let portrait {
                portrait.resizable().scaledToFit()
            }
            Text(status)
            Button("Choose portrait") { showsPicker = true }
        }
        .photosPicker(isPresented: $showsPicker, selection: $pick, matching: .images)
        .task(id: pick) {
            guard let pick else { return }
            do {
                portrait = try await pick.loadTransferable(type: PetPortrait.self)?.image
                status = portrait == nil ? "Not an image" : "Portrait set"
            } catch {
                status = "That file is not a picture we can show"
            }
        }
    }
}
