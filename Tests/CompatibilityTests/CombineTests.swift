import Combine
import FormUITesting
import Foundation
import Testing

@Suite struct CombineTests {
    @Test func aPipelineOfPublishedFieldsEnablesTheButton() throws {
        let tester = ViewTester { StudyTimerApp() }
        #expect(tester.control(labelled: "Start studying")?.disabled == true)
        try tester.post(["name": "Ada"])
        #expect(tester.control(labelled: "Start studying")?.disabled == true, "no email yet")
        try tester.post(["email": "ada@example.com"])
        #expect(tester.control(labelled: "Start studying")?.disabled != true, "combineLatest, map and assign(to:) set canRegister")
        try tester.press("Start studying")
        #expect(tester.title == "Hello, Ada")
        #expect(tester.html().contains("Registered Ada"), "the event went through the subject, filter and sink into the log")
    }

    @Test func aDebouncedSearchFiltersTheListInTheSamePost() throws {
        let tester = ViewTester { StudyTimerApp() }
        try tester.post(["name": "Ada", "email": "ada@example.com"])
        try tester.press("Start studying")
        #expect(tester.html().contains("Chemistry"))
        try tester.post(["search-subjects": "bio"])
        let html = tester.html()
        #expect(html.contains("Biology"))
        #expect(!html.contains("Chemistry"), "the page after the post shows the filtered list")
    }

    @Test func onReceiveTakesValuesSentByAnAction() throws {
        let tester = ViewTester { StudyTimerApp() }
        try tester.post(["name": "Ada", "email": "ada@example.com"])
        try tester.press("Start studying")
        #expect(tester.html().contains("Sessions finished: 0"), "the subject's current value, taken when the list appears")
        tester.navigate(to: "algebra")
        try tester.press("Mark finished")
        tester.navigate()
        let html = tester.html()
        #expect(html.contains("Finished Algebra"))
        #expect(html.contains("Sessions finished: 1"), "the current value when the list appears again")
    }

    @Test func aTimerTicksForTheTimeBetweenShowings() throws {
        let tester = ViewTester { StudyTimerApp() }
        try tester.post(["name": "Ada", "email": "ada@example.com"])
        try tester.press("Start studying")
        tester.navigate(to: "algebra")
        #expect(tester.html().contains("0 ticks left"))
        try tester.press("Start")
        #expect(tester.html().contains("25 ticks left"), "no tick when the count starts")
        // The timer's interval is 0.2 s: after 0.5 s at least two ticks have fallen due.
        Thread.sleep(forTimeInterval: 0.5)
        let html = tester.html()
        let left = try #require(Int(html.firstMatch(of: /(\d+) ticks left/)?.1 ?? ""))
        #expect(left <= 23, "the ticks since the page was last shown were given")
        #expect(left > 0)
        #expect(html.contains("data-refresh-seconds=\"1\""), "the script shows a timed page again")
    }

    @Test func subjectsOperatorsAndDemandWorkOutsideViews() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject
            .map { $0 * 2 }
            .filter { $0 > 2 }
            .compactMap { $0 == 8 ? nil : $0 }
            .removeDuplicates()
            .sink { received.append($0) }
        for value in [1, 2, 2, 3, 4, 5] { subject.send(value) }
        #expect(received == [4, 6, 10])
        cancellable.cancel()
        subject.send(9)
        #expect(received == [4, 6, 10], "nothing after cancel")

        var latest: [String] = []
        let a = CurrentValueSubject<Int, Never>(1)
        let b = PassthroughSubject<String, Never>()
        let joined = a.combineLatest(b).map { "\($0)\($1)" }.eraseToAnyPublisher().sink { latest.append($0) }
        b.send("x")
        a.send(2)
        #expect(latest == ["1x", "2x"])
        withExtendedLifetime(joined) {}

        var limited: [Int] = []
        let demandOfTwo = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: { limited.append($0); return .none }
        )
        [1, 2, 3, 4].publisher.subscribe(demandOfTwo)
        #expect(limited == [1, 2], "a subscriber gets what it asked for")

        var total = 0
        Just(5).scan(10, +).sink { total = $0 }.cancel()
        #expect(total == 15)
    }

    @Test func publishedSendsBeforeTheChangeAndObjectWillChangeFires() {
        final class Counter: ObservableObject {
            @Published var count = 0
        }
        let counter = Counter()
        var seen: [(sent: Int, stored: Int)] = []
        var willChange = 0
        let a = counter.$count.sink { seen.append(($0, counter.count)) }
        let b = counter.objectWillChange.sink { willChange += 1 }
        counter.count = 3
        #expect(seen.map(\.sent) == [0, 3])
        #expect(seen.last?.stored == 0, "the publisher sends before the property changes, as willSet")
        #expect(willChange == 1)
        withExtendedLifetime((a, b)) {}
    }
}
