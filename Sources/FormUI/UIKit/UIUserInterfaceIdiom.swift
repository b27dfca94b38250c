/// The kind of device an app runs on; a page answers `.unspecified` (``UIDevice``).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision
}
