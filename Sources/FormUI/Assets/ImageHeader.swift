/// What the first bytes of an image file say: its format (as a media type a browser shows in an `<img>`)
/// and, for PNG, GIF and JPEG, its size in pixels. Used to give a catalogue image its point size (pixels
/// divided by its scale) and to show `UIImage(data:)`'s bytes only when a browser can.
struct ImageHeader: Equatable, Sendable {
    /// `image/png`, `image/jpeg`, `image/gif`, `image/webp`, `image/avif`, `image/svg+xml`, `image/bmp`,
    /// `image/x-icon`.
    let mediaType: String
    /// Width and height in pixels, when the format says them in its first bytes (PNG, GIF, JPEG).
    let pixelSize: (width: Int, height: Int)?

    static func == (a: ImageHeader, b: ImageHeader) -> Bool {
        a.mediaType == b.mediaType && a.pixelSize?.width == b.pixelSize?.width && a.pixelSize?.height == b.pixelSize?.height
    }

    /// The media types a catalogue's files are served as, by extension; a browser shows each in an `<img>`.
    /// A PDF (a vector image set) is not among them: a browser does not draw one in an `<img>`.
    static let mediaTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "avif": "image/avif", "svg": "image/svg+xml", "bmp": "image/bmp", "ico": "image/x-icon",
    ]

    /// Reads the header of `bytes`; nil when they are not an image a browser shows.
    static func read(_ bytes: some Collection<UInt8>) -> ImageHeader? {
        let head = Array(bytes.prefix(64 * 1024))
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: its width and height, big-endian, at bytes 16 and 20.
            guard head.count >= 24, starts(with: Array("IHDR".utf8), at: 12) else { return ImageHeader(mediaType: "image/png", pixelSize: nil) }
            return ImageHeader(mediaType: "image/png", pixelSize: (bigEndian(head, 16, 4), bigEndian(head, 20, 4)))
        }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            guard head.count >= 10 else { return ImageHeader(mediaType: "image/gif", pixelSize: nil) }
            return ImageHeader(mediaType: "image/gif", pixelSize: (Int(head[6]) | Int(head[7]) << 8, Int(head[8]) | Int(head[9]) << 8))
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            return ImageHeader(mediaType: "image/jpeg", pixelSize: jpegSize(head))
        }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) {
            return ImageHeader(mediaType: "image/webp", pixelSize: nil)
        }
        if starts(with: Array("ftypavif".utf8), at: 4) || starts(with: Array("ftypavis".utf8), at: 4) {
            return ImageHeader(mediaType: "image/avif", pixelSize: nil)
        }
        if starts(with: Array("BM".utf8)) { return ImageHeader(mediaType: "image/bmp", pixelSize: nil) }
        if starts(with: [0, 0, 1, 0]) { return ImageHeader(mediaType: "image/x-icon", pixelSize: nil) }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A JPEG's size: the first start-of-frame marker's height and width, found by walking the segments.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2))
            }
            let length = bigEndian(bytes, offset + 2, 2)
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}
