// `import PhotosUI` on a server: `PhotosPicker`, `PhotosPickerItem` and `PHPickerFilter` are FormUI's, a
// file input that takes photos and videos (Package.swift adds this module only on Linux).
@_exported import FormUI
