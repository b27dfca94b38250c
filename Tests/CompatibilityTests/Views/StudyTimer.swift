import Combine
import SwiftUI

// A study-timer app written the Combine way many courses still teach: a view model whose @Published
// fields are checked by a combineLatest pipeline assigned back to a @Published flag, a search field
// debounced into a filtered list, events sent through a PassthroughSubject to a log kept with sink and
// store(in:), and a countdown driven by Timer.publish through .onReceive.

struct StudySubject: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var minutes: Int
}

final class StudyPlanner: ObservableObject {
    @Published var learnerName = ""
    @Published var email = ""
    @Published private(set) var canRegister = false
    @Published var searchText = ""
    @Published private(set) var visibleSubjects: [StudySubject] = []
    @Published private(set) var log: [String] = []
    @Published var isRegistered = false

    let events = PassthroughSubject<String, Never>()
    let sessionsDone = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()

    let subjects = [
        StudySubject(name: "Algebra", minutes: 25),
        StudySubject(name: "Biology", minutes: 30),
        StudySubject(name: "Chemistry", minutes: 20),
        StudySubject(name: "Geography", minutes: 15),
    ]

    init() {
        $learnerName
            .combineLatest($email)
            .map { name, email in
                !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
            }
            .removeDuplicates()
            .assign(to: &$canRegister)

        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { [subjects] text in
                text.isEmpty ? subjects : subjects.filter { $0.name.localizedCaseInsensitiveContains(text) }
            }
            .assign(to: &$visibleSubjects)

        events
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] event in
                self?.log.append(event)
            }
            .store(in: &cancellables)
    }

    func register() {
        isRegistered = true
        events.send("Registered \(learnerName)")
    }

    func finish(_ subject: StudySubject) {
        sessionsDone.value += 1
        events.send("Finished \(subject.name)")
    }
}

struct StudyTimerApp: View {
    @StateObject private var planner = StudyPlanner()

    var body: some View {
        NavigationStack {
            if planner.isRegistered {
                SubjectListView(planner: planner)
            } else {
                RegistrationView(planner: planner)
            }
        }
    }
}

struct RegistrationView: View {
    @ObservedObject var planner: StudyPlanner

    var body: some View {
        Form {
            Section("About you") {
                TextField("Name", text: $planner.learnerName)
                TextField("Email", text: $planner.email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
            }
            Button("Start studying") {
                planner.register()
            }
            .disabled(!planner.canRegister)
        }
        .navigationTitle("Register")
    }
}

struct SubjectListView: View {
    @ObservedObject var planner: StudyPlanner
    @State private var finishedCount = 0

    var body: some View {
        List {
            Section {
                TextField("Search subjects", text: $planner.searchText)
            }
            Section("Subjects") {
                ForEach(planner.visibleSubjects) { subject in
                    NavigationLink(subject.name) {
                        CountdownView(subject: subject, planner: planner)
                    }
                }
            }
            Section("Log") {
                ForEach(planner.log, id: \.self) { entry in
                    Text(entry)
                }
                Text("Sessions finished: \(finishedCount)")
            }
        }
        .navigationTitle("Hello, \(planner.learnerName)")
        .onReceive(planner.sessionsDone) { count in
            finishedCount = count
        }
    }
}

struct CountdownView: View {
    let subject: StudySubject
    @ObservedObject var planner: StudyPlanner
    @State private var secondsLeft = 0
    @State private var isRunning = false

    let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text(subject.name)
                .font(.largeTitle)
            Text("\(secondsLeft) ticks left")
                .font(.title2)
            Button(isRunning ? "Pause" : "Start") {
                if secondsLeft == 0 { secondsLeft = subject.minutes }
                isRunning.toggle()
            }
            Button("Mark finished") {
                planner.finish(subject)
            }
        }
        .onReceive(timer) { _ in
            guard isRunning, secondsLeft > 0 else { return }
            secondsLeft -= 1
        }
        .navigationTitle(subject.name)
    }
}
