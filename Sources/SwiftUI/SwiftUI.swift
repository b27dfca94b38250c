// `import SwiftUI` on a server: an app's files build unchanged against FormUI. Apple's SwiftUI does not
// exist on Linux, so this module takes its name there (Package.swift adds it only on Linux) and brings in
// FormUI, which brings in Foundation, Observation and Combine's part as SwiftUI does, and FormUIServer,
// whose `App.main()` serves an app declared `@main struct …: App`. On a device, Foundation carries
// `URLSession` and `URLRequest`; on Linux they are in FoundationNetworking (which needs libcurl, as the
// toolchain's own does), brought in here so that an app's network code builds as it is.
@_exported import FormUI
@_exported import FormUIServer
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
