import Foundation
@testable import gallery
import Testing

// The gallery's sign-in page (/apps/sign-in) as a person uses it: a wrong password, then the right one,
// their own notes, and signing out; the session cookie is a new one at each sign-in and sign-out, and a
// copy of the id from before the sign-in is worth nothing after it.

@Suite("Browser: signing in", .serialized, requiresBrowser)
struct SignInBrowserTests {
    @Test("Sign in, see your own notes, sign out; a new session id each time, and the id from before signs nobody in", arguments: JavaScript.allCases)
    func signInAndOut(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/sign-in", on: base)
            #expect(try browser.text(of: browser.find("main h1")) == "Sign in")

            // A wrong password: the same page, saying so, the password not shown again.
            try browser.type("ada", into: browser.find("input[name=username]"))
            try browser.type("difference engine", into: browser.find("input[name=password]"))
            try browser.click(browser.find("button[value=sign-in]"))
            try browser.wait("the refusal") { try browser.source().contains("do not match an account") }
            #expect(try browser.property("value", of: browser.find("input[name=password]")) as? String == "")
            #expect(try !browser.source().contains("difference engine"), "a password is never echoed")
            let beforeSignIn = try #require(try browser.sessionCookie(), "the first post started a session")
            #expect(try browser.property("value", of: browser.find("input[name=username]")) as? String == "ada")

            // The right one.
            try browser.type("analytical engine", into: browser.find("input[name=password]"))
            try browser.click(browser.find("button[value=sign-in]"))
            try browser.wait("the signed-in page") { try browser.source().contains("Ada Lovelace") }
            #expect(try browser.text(of: browser.find("main h1")) == "Your notes")
            let signedIn = try #require(try browser.sessionCookie())
            #expect(signedIn != beforeSignIn, "signing in issues a new session id")

            // The person's own data: a note, kept for them.
            let note = "Note \(UUID().uuidString.prefix(8))"
            try browser.type(note, into: browser.find("input[name=new-note]"))
            try browser.click(browser.find("button[value=add-note]"))
            try browser.wait("the note") { try browser.source().contains(note) }
            try browser.reload()
            #expect(try browser.source().contains(note))

            // Someone who copied the id from before the sign-in gets an anonymous visitor's page.
            try browser.setSessionCookie(beforeSignIn)
            try browser.reload()
            #expect(try browser.text(of: browser.find("main h1")) == "Sign in")
            #expect(try !browser.source().contains(note) && !browser.source().contains("Ada Lovelace"))

            // Back with the signed-in id: signing out issues another id, and shows the sign-in again (a
            // fresh form: its view left the page while Ada was signed in, and its state with it, as on a
            // device; the server tests check that a session's state outlives a sign-in and a sign-out).
            try browser.setSessionCookie(signedIn)
            try browser.reload()
            #expect(try browser.source().contains(note))
            try browser.click(browser.find("button[value=sign-out]"))
            try browser.wait("the sign-in page again") { try browser.text(of: browser.find("main h1")) == "Sign in" }
            let signedOut = try #require(try browser.sessionCookie())
            #expect(signedOut != signedIn && signedOut != beforeSignIn, "signing out issues a new session id")
            #expect(try !browser.source().contains(note))

            // And the signed-in id is worth nothing after the sign-out.
            try browser.setSessionCookie(signedIn)
            try browser.reload()
            #expect(try browser.text(of: browser.find("main h1")) == "Sign in")
        }
    }
}

extension Browser {
    /// The value of the session cookie the browser holds (HttpOnly: no page script sees it; WebDriver does).
    func sessionCookie() throws -> String? {
        let cookies = try command("GET", "/cookie") as? [[String: Any]] ?? []
        return cookies.first { ($0["name"] as? String)?.hasSuffix("formui_session") == true }?["value"] as? String
    }

    /// Replaces the session cookie with one carrying `value`, as someone who copied an id would.
    func setSessionCookie(_ value: String) throws {
        try command("DELETE", "/cookie")
        try command("POST", "/cookie", ["cookie": ["name": "formui_session", "value": value, "path": "/", "httpOnly": true, "sameSite": "Lax"]])
    }
}
