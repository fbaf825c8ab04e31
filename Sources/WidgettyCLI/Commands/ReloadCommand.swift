import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// `widgetty reload [KIND]`: asks every running dashboard for new data now.
struct ReloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reload",
        abstract: "Ask running dashboards to reload widgets now.",
        discussion: "Every widget, or the widgets of one kind. Dashboards listen on a socket in $XDG_RUNTIME_DIR/widgetty. Sending SIGUSR1 to a dashboard reloads everything too.")

    @Argument(help: ArgumentHelp("Only widgets of this kind (for example clock).", valueName: "KIND"))
    var kind: String?

    func validate() throws {
        let known = ProviderCatalog.registry.names
        if let kind, !known.contains(kind) {
            throw ValidationError("\"\(kind)\" is not a known widget kind (known: \(known.joined(separator: ", ")))")
        }
    }

    func run() throws {
        let directory = ControlDirectory.path()
        let replies: [ControlClient.Reply]
        do {
            replies = try ControlClient.reload(kind: kind, directory: directory)
        } catch {
            Console.error("widgetty: no dashboard was asked: \(error)")
            throw ExitCode(1)
        }
        guard !replies.isEmpty else {
            Console.error("widgetty: no dashboard is running (no socket in \(directory)); start one with `widgetty`")
            throw ExitCode(1)
        }
        var failed = false
        for reply in replies {
            let words = reply.line.split(separator: " ", maxSplits: 1).map(String.init)
            if words.first == "ok", let count = words.last.flatMap({ Int($0) }) {
                Console.out("Reloading \(CountedNoun.phrase(count, kind.map { "\($0) widget" } ?? "widget")) in the dashboard at \(reply.socket)")
            } else {
                failed = true
                // "error …" is the dashboard's refusal, or the client's own word that none came ("no answer within 2 s").
                let problem = reply.line.hasPrefix("error ") ? String(reply.line.dropFirst(6)) : "answered \(reply.line)"
                Console.error("widgetty: the dashboard at \(reply.socket): \(problem)")
            }
        }
        if failed { throw ExitCode(1) }
    }
}
