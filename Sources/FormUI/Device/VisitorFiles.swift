import Foundation
import Locking

/// The files a device keeps for its app: its documents, application support and caches directories.
///
/// On a phone they belong to the one person holding it; on a server, Foundation's are the server
/// account's, one for every visitor. FormUI's `FileManager` takes Foundation's place for code that imports
/// SwiftUI (or FormUI): while a visitor's page is evaluated or one of its actions runs, those directories
/// are the **visitor's own**, and what the app leaves in them is kept **in the visitor's session**, beside
/// their `UserDefaults`: in the configured session store (memory, SQLite, PostgreSQL), as durable as the
/// store, and gone when the session expires.
///
/// - How: the directories are real ones, under the system's temporary directory, one per visitor, named
///   by an id kept in their session (so a URL the app keeps in a model stays valid). Before each
///   evaluation and post of a visitor who has files, their session's files are written there (when the
///   directory is not already as the session has it); after it, what the directory holds is read back
///   into the session. An app that never asks for these directories costs nothing.
/// - Limits: a visitor's files are kept up to 4 MiB in all. Past it, what the app wrote is not
///   kept, and the server's log says so (naming the directory and the size), as loudly as it can for a
///   write the app has already made.
/// - Outside any visitor's request (while the app starts), the directories are the server's own, as in
///   Foundation.
// Sendable: no stored state of its own; the visitor's files are their session's, touched by one
// evaluation at a time.
open class FileManager: Foundation.FileManager, @unchecked Sendable {
    private static let visitorsManager = FileManager()

    /// The file manager whose app directories are the visitor's while their request is answered.
    open override class var `default`: FileManager { visitorsManager }

    open override func urls(for directory: Foundation.FileManager.SearchPathDirectory, in domainMask: Foundation.FileManager.SearchPathDomainMask) -> [URL] {
        if domainMask.contains(.userDomainMask), let url = VisitorFiles.directory(directory) { return [url] }
        return super.urls(for: directory, in: domainMask)
    }
}

extension URL {
    /// The visitor's documents directory while their request is answered (see ``FileManager``).
    public static var documentsDirectory: URL {
        VisitorFiles.directory(.documentDirectory) ?? Foundation.FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }

    /// The visitor's application support directory while their request is answered.
    public static var applicationSupportDirectory: URL {
        VisitorFiles.directory(.applicationSupportDirectory) ?? Foundation.FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    }

    /// The visitor's caches directory while their request is answered.
    public static var cachesDirectory: URL {
        VisitorFiles.directory(.cachesDirectory) ?? Foundation.FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }
}

/// Where each visitor's app directories are, and the moving of their files between the session and the
/// disk (see ``FileManager``).
enum VisitorFiles {
    /// The most a visitor's files are kept to, in bytes, all files together.
    static let byteLimit = 4 << 20

    /// The session value naming the visitor's directory; the files are the values under ``filePrefix``
    /// (the separator keeps them out of `UserDefaults`' own keys).
    static let idKey = DeviceRequest.idKey
    static let filePrefix = "\u{1F}files\u{1F}/"

    /// The directories of every visitor, under the system's temporary directory.
    static let root = Foundation.FileManager.default.temporaryDirectory.appendingPathComponent("formui-visitor-files-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    /// What each visitor's directory on this process's disk holds: the session's files as last written
    /// there or read back, by directory id; a directory whose session has other files is written again.
    private static let onDisk = Locked<[String: [String: Data]]>([:])

    /// The app directories a visitor has, by the name of their folder.
    private static func folder(_ directory: Foundation.FileManager.SearchPathDirectory) -> String? {
        switch directory {
        case .documentDirectory: "Documents"
        case .applicationSupportDirectory: "Library/Application Support"
        case .cachesDirectory: "Library/Caches"
        default: nil
        }
    }

    /// The visitor's `directory`, made now if need be; nil outside a visitor's request or for a
    /// directory a device does not give an app.
    static func directory(_ directory: Foundation.FileManager.SearchPathDirectory) -> URL? {
        guard let page = VisitorDevice.page, let folder = folder(directory) else { return nil }
        let base = home(of: page)
        let url = base.appendingPathComponent(folder, isDirectory: true)
        try? Foundation.FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The visitor's home: their id made and kept in their session the first time, their files written
    /// there when the directory does not hold them.
    private static func home(of page: PageState) -> URL {
        let id: String
        if let kept = page.sessionValues.values[idKey] as? String {
            id = kept
        } else {
            id = UUID().uuidString.lowercased()
            page.writeSessionValue(id, for: idKey)
        }
        let url = root.appendingPathComponent(id, isDirectory: true)
        restore(page, id: id, at: url)
        return url
    }

    /// Before a visitor's page is evaluated: their files on the disk, if they have any.
    static func prepare(_ page: PageState) {
        guard page.sessionValues.values[idKey] != nil else { return }
        _ = home(of: page)
    }

    /// The session's files, written to the visitor's directory unless it already holds them.
    private static func restore(_ page: PageState, id: String, at url: URL) {
        let files = sessionFiles(of: page)
        // What this process wrote last, if the directory is still there (a temporary directory may be
        // cleaned while the server runs).
        if onDisk.withLock({ $0[id] }) == files, Foundation.FileManager.default.fileExists(atPath: url.path) { return }
        let manager = Foundation.FileManager.default
        try? manager.removeItem(at: url)
        try? manager.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, data) in files {
            let file = url.appendingPathComponent(path)
            try? manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: file)
        }
        onDisk.withLock { $0[id] = files }
    }

    /// After a visitor's page was evaluated or posted to: what their directory holds, kept in their
    /// session (new and changed files written, removed ones removed).
    static func keep(_ page: PageState) {
        guard let id = page.sessionValues.values[idKey] as? String else { return }
        let url = root.appendingPathComponent(id, isDirectory: true)
        let found = read(url)
        let before = sessionFiles(of: page)
        guard found != before else { return }
        let size = found.values.reduce(0) { $0 + $1.count }
        guard size <= byteLimit else {
            // FormUI's core has no logger of its own: the server's standard error is its log.
            FileHandle.standardError.write(Data("FormUI: a visitor's app files (\(url.path)) hold \(size) bytes, more than the \(byteLimit) FormUI keeps in a session: what the app wrote there is not kept. Keep large data in a database, or shared by everyone in a directory of the app's own.\n".utf8))
            return
        }
        for (path, data) in found where before[path] != data { page.writeSessionValue(data, for: filePrefix + path) }
        for path in before.keys where found[path] == nil { page.removeSessionValue(for: filePrefix + path) }
        onDisk.withLock { $0[id] = found }
    }

    /// The files kept in the visitor's session, by their path in their home.
    private static func sessionFiles(of page: PageState) -> [String: Data] {
        var files: [String: Data] = [:]
        for (key, value) in page.sessionValues.values where key.hasPrefix(filePrefix) {
            let path = String(key.dropFirst(filePrefix.count))
            if let data = value as? Data {
                files[path] = data
            } else if let stored = value as? StoredValue, let data = ValueCoding.decode(stored, as: Data.self) {
                // A session loaded from a store keeps its values encoded until read.
                page.sessionValues.values[key] = data
                files[path] = data
            }
        }
        return files
    }

    /// The regular files under `url`, by their path below it.
    private static func read(_ url: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = url.standardizedFileURL.path
        guard let walker = Foundation.FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let file as URL in walker {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = try? Data(contentsOf: file) else { continue }
            var path = file.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            path.removeFirst(base.count)
            while path.hasPrefix("/") { path.removeFirst() }
            files[path] = data
        }
        return files
    }
}
