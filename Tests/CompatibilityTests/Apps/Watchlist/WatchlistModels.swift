import Foundation

enum WatchGenre: String, CaseIterable, Identifiable, Codable {
    case action = "Action"
    case comedy = "Comedy"
    case drama = "Drama"
    case sciFi = "Sci-Fi"
    case animation = "Animation"

    var id: String { rawValue }
}

struct WatchMovie: Identifiable, Hashable, Codable {
    let id: Int
    var title: String
    var year: Int
    var genre: WatchGenre
    var rating: Double
    var runtimeMinutes: Int
    var overview: String
    var url: URL
    var isFavourite = false
    var isWatched = false

    var runtimeText: String {
        "\(runtimeMinutes / 60)h \(runtimeMinutes % 60)m"
    }
}

extension WatchMovie {
    static let samples: [WatchMovie] = [
        WatchMovie(
            id: 101, title: "The Lighthouse Keeper", year: 2019, genre: .drama, rating: 7.8, runtimeMinutes: 118,
            overview: "A keeper on a remote island starts to doubt what the lamp is showing him.",
            url: URL(string: "https://www.example.com/movies/lighthouse-keeper")!
        ),
        WatchMovie(
            id: 102, title: "Rocket Garden", year: 2022, genre: .sciFi, rating: 8.1, runtimeMinutes: 131,
            overview: "Botanists on Mars grow the first forest, and it grows back at them.",
            url: URL(string: "https://www.example.com/movies/rocket-garden")!
        ),
        WatchMovie(
            id: 103, title: "Two Left Feet", year: 2016, genre: .comedy, rating: 6.9, runtimeMinutes: 97,
            overview: "A dance teacher who cannot dance takes on a championship team.",
            url: URL(string: "https://www.example.com/movies/two-left-feet")!
        ),
        WatchMovie(
            id: 104, title: "Paper Foxes", year: 2021, genre: .animation, rating: 8.4, runtimeMinutes: 92,
            overview: "Origami animals come to life in a stationery shop after closing time.",
            url: URL(string: "https://www.example.com/movies/paper-foxes")!
        ),
        WatchMovie(
            id: 105, title: "Midnight Convoy", year: 2018, genre: .action, rating: 7.2, runtimeMinutes: 124,
            overview: "Six trucks, one mountain pass and a storm nobody forecast.",
            url: URL(string: "https://www.example.com/movies/midnight-convoy")!
        ),
    ]
}
