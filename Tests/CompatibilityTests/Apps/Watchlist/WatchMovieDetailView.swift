import SwiftUI

struct WatchMovieDetailView: View {
    let movieID: WatchMovie.ID
    @ObservedObject var viewModel: WatchlistViewModel

    var body: some View {
        if let movie = viewModel.movie(withID: movieID) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack(alignment: .top) {
                        VStack(alignment: .leading) {
                            Text(movie.title)
                                .font(.largeTitle.bold())
                            Text("\(String(movie.year)) · \(movie.genre.rawValue) · \(movie.runtimeText)")
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(movie.rating, format: .number.precision(.fractionLength(1)))
                            .font(.title2.bold())
                            .padding(8)
                            .background(.yellow.opacity(0.3), in: .capsule)
                    }

                    Text(movie.overview)

                    HStack {
                        Button {
                            viewModel.toggleFavourite(movie)
                        } label: {
                            Label(movie.isFavourite ? "Remove from favourites" : "Add to favourites",
                                  systemImage: movie.isFavourite ? "star.fill" : "star")
                        }
                        .buttonStyle(.bordered)

                        Button(movie.isWatched ? "Mark as unwatched" : "Mark as watched") {
                            viewModel.toggleWatched(movie)
                        }
                        .buttonStyle(.borderedProminent)
                    }

                    if movie.isWatched {
                        Label("Watched", systemImage: "checkmark.seal.fill")
                            .foregroundStyle(.green)
                    }

                    Link(destination: movie.url) {
                        Label("More about this film", systemImage: "safari")
                    }
                }
                .padding()
            }
            .navigationTitle(movie.title)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            ContentUnavailableView("Movie removed", systemImage: "film")
        }
    }
}
