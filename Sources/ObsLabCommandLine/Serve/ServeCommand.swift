import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// `obslab serve`: the live page, where views flash as their bodies run, old beside new.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "A live page in your browser: views flash as their bodies run, old beside new.",
        discussion: """
            Serves a page on this machine (127.0.0.1 unless --host says otherwise) that shows the scenario's \
            screen for each variant; clicking and typing there acts in both, as tap, toggle and type do in the \
            shell. The page can only take the scenario's actions and load catalog scenarios.

            Examples:
              obslab serve food-truck
              obslab serve --port 0 --open
              obslab serve migration --lang zh-Hans
              obslab serve scaling --variant new --set n=10000
            """)

    @Argument(help: "The scenario to open (see `obslab scenarios`); without one, the page lets you choose.",
              completion: .scenarioIDs)
    var scenario: String?

    @Option(help: "Which variant of the scenario to show: old, new, or both.", completion: .list(["old", "new", "both"]))
    var variant: String = "both"

    @Option(name: .customLong("set"), help: "A scenario parameter, name=value (e.g. --set n=1000).")
    var parameters: [String] = []

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback lets other machines act on the lab.")
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @Option(help: "The language of the lessons on the page: en or zh-Hans (default: from the locale).",
            completion: .list(["en", "zh-Hans"]))
    var lang: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port is 0…65535") }
        _ = try ParameterOption.parse(parameters)
        guard scenario != nil || (parameters.isEmpty && variant == "both") else {
            throw ValidationError("--variant and --set need a scenario to open")
        }
    }

    func run() throws {
        let (catalog, lessons) = MainActor.assumeIsolated {
            (CatalogStore.scenarios, CatalogStore.lessons.lessons(in: LessonLanguage.resolve(lang)))
        }
        let options = (variant == "both" ? [] : [variant]) + parameters
        try LiveServer(catalog: catalog, lessons: lessons, scenario: scenario, options: options, host: host,
                       port: UInt16(port), opensBrowser: open).start()
    }
}

/// The live page's server: loads the scenario, listens, prints the address, and serves
/// until the process is stopped. Any loaded scenario can be served this way.
struct LiveServer {
    let catalog: [Scenario]
    var lessons: [Lesson] = []
    let scenario: String?
    /// What follows the scenario's id in the shell's `load` (a variant, `n=1000`).
    var options: [String] = []
    let host: String
    let port: UInt16
    let opensBrowser: Bool

    /// Starts serving and never returns; throws when the scenario or the address is wrong.
    func start() throws -> Never {
        guard let template = PageResources.render("live", [
            "styles": PageResources.text("player.css") ?? "",
            "script": PageResources.text("player.js") ?? "",
        ]), PageResources.text("player.js") != nil else { throw ValidationError(PageResources.missingMessage) }
        let session = MainActor.assumeIsolated { LiveSession(catalog: catalog, lessons: lessons) }
        if let scenario {
            if case .refused(let message) = MainActor.assumeIsolated({ session.load(scenario, options: options) }) {
                throw ValidationError(message)
            }
        }
        let descriptors = ServerLimits.raiseDescriptorLimit()
        let server: BoundedHTTPServer
        do {
            server = try BoundedHTTPServer(host: host == "localhost" ? "127.0.0.1" : host, port: port,
                                           limits: ServerLimits().fitted(toDescriptors: descriptors)) { bound in
                LiveHandler(session: session, page: template, requestGuard: RequestGuard(host: host, port: bound))
            }
        } catch .notAnAddress {
            throw ValidationError("--host takes an IP address (127.0.0.1, ::1, 0.0.0.0), not `\(host)`")
        } catch .refused(let reason, let addressInUse) {
            FileHandle.standardError.write(Data(("error: cannot serve on \(host):\(port)"
                + (addressInUse ? ": the port is in use; choose another with --port (0 takes any free port)"
                    : ": \(reason)") + "\n").utf8))
            exit(1)
        }
        if !RequestGuard.isLoopback(host) {
            let wildcard = host == "0.0.0.0" || host == "::"
            FileHandle.standardError.write(Data(("warning: listening on \(host): anyone who can reach this machine "
                + "can act on the lab. Use the default (127.0.0.1) unless you mean it."
                + (wildcard ? " The page answers only to requests addressed to \(host) itself; to reach it from "
                    + "another machine, give this machine's address as --host." : "") + "\n").utf8))
        }
        server.start()
        let url = "http://\(RequestGuard.authority(host, server.port))/"
        FileHandle.standardOutput.write(Data("ObsLab is serving at \(url)  (Ctrl-C stops it)\n".utf8))
        if opensBrowser { Self.openInBrowser(url) }
        dispatchMain()
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["BROWSER"] ?? "xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil {
            FileHandle.standardError.write(Data("could not open a browser; open \(url) yourself\n".utf8))
        }
    }
}
