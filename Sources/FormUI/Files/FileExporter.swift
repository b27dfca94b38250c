import Foundation

extension View {
    /// Offers `document` as a download while `isPresented` is true: a region over the page (as a sheet
    /// is) naming the file and its size, with a link to it, Done and Cancel. The file is written in the
    /// visitor's documents directory (`URL.documentsDirectory`), named `defaultFilename` with the
    /// type's extension, and the link is its `/_files/` address, served to that visitor alone as an
    /// attachment. Done gives `onCompletion` the file's URL; Cancel removes the file and gives it
    /// `CocoaError(.userCancelled)`; a document that cannot be written gives its error on Done.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let files = document.map { document in
            [ExportedFile(name: defaultFilename) { try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil)) }]
        } ?? []
        return fileExporter(isPresented: isPresented, files: files, contentType: contentType) { result in
            onCompletion(result.map { $0[0] })
        } onCancellation: {
            onCompletion(.failure(CocoaError(.userCancelled)))
        }
    }

    /// The same for a document that is an object: its snapshot is written.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let files = document.map { document in
            [ExportedFile(name: defaultFilename) {
                try document.fileWrapper(snapshot: document.snapshot(contentType: contentType), configuration: .init(contentType: contentType, existingFile: nil))
            }]
        } ?? []
        return fileExporter(isPresented: isPresented, files: files, contentType: contentType) { result in
            onCompletion(result.map { $0[0] })
        } onCancellation: {
            onCompletion(.failure(CocoaError(.userCancelled)))
        }
    }

    /// The same for several documents, each a download of its own (“Untitled”, “Untitled 2”…).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        let files = documents.enumerated().map { index, document in
            ExportedFile(name: index == 0 ? nil : "Untitled \(index + 1)") {
                try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil))
            }
        }
        return fileExporter(isPresented: isPresented, files: files, contentType: contentType, onCompletion: onCompletion) {
            onCompletion(.failure(CocoaError(.userCancelled)))
        }
    }

    /// Offers a `Transferable` value as a download, in the first of `contentTypes` one of its
    /// representations makes (its first representation's when `contentTypes` is empty), as the
    /// `document:` form offers a document. Its representation runs when the region is shown (an
    /// `async` one to its end); Done gives `onCompletion` the file's URL, Cancel calls `onCancellation`.
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let exporters = TransferExporter.exporters(of: T.transferRepresentation)
        let contentType = contentTypes.lazy.compactMap { wanted in exporters.first { $0.contentType.conforms(to: wanted) }?.contentType }.first
            ?? (contentTypes.isEmpty ? exporters.first?.contentType : nil) ?? contentTypes.first ?? .data
        let files = item.map { item in
            [ExportedFile(name: defaultFilename) {
                var exported: Result<(data: Data, contentType: UTType)?, any Error> = .success(nil)
                runToCompletion {
                    do { exported = .success(try await TransferExporter.export(item, as: contentTypes)) } catch { exported = .failure(error) }
                }
                guard let (data, _) = try exported.get() else { throw ExportError.noRepresentation(String(describing: T.self)) }
                return FileWrapper(regularFileWithContents: data)
            }]
        } ?? []
        return fileExporter(isPresented: isPresented, files: files, contentType: contentType) { result in
            onCompletion(result.map { $0[0] })
        } onCancellation: {
            onCancellation()
        }
    }

    func fileExporter(
        isPresented: Binding<Bool>, files: [ExportedFile], contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            FileExporterPanel(files: files, contentType: contentType, isPresented: isPresented, onCompletion: onCompletion, onCancellation: onCancellation)
        }
    }
}

/// A file a `fileExporter` offers: the name the app asked for, and the document's file, made when the
/// region is shown.
struct ExportedFile {
    let name: String?
    let make: () throws -> FileWrapper

    /// The name the file is saved under: the app's, or the file's preferred one, or “Untitled”; with the
    /// type's extension when it has none; never a path (a `/` is not kept) nor a hidden file.
    func filename(for contentType: UTType, wrapper: FileWrapper?) -> String {
        var name = (name ?? wrapper?.preferredFilename ?? "Untitled").replacingOccurrences(of: "/", with: "-")
        while name.hasPrefix(".") { name.removeFirst() }
        if name.trimmingCharacters(in: .whitespaces).isEmpty { name = "Untitled" }
        if (name as NSString).pathExtension.isEmpty, let ext = contentType.preferredFilenameExtension { name += "." + ext }
        return name
    }

    /// The file written in the visitor's documents directory, with its name and size; or why it could
    /// not be.
    func write(as contentType: UTType) -> ExportOutcome {
        let wrapper: FileWrapper
        do {
            wrapper = try make()
        } catch {
            return ExportOutcome(name: filename(for: contentType, wrapper: nil), result: .failure(error))
        }
        let name = filename(for: contentType, wrapper: wrapper)
        guard let data = wrapper.regularFileContents, wrapper.isRegularFile else {
            return ExportOutcome(name: name, result: .failure(ExportError.directory))
        }
        guard data.count <= VisitorFiles.byteLimit else {
            return ExportOutcome(name: name, result: .failure(ExportError.tooLarge(data.count)))
        }
        let url = URL.documentsDirectory.appendingPathComponent(name)
        do {
            try data.write(to: url)
        } catch {
            return ExportOutcome(name: name, result: .failure(error))
        }
        return ExportOutcome(name: name, result: .success((url, data.count)))
    }
}

/// What became of one exported file.
struct ExportOutcome {
    let name: String
    let result: Result<(url: URL, size: Int), any Error>
}

/// Why a document is not offered as a download.
enum ExportError: Error, CustomStringConvertible {
    case directory
    case tooLarge(Int)
    case noRepresentation(String)

    var description: String {
        switch self {
        case .noRepresentation(let type): "A \(type) has no representation of the type asked for."
        case .directory: "The document is a folder of files, which a browser cannot download as one file."
        case .tooLarge(let size):
            "The document is \(ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)), more than the \(ByteCountFormatter.string(fromByteCount: Int64(VisitorFiles.byteLimit), countStyle: .file)) a visitor's files are kept to."
        }
    }
}

/// What a `fileExporter` presents: each file's name, size and download link (or why there is none),
/// Done and Cancel.
struct FileExporterPanel: View {
    let files: [ExportedFile]
    let contentType: UTType
    let isPresented: Binding<Bool>
    let onCompletion: (Result<[URL], any Error>) -> Void
    let onCancellation: () -> Void

    var body: some View {
        // Written each time the region is shown: the link always finds the document as it is now.
        let outcomes = files.map { $0.write(as: contentType) }
        Form {
            if outcomes.isEmpty {
                Text("There is no document to export.")
            }
            ForEach(outcomes.indices, id: \.self) { index in
                let outcome = outcomes[index]
                switch outcome.result {
                case .success(let file):
                    Text(verbatim: outcome.name + ", " + ByteCountFormatter.string(fromByteCount: Int64(file.size), countStyle: .file))
                    Link(destination: file.url) { Text(verbatim: "Download " + outcome.name) }
                case .failure(let error):
                    Text(verbatim: "“\(outcome.name)” could not be exported: " + Self.describe(error))
                }
            }
            Button("Done") { done(outcomes) }
            Button("Cancel", role: .cancel) { cancel(outcomes) }
        }
        .navigationTitle(files.count > 1 ? "Export files" : "Export a file")
    }

    /// An error in words: its localized description when it has one, else as it describes itself.
    static func describe(_ error: any Error) -> String {
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }

    /// Hands the app the files' URLs (or the first file's error), and dismisses.
    func done(_ outcomes: [ExportOutcome]) {
        isPresented.wrappedValue = false
        guard !outcomes.isEmpty else { return onCancellation() }
        do {
            onCompletion(.success(try outcomes.map { try $0.result.get().url }))
        } catch {
            onCompletion(.failure(error))
        }
    }

    /// Removes the files written for the download (nothing was saved), and dismisses.
    func cancel(_ outcomes: [ExportOutcome]) {
        for case .success(let file) in outcomes.map(\.result) { try? Foundation.FileManager.default.removeItem(at: file.url) }
        isPresented.wrappedValue = false
        onCancellation()
    }
}
