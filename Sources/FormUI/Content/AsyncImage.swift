import Foundation

/// An image loaded from a URL. The server does not load it: the browser does, so the page shows the
/// image as the content closure draws it (`phase` is `.success` with the image), and a URL that is not
/// `http` or `https` shows the placeholder.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        content(Self.phase(for: url))
    }

    static func phase(for url: URL?) -> AsyncImagePhase {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return .empty }
        return .success(Image(remote: url))
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, ProgressView<EmptyView, EmptyView>> {
    public init(url: URL?, scale: Double = 1) {
        self.init(url: url, content: { (phase: AsyncImagePhase) in
            if let image = phase.image { image } else { ProgressView() }
        })
    }
}

extension AsyncImage {
    public init<I: View, P: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, content: { (phase: AsyncImagePhase) in
            if let image = phase.image { content(image) } else { placeholder() }
        })
    }
}

/// Where an ``AsyncImage`` is in loading its image. On a page it is `.success` for a web address (the
/// browser loads it) and `.empty` otherwise.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension Image {
    init(remote url: URL) {
        source = .remote(url)
    }
}
