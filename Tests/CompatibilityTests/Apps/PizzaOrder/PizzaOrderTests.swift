import FormUITesting
import Foundation
import Testing

/// The pizza order form: pickers, a stepper and toggles priced live, a special request that appears with
/// its toggle, a delivery screen, and a summary whose "Place order" waits for an address.
@Suite struct PizzaOrderTests {
    @Test func theFormStartsWithAMediumClassicPizza() throws {
        let tester = ViewTester(app: PizzaOrderApp.self)
        #expect(tester.title == "Pizza Palace")
        #expect(tester.control("size")?.value == "Medium")
        #expect(tester.control("size")?.options?.map(\.label) == ["Small (10\")", "Medium (12\")", "Large (14\")", "Family (18\")"])
        #expect(tester.control("crust")?.value == "Classic")
        #expect(tester.control("number-of-pizzas")?.value == "1")
        #expect(tester.control("extra-cheese")?.value == "off")
        #expect(tester.control("special-requests") == nil, "the request field waits for its toggle")
        #expect(tester.html().contains("$10.50 per pizza"))
    }

    @Test func choicesArePricedAndTheRequestFieldComesAndGoes() throws {
        let tester = ViewTester(app: PizzaOrderApp.self)
        try tester.post(["size": "Large", "extra-cheese": "on", "mushrooms": "on"])
        #expect(tester.html().contains("$15.50 per pizza"))
        try tester.post(["crust": "Stuffed"])
        #expect(tester.html().contains("$17.50 per pizza"))
        try tester.perform(action: "number-of-pizzas.increment")
        #expect(tester.control("number-of-pizzas")?.value == "2")

        try tester.post(["any-special-requests": "on"])
        #expect(tester.control("special-requests") != nil)
        try tester.post(["special-requests": "Cut in squares"])
        tester.navigate(to: "review-order")
        #expect(tester.html().contains("“Cut in squares”"))

        tester.navigate()
        try tester.post(["any-special-requests": "off"])
        #expect(tester.control("special-requests") == nil)
        tester.navigate(to: "review-order")
        #expect(!tester.html().contains("Cut in squares"), "turning the toggle off cleared the request (didSet)")
    }

    @Test func placingAnOrderWaitsForTheAddressThenConfirms() throws {
        let tester = ViewTester(app: PizzaOrderApp.self)
        try tester.post(["size": "Large", "extra-cheese": "on", "mushrooms": "on"])
        try tester.perform(action: "number-of-pizzas.increment")

        tester.navigate(to: "review-order")
        #expect(tester.title == "Your order")
        var html = tester.html()
        #expect(html.contains("Extra cheese, Mushrooms"))
        #expect(html.contains("$33.50"), "2 × $15.50 and $2.50 delivery")
        #expect(html.contains("Add your name and address first"))
        #expect(tester.control(labelled: "Place order")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.press("Place order") }

        tester.navigate(to: "delivery-details")
        try tester.post(["name": "Ada", "street": "1 Loop Road", "city": "Springfield"])
        try tester.post(["deliver-to-my-address": "off"])
        #expect(tester.control("street") == nil)
        #expect(tester.html().contains("Collect from 12 Market Street"))

        tester.navigate(to: "review-order")
        html = tester.html()
        #expect(html.contains("$31.00"), "no delivery charge for a collection")
        #expect(html.contains("Collection"))
        #expect(tester.control(labelled: "Place order")?.disabled != true)
        try tester.press("Place order")
        html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Thank you!"))
        #expect(html.contains("Your 2 large pizzas"))
        #expect(html.contains("will be with Ada soon."))
        #expect(html.contains("Your 2 large pizzas ($31.00) will be with Ada soon."), "the app's own .formatted(.currency(code:)) is in the page's locale")
        try tester.press("OK")
        html = tester.html()
        #expect(!html.contains("role=\"alertdialog\""))
        #expect(html.contains("Orders placed today: 1"))
    }
}
