import FormUITesting
import Foundation
import SwiftData
import SwiftUI
import Testing

@Model
final class LinkHabit {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \LinkCheck.habit) var checks: [LinkCheck] = []

    init(name: String) { self.name = name }
}

@Model
final class LinkCheck {
    var note: String
    var habit: LinkHabit?

    init(note: String, habit: LinkHabit? = nil) {
        self.note = note
        self.habit = habit
    }
}

/// A one-to-many relationship with no `inverse:` on either side (SwiftData infers it) and the
/// default delete rule, `.nullify`.
@Model
final class LinkFolder {
    var title: String
    var notes: [LinkNote]?

    init(title: String) { self.title = title }
}

@Model
final class LinkNote {
    var text: String
    var folder: LinkFolder?

    init(text: String) { self.text = text }
}

/// Many-to-many: both sides arrays.
@Model
final class LinkRecipe {
    var name: String
    var tags: [LinkTag] = []

    init(name: String) { self.name = name }
}

@Model
final class LinkTag {
    var label: String
    @Relationship(inverse: \LinkRecipe.tags) var recipes: [LinkRecipe] = []

    init(label: String) { self.label = label }
}

@Model
final class LinkShelf {
    var name: String
    @Relationship(deleteRule: .deny) var boxes: [LinkBox] = []

    init(name: String) { self.name = name }
}

@Model
final class LinkBox {
    var label: String
    var shelf: LinkShelf?

    init(label: String) { self.label = label }
}

private struct HabitBoard: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \LinkHabit.name) private var habits: [LinkHabit]
    @State private var name = ""

    var body: some View {
        Form {
            ForEach(habits) { habit in
                Section(habit.name) {
                    Text("\(habit.checks.count) checks")
                    ForEach(habit.checks) { check in Text("Check: \(check.note) for \(check.habit?.name ?? "none")") }
                    Button("Check in \(habit.name)") {
                        habit.checks.append(LinkCheck(note: "#\(habit.checks.count + 1)"))
                    }
                    Button("Delete \(habit.name)", role: .destructive) { modelContext.delete(habit) }
                }
            }
            TextField("Name", text: $name)
            Button("Add habit") {
                modelContext.insert(LinkHabit(name: name))
                name = ""
            }
        }
    }
}

/// `@Relationship`: to-one columns, to-many arrays read back through the other side's column or a join
/// table, both sides kept in step in memory, related models inserted with their owner, the delete
/// rules, and all of it across requests of one visitor.
@Suite(.serialized) struct RelationshipTests {
    private func container(_ name: String, _ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(name, isStoredInMemoryOnly: true, sharing: .everyone)])
    }

    @Test func appendingToAnArraySetsTheOtherSideAndInsertsTheNewModel() throws {
        let container = try container("links-append", LinkHabit.self, LinkCheck.self)
        let context = ModelContext(container)
        let habit = LinkHabit(name: "Read")
        context.insert(habit)
        let check = LinkCheck(note: "first")
        habit.checks.append(check)
        #expect(check.habit === habit, "the inverse is set in memory")
        #expect(check.modelContext === context, "a model linked to an inserted one is inserted too")
        try context.save()

        let later = ModelContext(container)
        let habits = try later.fetch(FetchDescriptor<LinkHabit>())
        #expect(habits.map(\.name) == ["Read"])
        #expect(habits[0].checks.map(\.note) == ["first"], "read back through the check's habit column")
        #expect(habits[0].checks[0].habit === habits[0], "one object per row")
        let checks = try later.fetch(FetchDescriptor<LinkCheck>())
        #expect(checks.count == 1 && checks[0].habit?.name == "Read")

        // An identifier kept from one context finds the row in another.
        let identifier = checks[0].persistentModelID
        let elsewhere = ModelContext(container)
        
    }

    @Test func settingTheToOneSidePutsTheModelInTheArray() throws {
        let container = try container("links-to-one", LinkHabit.self, LinkCheck.self)
        let first = ModelContext(container)
        let read = LinkHabit(name: "Read")
        let walk = LinkHabit(name: "Walk")
        first.insert(read)
        first.insert(walk)
        // Set in the initializer, then inserted: the habit's array shows it.
        first.insert(LinkCheck(note: "from init", habit: read))
        #expect(read.checks.map(\.note) == ["from init"])
        try first.save()

        let second = ModelContext(container)
        let habits = try second.fetch(FetchDescriptor<LinkHabit>(sortBy: [SortDescriptor(\.name)]))
        let (storedRead, storedWalk) = (habits[0], habits[1])
        let moved = LinkCheck(note: "moved")
        moved.habit = storedRead
        #expect(storedRead.checks.map(\.note) == ["from init", "moved"], "an unloaded array is read with the unsaved link applied")
        #expect(moved.modelContext === second)
        moved.habit = storedWalk
        #expect(storedRead.checks.map(\.note) == ["from init"], "moving it takes it out of the loaded array")
        #expect(storedWalk.checks.map(\.note) == ["moved"])
        storedRead.checks.removeAll()
        try second.save()

        let third = ModelContext(container)
        let checks = try third.fetch(FetchDescriptor<LinkCheck>(sortBy: [SortDescriptor(\.note)]))
        #expect(checks.map(\.note) == ["from init", "moved"])
        #expect(checks[0].habit == nil, "removed from the array: its habit is cleared")
        #expect(checks[1].habit?.name == "Walk")
        #expect(try third.fetchCount(FetchDescriptor<LinkCheck>(predicate: #Predicate { $0.habit == nil })) == 1, "a to-one column tests against nil in SQL")
    }

    @Test func cascadeDeletesTheHeldModels() throws {
        let container = try container("links-cascade", LinkHabit.self, LinkCheck.self)
        let context = ModelContext(container)
        let habit = LinkHabit(name: "Read")
        context.insert(habit)
        habit.checks = [LinkCheck(note: "a"), LinkCheck(note: "b")]
        let other = LinkHabit(name: "Walk")
        context.insert(other)
        other.checks.append(LinkCheck(note: "c"))
        try context.save()

        let later = ModelContext(container)
        let stored = try later.fetch(FetchDescriptor<LinkHabit>(predicate: #Predicate { $0.name == "Read" }))
        later.delete(stored[0])
        #expect(try later.fetch(FetchDescriptor<LinkCheck>()).map(\.note) == ["c"], "gone from fetches at once")
        try later.save()
        let last = ModelContext(container)
        #expect(try last.fetch(FetchDescriptor<LinkCheck>()).map(\.note) == ["c"])
        #expect(try last.fetchCount(FetchDescriptor<LinkHabit>()) == 1)
    }

    @Test func nullifyWithAnInferredInverseKeepsTheHeldModels() throws {
        let container = try container("links-nullify", LinkFolder.self, LinkNote.self)
        let context = ModelContext(container)
        let folder = LinkFolder(title: "Work")
        context.insert(folder)
        let note = LinkNote(text: "Call Sam")
        note.folder = folder
        #expect(folder.notes?.map(\.text) == ["Call Sam"], "the inverse is inferred: the one property pointing back")
        try context.save()

        let later = ModelContext(container)
        let folders = try later.fetch(FetchDescriptor<LinkFolder>())
        #expect(folders[0].notes?.count == 1)
        later.delete(folders[0])
        try later.save()
        let last = ModelContext(container)
        let notes = try last.fetch(FetchDescriptor<LinkNote>())
        #expect(notes.map(\.text) == ["Call Sam"])
        #expect(notes[0].folder == nil)
    }

    @Test func manyToManyIsOneJoinTableForBothSides() throws {
        let container = try container("links-many", LinkRecipe.self, LinkTag.self)
        let context = ModelContext(container)
        let soup = LinkRecipe(name: "Soup")
        let salad = LinkRecipe(name: "Salad")
        let quick = LinkTag(label: "Quick")
        let vegan = LinkTag(label: "Vegan")
        for model in [soup, salad] as [any PersistentModel] { context.insert(model as! LinkRecipe) }
        soup.tags = [quick, vegan]
        salad.tags.append(quick)
        #expect(quick.recipes.map(\.name) == ["Soup", "Salad"])
        #expect(vegan.modelContext === context)
        try context.save()

        let later = ModelContext(container)
        let tags = try later.fetch(FetchDescriptor<LinkTag>(sortBy: [SortDescriptor(\.label)]))
        #expect(tags.map(\.label) == ["Quick", "Vegan"])
        #expect(tags[0].recipes.map(\.name) == ["Soup", "Salad"], "read from the other side of the join table")
        #expect(tags[1].recipes.map(\.name) == ["Soup"])
        let storedSoup = tags[1].recipes[0]
        storedSoup.tags.removeAll { $0.label == "Quick" }
        #expect(tags[0].recipes.map(\.name) == ["Salad"], "the loaded side follows")
        try later.save()

        let last = ModelContext(container)
        let recipes = try last.fetch(FetchDescriptor<LinkRecipe>(sortBy: [SortDescriptor(\.name)]))
        #expect(recipes.map { $0.tags.map(\.label) } == [["Quick"], ["Vegan"]])
        last.delete(try last.fetch(FetchDescriptor<LinkTag>(predicate: #Predicate { $0.label == "Vegan" }))[0])
        try last.save()
        let after = ModelContext(container)
        #expect(try after.fetch(FetchDescriptor<LinkRecipe>(sortBy: [SortDescriptor(\.name)])).map(\.tags.count) == [1, 0], "a deleted tag's pairs go with it")
    }

    @Test func denyRefusesTheDeleteWhileTheArrayHoldsModels() throws {
        let container = try container("links-deny", LinkShelf.self, LinkBox.self)
        let context = ModelContext(container)
        let shelf = LinkShelf(name: "Top")
        context.insert(shelf)
        shelf.boxes.append(LinkBox(label: "Cables"))
        try context.save()

        let later = ModelContext(container)
        let stored = try later.fetch(FetchDescriptor<LinkShelf>())[0]
        later.delete(stored)
        #expect { try later.save() } throws: { ($0 as? SwiftDataError)?.code == .deleteDenied }
        later.rollback()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<LinkShelf>()) == 1, "nothing was deleted")
    }

    @Test func aVisitorsPostsBuildRelationshipsThatLaterPagesRead() throws {
        let visitor = ViewTester { HabitBoard().modelContainer(for: LinkHabit.self, inMemory: true) }
        try visitor.press("Add habit", with: ["name": "Read"])
        try visitor.press("Add habit", with: ["name": "Walk"])
        try visitor.press("Check in Read")
        try visitor.press("Check in Read")
        try visitor.press("Check in Walk")
        var text = visitor.document().text
        #expect(text.contains("Check: #1 for Read") && text.contains("Check: #2 for Read"))
        #expect(text.contains("Check: #1 for Walk"))
        #expect(text.contains("2 checks") && text.contains("1 checks"))

        let other = ViewTester { HabitBoard().modelContainer(for: LinkHabit.self, inMemory: true) }
        #expect(!other.document().text.contains("Read"), "another visitor's rows are their own")

        try visitor.press("Delete Read")
        text = visitor.document().text
        #expect(!text.contains("for Read"))
        #expect(text.contains("Check: #1 for Walk"))
    }
}
