import Combine
import Foundation

final class WatchlistViewModel: ObservableObject {
    @Published private(set) var movies: [WatchMovie] = []
    @Published var searchText = ""
    @Published var selectedGenre: WatchGenre?
    @Published var showFavouritesOnly = false
    @Published var sortByRating = false

    init(movies: [WatchMovie] = WatchMovie.samples) {
        self.movies = movies
    }

    var filteredMovies: [WatchMovie] {
        var result = movies
        if let genre = selectedGenre {
            result = result.filter { $0.genre == genre }
        }
        if showFavouritesOnly {
            result = result.filter(\.isFavourite)
        }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        if !query.isEmpty {
            result = result.filter { $0.title.localizedCaseInsensitiveContains(query) }
        }
        if sortByRating {
            result.sort { $0.rating > $1.rating }
        }
        return result
    }

    var favouriteCount: Int {
        movies.filter(\.isFavourite).count
    }

    func movie(withID id: WatchMovie.ID) -> WatchMovie? {
        movies.first { $0.id == id }
    }

    func toggleFavourite(_ movie: WatchMovie) {
        guard let index = movies.firstIndex(where: { $0.id == movie.id }) else { return }
        movies[index].isFavourite.toggle()
    }

    func toggleWatched(_ movie: WatchMovie) {
        guard let index = movies.firstIndex(where: { $0.id == movie.id }) else { return }
        movies[index].isWatched.toggle()
    }

    func remove(_ movie: WatchMovie) {
        movies.removeAll { $0.id == movie.id }
    }
}
