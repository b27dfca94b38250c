/// Which assets a ``PhotosPicker`` offers: `.images`, `.videos`, and their combinations.
///
/// A page's file input knows a file by its type alone, so a filter becomes the kinds of file it takes,
/// images and videos: the photo kinds (`.screenshots`, `.panoramas`, `.livePhotos`…) take images, the
/// video kinds (`.slomoVideos`, `.timelapseVideos`…) take videos. `.not(.images)` takes videos; `.not` of
/// a photo or video kind leaves its media as they are, since no file says it is a screenshot.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    indirect enum Rule: Equatable, Hashable, Sendable {
        case kind(String, Media)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    /// The media a file input can tell apart.
    struct Media: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let images = Media(rawValue: 1)
        static let videos = Media(rawValue: 2)
        static let all: Media = [.images, .videos]
    }

    let rule: Rule

    public static let images = Self(rule: .kind("images", .images))
    public static let videos = Self(rule: .kind("videos", .videos))
    public static let livePhotos = Self(rule: .kind("livePhotos", .images))
    public static let screenshots = Self(rule: .kind("screenshots", .images))
    public static let panoramas = Self(rule: .kind("panoramas", .images))
    public static let bursts = Self(rule: .kind("bursts", .images))
    public static let depthEffectPhotos = Self(rule: .kind("depthEffectPhotos", .images))
    public static let spatialMedia = Self(rule: .kind("spatialMedia", .all))
    public static let screenRecordings = Self(rule: .kind("screenRecordings", .videos))
    public static let slomoVideos = Self(rule: .kind("slomoVideos", .videos))
    public static let timelapseVideos = Self(rule: .kind("timelapseVideos", .videos))
    public static let cinematicVideos = Self(rule: .kind("cinematicVideos", .videos))

    /// Assets that match any of `filters`.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { Self(rule: .any(filters.map(\.rule))) }
    /// Assets that match all of `filters`.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { Self(rule: .all(filters.map(\.rule))) }
    /// Assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { Self(rule: .not(filter.rule)) }

    /// The content types a file input takes for this filter (nil: the picker's default, photos and videos).
    static func contentTypes(for filter: PHPickerFilter?) -> [UTType] {
        let media = filter.map { $0.rule.media } ?? .all
        var types: [UTType] = []
        if media.contains(.images) { types.append(.image) }
        if media.contains(.videos) { types.append(.movie) }
        return types
    }
}

extension PHPickerFilter.Rule {
    var media: PHPickerFilter.Media {
        switch self {
        case .kind(_, let media): media
        case .any(let rules): rules.reduce([]) { $0.union($1.media) }
        case .all(let rules): rules.reduce(.all) { $0.intersection($1.media) }
        case .not(let rule) where rule.isBroad: PHPickerFilter.Media.all.subtracting(rule.media)
        case .not: .all
        }
    }

    /// Whether the rule is made of `.images` and `.videos` alone, so that its complement is known.
    var isBroad: Bool {
        switch self {
        case .kind(let name, _): name == "images" || name == "videos"
        case .any(let rules), .all(let rules): rules.allSatisfy(\.isBroad)
        case .not(let rule): rule.isBroad
        }
    }
}
