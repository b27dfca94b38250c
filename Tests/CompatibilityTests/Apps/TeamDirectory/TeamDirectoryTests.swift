import FormUITesting
import Testing

/// The team directory: an @Observable roster saved as JSON in UserDefaults, a NavigationStack list
/// grouped by department with NavigationLink(value:) rows and .navigationDestination(for:), a detail
/// page with an edit sheet (a copy saved back) and a delete confirmed by an alert that calls dismiss().
@Suite struct TeamDirectoryTests {
    private func links(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    private func departments(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    @Test func theListGroupsPeopleByDepartment() throws {
        let tester = ViewTester(app: TeamDirectoryApp.self)
        #expect(tester.title == "Team")
        #expect(departments(tester) == ["Engineering", "Design", "Sales"], "People Ops has nobody yet")
        #expect(links(tester) == ["/priya-natarajan", "/tomás-ribeiro", "/hannah-berg", "/kwame-mensah"])
        let text = tester.document().text
        #expect(text.contains("Priya NatarajaniOS Engineer"))
        #expect(text.contains("Kwame MensahAccount Executive"))

        try tester.post(["remote-only": "on"])
        #expect(links(tester) == ["/tomás-ribeiro", "/kwame-mensah"])
        #expect(departments(tester) == ["Engineering", "Sales"])
    }

    @Test func aRowLeadsToThePersonsDetail() throws {
        let tester = ViewTester(app: TeamDirectoryApp.self)
        tester.navigate(to: "hannah-berg")
        #expect(tester.isFound)
        #expect(tester.title == "Hannah Berg")
        let text = tester.document().text
        #expect(text.contains("HB"), "the initials in their circle")
        #expect(text.contains("RoleProduct Designer"))
        #expect(text.contains("DepartmentDesign"))
        #expect(text.contains("LocationOffice"))
        #expect(tester.document().element("a", with: ["href": "mailto:hannah@example.com"])?.text == "hannah@example.com")

        tester.navigate(to: "tomás-ribeiro")
        #expect(tester.title == "Tomás Ribeiro")
        #expect(tester.document().text.contains("LocationRemote"))
    }

    @Test func aNewMemberNeedsANameAndAnEmail() throws {
        let tester = ViewTester(app: TeamDirectoryApp.self)
        try tester.press("New Member")
        #expect(tester.html().contains(">New Member</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.control("department")?.options?.map(\.label) == ["Engineering", "Design", "Sales", "People Ops"])

        try tester.post(["full-name": "Ines Duarte", "role": "Recruiter", "email": "ines"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "an email without @")
        let peopleOps = try #require(tester.control("department")?.options?.first { $0.label == "People Ops" }?.value)
        try tester.post(["email": "ines@example.com", "department": peopleOps])
        try tester.press("Save")

        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(departments(tester) == ["Engineering", "Design", "Sales", "People Ops"])
        #expect(links(tester).last == "/ines-duarte")
        tester.navigate(to: "ines-duarte")
        #expect(tester.title == "Ines Duarte")
        #expect(tester.document().text.contains("DepartmentPeople Ops"))
    }

    @Test func theEditSheetRenamesThePersonOnTheirDetail() throws {
        let tester = ViewTester(app: TeamDirectoryApp.self)
        tester.navigate(to: "priya-natarajan")
        try tester.press("Edit")
        #expect(tester.html().contains(">Edit Member</h2>"))
        #expect(tester.control("full-name")?.value == "Priya Natarajan")
        try tester.post(["full-name": "Priya Shah", "role": "Staff iOS Engineer"])
        #expect(tester.title == "Priya Natarajan", "the sheet edits a copy")
        try tester.press("Save")

        // On a device the pushed detail stays on screen, showing the new name.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["priya-shah"])
        #expect(tester.title == "Priya Shah")
        #expect(tester.document().text.contains("RoleStaff iOS Engineer"))
        tester.navigate()
        #expect(links(tester).first == "/priya-shah")
        tester.navigate(to: "priya-shah")
        #expect(tester.title == "Priya Shah")
        #expect(tester.document().text.contains("RoleStaff iOS Engineer"))
    }

    @Test func removingAPersonAsksFirstThenGoesBack() throws {
        let tester = ViewTester(app: TeamDirectoryApp.self)
        tester.navigate(to: "kwame-mensah")
        try tester.press("Remove from Team")
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Remove Kwame Mensah?"))
        #expect(html.contains("They will no longer appear in the directory."))
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"alertdialog\""))
        #expect(tester.title == "Kwame Mensah")

        try tester.press("Remove from Team")
        let result = try tester.press("Remove")
        #expect(result.navigationPath == [], "dismiss() in the alert's action went back to the list")
        html = tester.html()
        #expect(tester.title == "Team")
        #expect(!links(tester).contains("/kwame-mensah"))
        #expect(departments(tester) == ["Engineering", "Design"])
    }

    @Test func theRosterIsKeptOnTheVisitorsDeviceOnly() throws {
        let ada = ViewTester(app: TeamDirectoryApp.self)
        ada.navigate(to: "hannah-berg")
        try ada.press("Remove from Team")
        try ada.press("Remove")
        try ada.post(["remote-only": "on"])
        #expect(links(ada) == ["/tomás-ribeiro", "/kwame-mensah"])

        let adaAgain = ViewTester(sharingSessionWith: ada) { TeamListView().environment(TeamRoster()) }
        #expect(adaAgain.control("remote-only")?.value == "on")
        try adaAgain.post(["remote-only": "off"])
        #expect(links(adaAgain) == ["/priya-natarajan", "/tomás-ribeiro", "/kwame-mensah"], "a new roster decodes what the first one saved")

        let grace = ViewTester(app: TeamDirectoryApp.self)
        #expect(grace.control("remote-only")?.value == "off")
        #expect(links(grace).contains("/hannah-berg"))
        #expect(links(grace).count == 4)
    }
}
