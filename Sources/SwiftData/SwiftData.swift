// `import SwiftData` on a server: an app's model files build unchanged against FormUIData. Apple's
// SwiftData does not exist on Linux, so this module takes its name there (Package.swift adds it only on
// Linux).
@_exported import FormUIData
