/// The books every data server puts on its shelf when the shelf is empty, the same for all of them:
/// 1,000 volumes (the titles the measured search finds) and 200 atlases (which it does not), in an order
/// that is not the titles' (a fixed permutation), so that the database sorts for real. Authors carry
/// characters that HTML escapes.
public enum ShelfSeed {
    public struct Book: Sendable {
        public let title: String
        public let author: String
        public let year: Int
    }

    public static let volumes = 1_000
    public static let atlases = 200

    /// What the measured visitor searched for, and what the benchmark's posts add.
    public static let search = "volume"
    public static let postedTitle = "A new book"
    public static let postedAuthor = "Benchmark & Co"

    static let authors = [
        "Ada Byron", "Brontë & Sons", "C. \"Kit\" Marlowe", "Dorothy <Sayers>", "Émile Zola",
        "Frances Burney", "George Eliot", "Hilde Domin", "Italo Calvino", "Jane Austen",
    ]

    public static let books: [Book] = {
        let count = volumes + atlases
        // 601 is prime to 1,200, so i * 601 % 1,200 visits every number once.
        return (0..<count).map { index in
            let number = index * 601 % count
            let title = number < volumes
                ? "Volume " + padded(number + 1) + ": " + words[number % words.count]
                : "Atlas " + padded(number - volumes + 1) + " of the " + words[number % words.count]
            return Book(title: title, author: authors[number % authors.count], year: 1850 + number % 170)
        }
    }()

    static let words = ["Rivers", "Mountains", "Cities", "Letters", "Gardens", "Winters", "Harbours"]

    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
