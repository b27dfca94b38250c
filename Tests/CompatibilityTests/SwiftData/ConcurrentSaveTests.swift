import Foundation
import SwiftData
import Testing

@Model
final class SharedCounter {
    var name: String
    var count: Int

    init(name: String, count: Int = 0) {
        self.name = name
        self.count = count
    }
}

/// Saves of one shared row from contexts that read it at the same time: an update applies only to the
/// version it read, so a save that would overwrite another's change is a conflict (nothing saved)
/// instead, and no acknowledged save is lost.
@Suite(.serialized) struct ConcurrentSaveTests {
    @Test func aRowChangedSinceItWasReadIsAConflictNotOverwritten() throws {
        let container = try ModelContainer(for: SharedCounter.self, configurations: ModelConfiguration("counter-conflict", isStoredInMemoryOnly: true, sharing: .everyone))
        let seed = ModelContext(container)
        seed.insert(SharedCounter(name: "visits"))
        try seed.save()

        let first = ModelContext(container)
        let second = ModelContext(container)
        let a = try #require(try first.fetch(FetchDescriptor<SharedCounter>()).first)
        let b = try #require(try second.fetch(FetchDescriptor<SharedCounter>()).first)
        a.count = 5
        try first.save()
        b.count = 1
        #expect { try second.save() } throws: { ($0 as? SwiftDataError)?.code == .conflict }
        #expect(try ModelContext(container).fetch(FetchDescriptor<SharedCounter>()).first?.count == 5, "the first save stands")

        // Read again, the row saves.
        second.rollback()
        let fresh = try #require(try second.fetch(FetchDescriptor<SharedCounter>()).first)
        #expect(fresh.count == 5)
        fresh.count += 1
        try second.save()
        a.count += 10
        #expect { try first.save() } throws: { ($0 as? SwiftDataError)?.code == .conflict }
        #expect(try ModelContext(container).fetch(FetchDescriptor<SharedCounter>()).first?.count == 6)
    }

    /// Two connections to one SQLite file (as two processes have), 150 increments each, interleaved:
    /// the row ends at exactly the number of saves that were acknowledged.
    @Test func interleavedSavesToOneRowLoseNothingAcknowledged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formui-counter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.sqlite")
        // The same file by two spellings: two stores, two connections.
        let containers = try [file, directory.appendingPathComponent(".").appendingPathComponent("data.sqlite")].map { url in
            try ModelContainer(for: SharedCounter.self, configurations: ModelConfiguration(url: url, sharing: .everyone))
        }
        let seed = ModelContext(containers[0])
        seed.insert(SharedCounter(name: "visits"))
        try seed.save()

        let acknowledged = Locked(0)
        let conflicts = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in 0..<150 {
                let context = ModelContext(containers[worker])
                guard let counter = try? context.fetch(FetchDescriptor<SharedCounter>()).first else { continue }
                counter.count += 1
                do {
                    try context.save()
                    acknowledged.withLock { $0 += 1 }
                } catch {
                    conflicts.withLock { $0 += 1 }
                }
            }
        }
        let stored = try #require(try ModelContext(containers[0]).fetch(FetchDescriptor<SharedCounter>()).first)
        #expect(stored.count == acknowledged.withLock { $0 }, "every acknowledged save is in the row, and nothing else")
        #expect(acknowledged.withLock { $0 } + conflicts.withLock { $0 } == 300)
    }
}

/// A value shared by the workers of a test, under a lock.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
