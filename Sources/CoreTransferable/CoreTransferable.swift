// `import CoreTransferable` on a server: `Transferable`, `DataRepresentation` and the rest are FormUI's,
// what `PhotosPickerItem.loadTransferable(type:)` loads (Package.swift adds this module only on Linux).
@_exported import FormUI
