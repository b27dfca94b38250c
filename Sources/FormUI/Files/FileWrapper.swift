import Foundation

#if !canImport(Darwin)
/// A file or a directory of files in memory, as Foundation has it on Apple's systems: what a
/// ``FileDocument`` is written as and read from. (Foundation on Linux has none; on Apple's systems
/// Foundation's own is the one apps get.)
open class FileWrapper: @unchecked Sendable {
    private var contents: Data?
    private var children: [String: FileWrapper]?

    /// The name the file is saved under when nothing else names it.
    open var preferredFilename: String?
    /// The name the file has in its directory, or was read with.
    open var filename: String?

    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A directory of `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        var children: [String: FileWrapper] = [:]
        for (name, child) in childrenByPreferredName {
            if child.preferredFilename == nil { child.preferredFilename = name }
            child.filename = name
            children[name] = child
        }
        self.children = children
    }

    open var isRegularFile: Bool { contents != nil }
    open var isDirectory: Bool { children != nil }
    /// A regular file's bytes; nil for a directory.
    open var regularFileContents: Data? { contents }
    /// A directory's files by their names; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds a regular file of `data` to this directory, and returns the name it got: its preferred
    /// name, or that name with a number when another file has it.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Adds `child` to this directory under its preferred name (made unique), and returns that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        precondition(isDirectory, "addFileWrapper(_:) is for a directory's FileWrapper")
        let preferred = child.preferredFilename ?? "Untitled"
        var name = preferred
        var number = 2
        while children?[name] != nil {
            name = "\(number) \(preferred)"
            number += 1
        }
        child.filename = name
        children?[name] = child
        return name
    }
}
#endif
