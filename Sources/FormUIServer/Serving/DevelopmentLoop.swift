import Dispatch
import Foundation
import HTTPServer
import Locking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an app does differently under the dev loop: `swift package --disable-sandbox dev`, FormUI's
/// `FormUIDev` command plugin, which builds the app, runs it, and builds and restarts it when a source
/// file changes (DESIGN §2, "The dev loop").
///
/// The plugin starts the app with `FORMUI_DEV_LOOP` naming a folder of its own. An app started so:
/// - keeps sessions and SwiftData rows in that folder's SQLite files where its configuration says
///   `memory`, so each visitor's state outlives the restart;
/// - listens on loopback only (`127.0.0.1`) and on `FORMUI_DEV_LOOP_PORT` when the plugin gives one;
/// - serves ``scriptURL`` and ``instancePath`` to loopback peers, and adds the script to every page: it
///   reloads the page once a new process answers;
/// - stops when the plugin that started it is gone, so that no app outlives its loop holding the port.
enum DevelopmentLoop {
    static let folderVariable = "FORMUI_DEV_LOOP"
    static let portVariable = "FORMUI_DEV_LOOP_PORT"
    static let pathPrefix = "/_formui/dev/"
    /// Answers this process's ``instance``: a page's script compares it with the one that served the page.
    static let instancePath = pathPrefix + "instance"
    /// This process, among the loop's restarts.
    static let instance = UUID().uuidString.lowercased()
    /// The script, with the instance that served the page in its address.
    static var scriptURL: String { pathPrefix + "reload.js?" + instance }

    /// `configuration` as the dev loop runs it, when `environment` names the loop's folder; else as it is.
    static func applied(to configuration: FormAppConfiguration, environment: [String: String]) -> FormAppConfiguration {
        guard let folder = environment[folderVariable], !folder.isEmpty else { return configuration }
        var configuration = configuration
        configuration.reloadsPagesOnRestart = true
        if configuration.server.host != "127.0.0.1" && configuration.server.host != "::1" {
            configuration.logger.notice("The dev loop serves on loopback only: 127.0.0.1, not \(configuration.server.host)")
            configuration.server.host = "127.0.0.1"
        }
        if let port = environment[portVariable].flatMap({ Int($0) }) {
            configuration.server.port = port
        }
        if configuration.sessionStore == nil, case .memory = configuration.sessionStorage {
            configuration.sessionStorage = .sqlite(path: (folder as NSString).appendingPathComponent("sessions.sqlite"))
        }
        if configuration.dataLocation == "memory" {
            configuration.dataLocation = "sqlite:" + (folder as NSString).appendingPathComponent("data.sqlite")
        }
        return configuration
    }

    /// The answer to a request under ``pathPrefix``: the script or the instance to a loopback peer, 404
    /// to anyone else and for any other path.
    static func answer(_ path: Substring, _ request: HTTPServerRequest) -> HTTPServerResponse {
        guard request.head.method == .get || request.head.method == .head,
              let peer = IPAddress(peer: request.remoteAddress), peer.isLoopback
        else { return FormResponder.plain(.notFound, "Not found.") }
        let headers: HTTPFields = [.cacheControl: "no-store", .xContentTypeOptions: "nosniff"]
        switch path {
        case instancePath[...]:
            var fields = headers
            fields[.contentType] = "text/plain; charset=utf-8"
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array(instance.utf8))
        case (pathPrefix + "reload.js")[...]:
            var fields = headers
            fields[.contentType] = "text/javascript; charset=utf-8"
            return HTTPServerResponse(status: .ok, headerFields: fields, body: Array(script.utf8))
        default:
            return FormResponder.plain(.notFound, "Not found.")
        }
    }

    /// Asks the page's server every 700 ms which process it is; reloads the page when that is no longer
    /// the one in the script's own address (the process that served the page). While the app restarts
    /// the requests fail, and it keeps asking.
    static let script = """
        // FormUI's dev loop: reloads this page once the app answers from a new process (after a rebuild).
        (function () {
          "use strict";
          var script = document.currentScript;
          var served = script ? script.src.split("?")[1] : null;
          if (!served) return;
          function ask() {
            fetch("\(instancePath)", { cache: "no-store" }).then(function (response) {
              return response.ok ? response.text() : null;
            }).then(function (instance) {
              if (instance && instance !== served) { location.reload(); return; }
              setTimeout(ask, 700);
            }, function () { setTimeout(ask, 700); });
          }
          setTimeout(ask, 700);
        })();

        """

    /// Under the dev loop, stops this process (as SIGTERM does) once the process that started it has
    /// ended: the loop's plugin, killed or ended, leaves no app behind holding its port.
    static func stopWithParent(environment: [String: String]) {
        guard environment[folderVariable] != nil else { return }
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler {
            if getppid() != parent {
                timer.cancel()
                kill(getpid(), SIGTERM)
            }
        }
        timer.resume()
        watchers.withLock { $0.append(timer) }
    }

    /// The timers of ``stopWithParent(environment:)``, kept alive for the process's life.
    private static let watchers = Locked<[DispatchSourceTimer]>([])
}

extension IPAddress {
    /// `127.0.0.0/8` or `::1`.
    var isLoopback: Bool {
        bytes.count == 4 ? bytes[0] == 127 : bytes == Array(repeating: 0, count: 15) + [1]
    }
}
