import FormUITesting
import Testing

/// The recipe box: a segmented category filter, value links to a detail screen that scales its
/// ingredients with a stepper, and an editor sheet whose ingredient rows are `ForEach($draft.ingredients)`.
@Suite struct RecipeBoxTests {
    private func linkTargets(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    private func ingredientNames(_ tester: ViewTester) -> [String] {
        tester.controls.filter { $0.label == "Ingredient" }.compactMap(\.value)
    }

    @Test func theCategoryPickerFiltersTheRecipes() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        #expect(tester.title == "Recipe Box")
        #expect(tester.control("category")?.style == "segmented")
        #expect(tester.control("category")?.value == "none")
        #expect(linkTargets(tester) == ["/overnight-oats", "/tomato-soup", "/lemon-drizzle-cake"])

        try tester.post(["category": "dessert"])
        #expect(linkTargets(tester) == ["/lemon-drizzle-cake"])
        try tester.post(["category": "dinner"])
        #expect(linkTargets(tester).isEmpty)
        #expect(tester.document().text.contains("No Recipes"))
        #expect(tester.document().text.contains("Nothing in this category yet."))
        try tester.post(["category": "none"])
        #expect(linkTargets(tester).count == 3)
    }

    @Test func theDetailScalesItsIngredientsWithTheServingsStepper() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        tester.navigate(to: "tomato-soup")
        #expect(tester.isFound)
        #expect(tester.title == "Tomato Soup")
        var text = tester.document().text
        #expect(text.contains("8 tomatoes"))
        #expect(text.contains("1 l stock"))
        #expect(tester.control("serves")?.value == "4")

        try tester.perform(action: "serves.decrement")
        try tester.perform(action: "serves.decrement")
        #expect(tester.control("serves")?.value == "2")
        text = tester.document().text
        #expect(text.contains("4 tomatoes"))
        #expect(text.contains("0.5 onion"))
        #expect(text.contains("0.5 l stock"))

        // Another recipe's detail has servings of its own.
        tester.navigate(to: "overnight-oats")
        #expect(tester.control("serves")?.value == "2")
        #expect(tester.document().text.contains("100 g rolled oats"))
    }

    private func favourites(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: {
            $0.tag == "a" && $0.attributes["class"] == "push-link" && $0.description.contains("heart.fill")
        }).compactMap { $0.attributes["href"] }
    }

    @Test func favouritesShowOnTheList() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        #expect(favourites(tester) == ["/lemon-drizzle-cake"])
        tester.navigate(to: "overnight-oats")
        try tester.press("Add Favorite")
        #expect(tester.control(labelled: "Remove Favorite") != nil)
        tester.navigate()
        #expect(favourites(tester) == ["/overnight-oats", "/lemon-drizzle-cake"])
    }

    @Test func theEditorEditsIngredientRowsThroughBindings() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        tester.navigate(to: "tomato-soup")
        try tester.press("Edit")
        #expect(tester.html().contains(">Tomato Soup</h2>"), "the sheet is titled by the draft's name")
        #expect(ingredientNames(tester) == ["tomatoes", "onion", "stock"])

        // Delete the onion row, add a row and fill it in.
        let deletes = tester.controls.filter { $0.kind == "row-actions" }
        #expect(deletes.count == 3)
        try tester.perform(action: try #require(deletes[1].actions?.first?.value))
        #expect(ingredientNames(tester) == ["tomatoes", "stock"])
        try tester.press("Add Ingredient")
        let names = tester.controls.filter { $0.label == "Ingredient" }
        let amounts = tester.controls.filter { $0.label == "Amount" }
        #expect(names.count == 3)
        try tester.post([
            (try #require(names.last?.name), "basil leaves"),
            (try #require(amounts.last?.name), "12"),
            (try #require(amounts.first?.name), "6"),
        ])
        #expect(ingredientNames(tester) == ["tomatoes", "stock", "basil leaves"])
        #expect(amounts.first.flatMap { tester.control($0.name!)?.value } == "6")
        try tester.press("Save")

        #expect(!tester.html().contains("role=\"dialog\""))
        let text = tester.document().text
        #expect(text.contains("6 tomatoes"))
        #expect(text.contains("12 basil leaves"))
        #expect(!text.contains("1 onion"))
    }

    @Test func anAmountThatIsNotANumberIsRefused() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        tester.navigate(to: "overnight-oats")
        try tester.press("Edit")
        let amount = try #require(tester.controls.first { $0.label == "Amount" }?.name)
        #expect(tester.control(amount)?.value == "100")
        let error = #expect(throws: SubmissionError.self) { try tester.post([(amount, "lots")]) }
        #expect(error?.problems.first?.name == amount)
        #expect(tester.control(amount)?.value == "100")
    }

    @Test func renamingARecipeOnItsDetailKeepsTheDetailShown() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        tester.navigate(to: "tomato-soup")
        try tester.press("Edit")
        try tester.post(["name": "Roast Tomato Soup"])
        try tester.press("Save")
        // On a device the pushed detail stays on screen and shows the new name: the post answers with the
        // detail's new address, found by the link's identity (the recipe's id).
        #expect(tester.isFound)
        #expect(tester.title == "Roast Tomato Soup")
        #expect(tester.navigationPath == ["roast-tomato-soup"])
        tester.navigate()
        #expect(linkTargets(tester).contains("/roast-tomato-soup"))
        tester.navigate(to: "roast-tomato-soup")
        #expect(tester.title == "Roast Tomato Soup")
    }

    @Test func aNewRecipeNeedsANameAndAnIngredient() throws {
        let tester = ViewTester(app: RecipeBoxApp.self)
        try tester.press("New Recipe")
        #expect(tester.html().contains(">New Recipe</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.post(["name": "Pesto Pasta", "meal": "dinner"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "no ingredients yet")
        try tester.press("Add Ingredient")
        let ingredient = try #require(tester.controls.first { $0.label == "Ingredient" }?.name)
        try tester.post([(ingredient, "pasta")])
        try tester.press("Save")

        try tester.post(["category": "dinner"])
        #expect(linkTargets(tester) == ["/pesto-pasta"])
        tester.navigate(to: "pesto-pasta")
        #expect(tester.document().text.contains("1 pasta"))
        #expect(tester.control("serves")?.value == "2")
    }
}
