/// Whose rows a context reads and writes.
enum RowOwner {
    /// One owner's: a visitor's device id, or empty for the rows everyone shares.
    case one(String)
    /// Every owner's: the context a migration stage's `willMigrate` and `didMigrate` are given, which
    /// acts on all the rows of the store.
    case all

    /// The condition a statement's rows meet: `"_owner" = ?`, qualified with `table` when given.
    func condition(_ table: String? = nil) -> SQLFragment {
        switch self {
        case .one(let owner): SQLFragment((table.map { $0 + "." } ?? "") + "\"_owner\" = ?", [.text(owner)])
        case .all: SQLFragment("1 = 1")
        }
    }

    /// The owner of a row inserted for it (a migration's new rows are everyone's).
    var ownerOfNewRows: String {
        switch self {
        case .one(let owner): owner
        case .all: ""
        }
    }
}
