import FormUITesting
import Foundation
import Testing

/// Recipes and tags, a many-to-many relationship kept with SwiftData: `TaggedRecipe.tags` is a plain
/// array of `RecipeTag`, and `RecipeTag.recipes` is `@Relationship(inverse: \TaggedRecipe.tags)`. The
/// recipe screen toggles each tag with a `Binding` that appends to or removes from `recipe.tags`; a tag's
/// screen lists `tag.recipes` (the other side, kept by SwiftData); the home screen badges each tag with
/// its recipe count. Deleting either side takes it out of the other's array (`.nullify`, the default).
///
/// Until FormUI's SwiftData keeps relationships, the tests that use them fail: these are the acceptance
/// tests for that work.
@Suite struct RecipeTagsTests {
    private func newTester() -> ViewTester { ViewTester(app: RecipeTagsApp.self) }

    private func recipes(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    /// The tag summary under each recipe's name.
    private func summaries(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-caption") == true }).map(\.text)
    }

    /// Each tag's row on the home screen with its badge, as "#breakfast2" ("#breakfast" for none: a
    /// badge of zero is not shown).
    private func tagRows(_ tester: ViewTester) -> [String] {
        guard let section = tester.document().elements(where: { $0.tag == "fieldset" }).first(where: {
            $0.childElements.first?.text == "Tags"
        }) else { return [] }
        return section.descendants.filter { $0.tag == "a" }.map { $0.text.replacingOccurrences(of: "›", with: "") }
    }

    /// The recipes listed on a tag's screen, reached by its link on the home screen. (The link's address
    /// is not the tag's name: `Text("#\(tag.name)")` is an interpolation, which FormUI leaves out of
    /// addresses so that they stay put while labels change.)
    private func tagged(_ tag: String, in tester: ViewTester) -> [String] {
        tester.navigate()
        let link = tester.document().elements(where: { $0.tag == "a" && $0.text.hasPrefix("#\(tag)") }).first
        guard let href = link?.attributes["href"] else { return ["no link to #\(tag)"] }
        tester.navigate(to: String(href.dropFirst()))
        defer { tester.navigate() }
        return tester.document().elements(where: { $0.tag == "li" }).map(\.text)
    }

    private func add(_ tester: ViewTester, recipes: [String] = [], tags: [String] = []) throws {
        for recipe in recipes { try tester.press("Add Recipe", with: ["new-recipe": recipe]) }
        for tag in tags { try tester.press("Add Tag", with: ["new-tag": tag]) }
    }

    private func tag(_ recipe: String, with tags: [String], in tester: ViewTester, on: Bool = true) throws {
        tester.navigate(to: recipe)
        for tag in tags { try tester.post([tag: on ? "on" : "off"]) }
        tester.navigate()
    }

    @Test func anEmptyCookbook() throws {
        let tester = newTester()
        #expect(tester.title == "Recipes")
        #expect(tester.document().elements(where: { $0.tag == "legend" }).map(\.text) == ["Recipes", "Tags"])
        #expect(recipes(tester).isEmpty)
        #expect(tagRows(tester).isEmpty)
        #expect(tester.control(labelled: "Add Recipe")?.disabled == true)
    }

    @Test func recipesAndTagsAreAddedUntagged() throws {
        let tester = newTester()
        try add(tester, recipes: ["Pancakes", "Omelette"], tags: ["Breakfast", "quick"])
        #expect(recipes(tester) == ["Omelette", "Pancakes"])
        #expect(summaries(tester) == ["No tags", "No tags"], "an empty to-many array")
        #expect(tagRows(tester) == ["#breakfast", "#quick"])
        #expect(tester.control("new-recipe")?.value == "")
    }

    @Test func togglingATagAddsTheRecipeToTheTag() throws {
        let tester = newTester()
        try add(tester, recipes: ["Pancakes", "Omelette"], tags: ["breakfast", "quick", "sweet"])

        tester.navigate(to: "pancakes")
        #expect(tester.isFound)
        #expect(tester.title == "Pancakes")
        #expect(tester.controls.filter { $0.kind == "toggle" }.compactMap(\.name) == ["breakfast", "quick", "sweet"])
        #expect(tester.control("breakfast")?.value == "off")
        try tester.post(["breakfast": "on"])
        try tester.post(["sweet": "on"])
        #expect(tester.control("breakfast")?.value == "on", "recipe.tags.contains(tag), read back")
        #expect(tester.control("quick")?.value == "off")
        #expect(tester.document().text.contains("breakfast, sweet"))

        tester.navigate()
        #expect(summaries(tester) == ["No tags", "breakfast, sweet"])
        #expect(tagRows(tester) == ["#breakfast1", "#quick", "#sweet1"], "the inverse, tag.recipes, holds the recipe")
    }

    @Test func aTagsScreenListsItsRecipes() throws {
        let tester = newTester()
        try add(tester, recipes: ["Pancakes", "Omelette", "Porridge"], tags: ["breakfast", "quick", "dinner"])
        try tag("pancakes", with: ["breakfast"], in: tester)
        try tag("omelette", with: ["breakfast", "quick", "dinner"], in: tester)
        try tag("porridge", with: ["breakfast", "quick"], in: tester)

        #expect(tagged("breakfast", in: tester) == ["Omelette", "Pancakes", "Porridge"])
        #expect(tagged("quick", in: tester) == ["Omelette", "Porridge"])
        #expect(tagged("dinner", in: tester) == ["Omelette"])
        #expect(tagRows(tester) == ["#breakfast3", "#dinner1", "#quick2"])
        #expect(summaries(tester) == ["breakfast, dinner, quick", "breakfast", "breakfast, quick"])

        try tag("omelette", with: ["dinner"], in: tester, on: false)
        #expect(tagged("dinner", in: tester).first?.contains("No recipes tagged #dinner") == true, "untoggled on the recipe, gone from the tag")
        #expect(tagged("breakfast", in: tester) == ["Omelette", "Pancakes", "Porridge"])
    }

    @Test func deletingEitherSideTakesItOutOfTheOther() throws {
        let tester = newTester()
        try add(tester, recipes: ["Pancakes", "Omelette"], tags: ["breakfast", "quick"])
        try tag("pancakes", with: ["breakfast"], in: tester)
        try tag("omelette", with: ["breakfast", "quick"], in: tester)

        try tester.press("Delete row 1")
        #expect(recipes(tester) == ["Pancakes"], "the omelette is deleted")
        #expect(tagRows(tester) == ["#breakfast1", "#quick"])
        #expect(tagged("breakfast", in: tester) == ["Pancakes"])

        // Each ForEach numbers its own rows: the tags' first row is the page's second "Delete row 1".
        let rows = tester.controls.filter { $0.kind == "row-actions" }
        #expect(rows.map(\.label) == ["Row 1", "Row 1", "Row 2"], "one recipe and two tags")
        try tester.perform(action: try #require(rows[1].actions?.first?.value))
        #expect(tagRows(tester) == ["#quick"], "the breakfast tag is deleted")
        #expect(summaries(tester) == ["No tags"], "and is no longer among the pancakes' tags")
        tester.navigate(to: "pancakes")
        #expect(tester.controls.filter { $0.kind == "toggle" }.compactMap(\.name) == ["quick"])
    }

    @Test func eachVisitorHasTheirOwnRecipesAndTags() throws {
        let ada = newTester()
        try add(ada, recipes: ["Pancakes"], tags: ["breakfast"])
        try tag("pancakes", with: ["breakfast"], in: ada)

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            RecipeTagsHome().modelContainer(for: [TaggedRecipe.self, RecipeTag.self])
        }
        #expect(summaries(adaAgain) == ["breakfast"], "the relationship is read back from the visitor's store")
        #expect(tagRows(adaAgain) == ["#breakfast1"])

        let grace = newTester()
        #expect(recipes(grace).isEmpty)
        #expect(tagRows(grace).isEmpty)
        try add(grace, recipes: ["Curry"], tags: ["dinner"])
        try tag("curry", with: ["dinner"], in: grace)
        #expect(tagRows(grace) == ["#dinner1"])
        #expect(tagRows(ada) == ["#breakfast1"])
    }
}
