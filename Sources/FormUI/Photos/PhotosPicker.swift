/// A button that lets the visitor pick photos or videos from their device: `PhotosPicker("Select a
/// photo", selection: $item, matching: .images)`.
///
/// Pressed, it presents a region over the page (as a sheet is) with a file input that takes the filter's
/// kinds of file (`accept="image/*"`), an Add button and a Cancel button; on a phone, the browser's file
/// input offers the photo library and the camera. Add posts the files with the form
/// (`multipart/form-data`) and puts them in `selection` as ``PhotosPickerItem``s; a file of another kind
/// is a 422 naming the field, and the region stays with the reason. Without JavaScript it works the same.
public struct PhotosPicker<Label: View>: View {
    let selection: PhotosSelection
    let filter: PHPickerFilter?
    let label: Label
    @State private var isPresented = false

    public var body: some View {
        Button { isPresented = true } label: { label }
            .modifier(PhotosPickerPresentation(isPresented: $isPresented, selection: selection, filter: filter))
    }
}

extension PhotosPicker {
    /// Picks one item into `selection`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: .one(selection), filter: filter, label: label())
    }

    /// Picks one item from `photoLibrary` (a server has none: the visitor's files are offered).
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: .one(selection), filter: filter, label: label())
    }

    /// Picks up to `maxSelectionCount` items (nil: any number) into `selection`, replacing what it held.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: .several(selection, max: maxSelectionCount), filter: filter, label: label())
    }

    /// The same, from `photoLibrary`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: .several(selection, max: maxSelectionCount), filter: filter, label: label())
    }
}

extension PhotosPicker where Label == Text {
    /// A picker titled by a localized key: `PhotosPicker("Select a photo", selection: $item)`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: .one(selection), filter: filter, label: Text(titleKey))
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: .one(selection), filter: filter, label: Text(title))
    }

    /// A picker of several items titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: .several(selection, max: maxSelectionCount), filter: filter, label: Text(titleKey))
    }

    /// A picker of several items titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: .several(selection, max: maxSelectionCount), filter: filter, label: Text(title))
    }
}

extension View {
    /// Presents the photos picker while `isPresented` is true (as ``PhotosPicker`` does when pressed).
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .one(selection), filter: filter))
    }

    /// Presents the photos picker for several items while `isPresented` is true.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .several(selection, max: maxSelectionCount), filter: filter))
    }
}

/// Where a picker puts what is picked: one item, or up to a number of them.
enum PhotosSelection {
    case one(Binding<PhotosPickerItem?>)
    case several(Binding<[PhotosPickerItem]>, max: Int?)

    var allowsMultiple: Bool {
        if case .several(_, let max) = self { return max.map { $0 != 1 } ?? true }
        return false
    }

    var maxCount: Int? {
        switch self {
        case .one: 1
        // As PhotosUI reads it: 0 (or less) is no limit.
        case .several(_, let max): max.flatMap { $0 > 0 ? $0 : nil }
        }
    }

    func set(_ items: [PhotosPickerItem]) {
        switch self {
        case .one(let binding): binding.wrappedValue = items.first
        case .several(let binding, _): binding.wrappedValue = items
        }
    }
}

/// The picker's region, presented over the page as a sheet.
struct PhotosPickerPresentation: ViewModifier {
    let isPresented: Binding<Bool>
    let selection: PhotosSelection
    let filter: PHPickerFilter?

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            PhotosPickerPanel(isPresented: isPresented, selection: selection, filter: filter)
        }
    }
}

/// What a photos picker presents: the file input, Add and Cancel.
struct PhotosPickerPanel: View {
    let isPresented: Binding<Bool>
    let selection: PhotosSelection
    let filter: PHPickerFilter?
    @State private var chosen: [PostedFile] = []

    private var noun: (one: String, several: String) {
        let types = PHPickerFilter.contentTypes(for: filter)
        if types == [.image] { return ("photo", "photos") }
        if types == [.movie] { return ("video", "videos") }
        return ("photo or video", "photos or videos")
    }

    var body: some View {
        let noun = noun
        Form {
            FileField(
                label: Text(selection.allowsMultiple ? noun.several.capitalizedFirst : noun.one.capitalizedFirst),
                allowedTypes: PHPickerFilter.contentTypes(for: filter), allowsMultiple: selection.allowsMultiple,
                files: $chosen, maxCount: selection.maxCount, noun: noun)
            Button("Add") { add() }
            Button("Cancel", role: .cancel) {
                chosen = []
                isPresented.wrappedValue = false
            }
        }
        .navigationTitle(selection.allowsMultiple ? "Choose \(noun.several)" : "Choose a \(noun.one)")
    }

    /// Puts the chosen files in the selection and dismisses. Nothing chosen: the region stays, as a
    /// picker stays until something is picked or it is cancelled.
    func add() {
        guard !chosen.isEmpty else { return }
        let items = chosen.map(PhotosPickerItem.init(file:))
        chosen = []
        isPresented.wrappedValue = false
        selection.set(items)
    }
}

extension String {
    /// The string with its first letter capitalised: "photo" → "Photo".
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
