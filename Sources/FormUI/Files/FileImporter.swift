import Foundation

extension View {
    /// Presents a way to choose a file while `isPresented` is true: a region over the page (as a sheet
    /// is) with a file input that takes `allowedContentTypes`, an Open button and a Cancel button. Open
    /// sends the file with the form (`multipart/form-data`); `onCompletion` gets its URL, a file the server
    /// wrote for this post, readable until the post is answered (copy what you keep, as a device's
    /// security-scoped URL asks too). Cancel dismisses without calling it.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    /// The same with several files when `allowsMultipleSelection` is true: `onCompletion` gets their URLs.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// The same, running `onCancellation` when the visitor cancels.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            FileImporterPanel(
                allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection, isPresented: isPresented,
                onCompletion: onCompletion, onCancellation: onCancellation)
        }
    }
}

/// What a `fileImporter` presents: the file input, Open and Cancel.
struct FileImporterPanel: View {
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    let isPresented: Binding<Bool>
    let onCompletion: (Result<[URL], any Error>) -> Void
    let onCancellation: () -> Void
    @State private var chosen: [PostedFile] = []

    var body: some View {
        Form {
            FileField(
                label: Text(allowsMultipleSelection ? "Files" : "File"), allowedTypes: allowedContentTypes,
                allowsMultiple: allowsMultipleSelection, files: $chosen)
            Button("Open") { open() }
            Button("Cancel", role: .cancel) {
                chosen = []
                isPresented.wrappedValue = false
                onCancellation()
            }
        }
        .navigationTitle(allowsMultipleSelection ? "Choose files" : "Choose a file")
    }

    /// Hands the chosen files to the app as files on disk, and dismisses. Nothing chosen: the panel
    /// stays, as a picker stays until a file is picked or it is cancelled.
    func open() {
        guard !chosen.isEmpty else { return }
        let files = chosen
        chosen = []
        isPresented.wrappedValue = false
        do {
            onCompletion(.success(try ImportedFiles.write(files)))
        } catch {
            onCompletion(.failure(error))
        }
    }
}

/// The files a post's `fileImporter` handed to the app, written to a directory of the post's own and
/// removed when the post has been answered (a `DeviceResource` of its request).
final class ImportedFiles: DeviceResource {
    let directory: URL

    init() {
        directory = Foundation.FileManager.default.temporaryDirectory
            .appendingPathComponent("formui-imports-" + UUID().uuidString.lowercased(), isDirectory: true)
    }

    /// Writes `files` under this post's directory, each in a folder of its own (two files may share a
    /// name), and returns their URLs.
    static func write(_ files: [PostedFile]) throws -> [URL] {
        let imports = DeviceRequest.current.map { $0.resource(for: ObjectIdentifier(ImportedFiles.self)) { ImportedFiles() } } ?? ImportedFiles()
        var urls: [URL] = []
        // A folder of this call's own: two imports of one request (two loads of a picked file from
        // tasks at once) never write over each other.
        let call = imports.directory.appendingPathComponent(UUID().uuidString.lowercased(), isDirectory: true)
        for (index, file) in files.enumerated() {
            let folder = call.appendingPathComponent(String(index), isDirectory: true)
            try Foundation.FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(file.filename.isEmpty ? "file" : file.filename)
            try file.data.write(to: url)
            urls.append(url)
        }
        return urls
    }

    func finish(keeping: Bool, for request: DeviceRequest) throws(SubmissionError) {
        try? Foundation.FileManager.default.removeItem(at: directory)
    }
}

extension URL {
    /// True: a file a `fileImporter` gave is the app's to read while the post is answered. (On a device
    /// the URL of a file outside the app's container must be opened so; on a server there is nothing to
    /// open, and this lets an app's code stay as it is.)
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Nothing to close on a server (see ``startAccessingSecurityScopedResource()``).
    public func stopAccessingSecurityScopedResource() {}
}
