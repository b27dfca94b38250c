import FormUIServer
import ReferenceExamples

/// Pages of our own showing what SwiftUI apps do beyond the reference pages' examples: navigation,
/// a model object, styles of your own, presentations, a file upload, photos, signing in, a poll shared by everyone,
/// a reading list that is each visitor's own.
enum PatternCatalog {
    static let examples: [ReferenceExample] = [
        ReferenceExample(
            path: "/apps/settings", title: "Settings with navigation links",
            source: "FormUI: SwiftUI as apps write it",
            summary: "A navigation stack with a title, sections, a link to a page of its own and back, and a toolbar button that asks first.",
            page: FormPage { SettingsWithNavigation() }
        ),
        ReferenceExample(
            path: "/apps/shopping-list", title: "A list in an @Observable model",
            source: "FormUI: SwiftUI as apps write it",
            summary: "Items added, checked off and deleted through ForEach($list.items), kept in a model object for your session.",
            page: FormPage { ShoppingListScreen() }
        ),
        ReferenceExample(
            path: "/apps/styles", title: "Styles of your own",
            source: "FormUI: SwiftUI as apps write it",
            summary: "A ToggleStyle drawn as a star button, a ButtonStyle drawn as pills, a GroupBoxStyle drawn as cards.",
            page: FormPage { StylesOfYourOwn() }
        ),
        ReferenceExample(
            path: "/apps/team", title: "A table, an outline and accessibility actions",
            source: "FormUI: SwiftUI as apps write it",
            summary: "A team in a Table whose rows are chosen, its files in an OutlineGroup, and rows a screen reader removes with a custom action.",
            page: FormPage { TeamTable() }
        ),
        ReferenceExample(
            path: "/apps/presentations", title: "Alerts, dialogs and sheets",
            source: "FormUI: SwiftUI as apps write it",
            summary: "An alert, a confirmation dialog and a sheet with its own form, each shown at the top of the page.",
            page: FormPage { PresentationsScreen() }
        ),
        ReferenceExample(
            path: "/apps/receipt", title: "A file with a form",
            source: "FormUI: SwiftUI as apps write it",
            summary: "A receipt attached through .fileImporter, posted with the form: a mistake in the amount is answered with the file kept.",
            page: FormPage { ReceiptUpload() }
        ),
        ReferenceExample(
            path: "/apps/photos", title: "Photos from the visitor's device",
            source: "FormUI: SwiftUI as apps write it",
            summary: "A profile photo and an album picked with PhotosPicker and loaded with loadTransferable, from a Task in .onChange and from .task(id:).",
            page: FormPage { ProfilePhoto() }
        ),
        ReferenceExample(
            path: "/apps/sign-in", title: "Sign in",
            source: "FormUI: SwiftUI as apps write it",
            summary: "The reference page's username and password fields signing a person in (scrypt hashes), with notes that are theirs on any browser.",
            page: FormPage { SignInScreen() }
        ),
        ReferenceExample(
            path: "/apps/lunch-poll", title: "A poll everyone shares",
            source: "FormUI: SwiftUI as apps write it",
            summary: "SwiftData rows shared by every visitor (sharing: .everyone): votes cast on any server are counted on all, none lost when two arrive at once.",
            page: FormPage { LunchPoll() }
        ),
        ReferenceExample(
            path: "/apps/reading-list", title: "A reading list on your device",
            source: "FormUI: SwiftUI as apps write it",
            summary: "SwiftData rows that are each visitor's own, as a phone's are (the default scope): nobody else sees them, and they are deleted once unused.",
            page: FormPage { ReadingList() }
        ),
    ]
}
