import Locking

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Files read by ``StaticFiles``, kept while they do not change: at most 1 MiB each, 32 MiB in all (past
/// that, files are read on every request as before).
final class FileCache: Sendable {
    struct File: Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int
        let modified: timespec
        let body: [UInt8]
        let contentType: String
        /// Strong, from size and modification time.
        let etag: String
        let lastModified: String

        init(info: stat, body: [UInt8], contentType: String) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int(info.st_size)
            modified = info.st_mtim
            self.body = body
            self.contentType = contentType
            etag = "\"\(String(size, radix: 16))-\(String(modified.tv_sec, radix: 16))\(String(modified.tv_nsec / 1000, radix: 16))\""
            lastModified = HTTPDate.format(modified.tv_sec)
        }

        func matches(_ info: stat) -> Bool {
            (info.st_mode & S_IFMT) == S_IFREG && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
                && Int(info.st_size) == size && info.st_mtim.tv_sec == modified.tv_sec && info.st_mtim.tv_nsec == modified.tv_nsec
        }
    }

    private let kept = Locked((files: [String: File](), totalBytes: 0))
    static let fileLimit = 1 << 20
    static let totalLimit = 32 << 20

    /// The file kept for `path`, if `info` (a fresh `stat` of it) shows it unchanged since.
    func file(at path: String, matching info: stat) -> File? {
        kept.withLock { $0.files[path] }.flatMap { $0.matches(info) ? $0 : nil }
    }

    func keep(_ file: File, at path: String) {
        guard file.size <= Self.fileLimit else { return }
        kept.withLock { kept in
            let replaced = kept.files[path]?.size ?? 0
            guard kept.totalBytes - replaced + file.size <= Self.totalLimit else { return }
            kept.files[path] = file
            kept.totalBytes += file.size - replaced
        }
    }
}
