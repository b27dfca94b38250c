import SwiftUI

struct WatchlistRootView: View {
    @StateObject private var viewModel = WatchlistViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.filteredMovies) { movie in
                    NavigationLink {
                        WatchMovieDetailView(movieID: movie.id, viewModel: viewModel)
                    } label: {
                        WatchMovieRow(movie: movie)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            viewModel.toggleFavourite(movie)
                        } label: {
                            Label(movie.isFavourite ? "Unfavourite \(movie.title)" : "Favourite \(movie.title)", systemImage: "star")
                        }
                        .tint(.yellow)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            viewModel.remove(movie)
                        } label: {
                            Label("Remove \(movie.title)", systemImage: "trash")
                        }
                    }
                }
            }
            .overlay {
                if viewModel.filteredMovies.isEmpty {
                    ContentUnavailableView.search(text: viewModel.searchText)
                }
            }
            .searchable(text: $viewModel.searchText, prompt: "Search movies")
            .navigationTitle("Watchlist")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Genre", selection: $viewModel.selectedGenre) {
                            Text("All genres").tag(WatchGenre?.none)
                            ForEach(WatchGenre.allCases) { genre in
                                Text(genre.rawValue).tag(Optional(genre))
                            }
                        }
                        Toggle("Favourites only", isOn: $viewModel.showFavouritesOnly)
                        Toggle("Sort by rating", isOn: $viewModel.sortByRating)
                    } label: {
                        Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .status) {
                    Text("\(viewModel.favouriteCount) favourites")
                        .font(.caption)
                }
            }
        }
    }
}

struct WatchMovieRow: View {
    let movie: WatchMovie

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.indigo.gradient)
                .frame(width: 40, height: 60)
                .overlay {
                    Image(systemName: "film")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(movie.title)
                    .font(.headline)
                Text("\(String(movie.year)) · \(movie.genre.rawValue)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if movie.isFavourite {
                Image(systemName: "star.fill")
                    .foregroundColor(.yellow)
                    .accessibilityLabel("Favourite")
            }
        }
    }
}
