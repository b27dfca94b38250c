// `import UniformTypeIdentifiers` on a server: `UTType` (`.pdf`, `.image`, `UTType(filenameExtension:)`)
// is FormUI's, as a `fileImporter`'s types are (Package.swift adds this module only on Linux).
@_exported import FormUI
