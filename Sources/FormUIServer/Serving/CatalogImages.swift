import Foundation
@_spi(Engine) import FormUI
import HTTPServer
import HTTPTypes
import Logging

extension FormApp {
    /// Adds the asset catalogues of `bundle` (each `*.xcassets` folder in it) to the ones `Color("Name")`
    /// and `Image("name")` look in, after those found beside the executable.
    ///
    /// Not needed when the app's resources are where SwiftPM puts them (the `*.resources` folder beside
    /// the executable, which is also where `Bundle.module` looks first): those are found by themselves.
    /// Use it for a catalogue elsewhere: `app.assets(in: .module)` in a program run from another folder
    /// than its build's, or a bundle of a library of the app's.
    ///
    /// - Parameter bundle: The bundle whose catalogues to add.
    /// - Returns: This app, to go on configuring it.
    @discardableResult
    public func assets(in bundle: Bundle) -> FormApp {
        let added = AssetCatalogs.addCatalogs(inBundleAt: bundle.bundleURL)
        if added == 0 {
            logger.notice("No new asset catalogue in \(bundle.bundleURL.path)")
        }
        return self
    }
}

extension FormResponder {
    /// `GET /_assets/HASH/NAME.EXT`: an image set's file, whose bytes hash to HASH, cached for good (the
    /// address changes with the file). Nil for other paths; 404 for an image no catalogue has (or whose
    /// file changed since the address was made), 405 for other methods.
    func catalogImage(at path: Substring, _ request: HTTPServerRequest) -> HTTPServerResponse? {
        guard path.hasPrefix(AssetCatalogs.urlPrefix) else { return nil }
        guard request.head.method == .get || request.head.method == .head else {
            var response = Self.plain(.methodNotAllowed, "Images answer GET and HEAD.")
            response.head.headerFields[.allow] = "GET, HEAD"
            return response
        }
        guard let image = AssetCatalogs.servedImage(at: path) else {
            return Self.plain(.notFound, "There is no such image in the app's asset catalogues.")
        }
        let etag = "\"" + image.hash + "\""
        var fields: HTTPFields = [
            .cacheControl: "public, max-age=31536000, immutable",
            .eTag: etag,
            .xContentTypeOptions: "nosniff",
            // An SVG opened on its own runs no script and loads nothing.
            .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ]
        let tags = request.head.headerFields[values: .ifNoneMatch].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if tags.contains(where: { $0 == "*" || $0 == etag || $0 == "W/" + etag }) {
            return HTTPServerResponse(status: .notModified, headerFields: fields)
        }
        fields[.contentType] = image.mediaType
        return HTTPServerResponse(status: .ok, headerFields: fields, body: image.bytes)
    }
}
