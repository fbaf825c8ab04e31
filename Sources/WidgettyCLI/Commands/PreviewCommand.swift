import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// `widgetty preview FILE`: a widget design in every size it comes in, dark and light side by side.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw one widget in every size, dark and light side by side: a timeline document (JSON) or a TOML file with one [[widget]].")

    @Argument(help: ArgumentHelp("A widgetty timeline document (.json) or a configuration whose first widget is drawn.", valueName: "FILE"))
    var file: String

    @Option(help: ArgumentHelp("The moment to show, in ISO 8601 (default: now).", valueName: "ISO8601"))
    var at: Timestamp?

    @Flag(help: "Draw the loading state (the placeholder, redacted).")
    var placeholder = false

    @Flag(help: "Color the output with 24-bit SGR escape sequences.")
    var ansi = false

    @Flag(help: "Draw again each time FILE is saved (until interrupted); a document that does not read shows its problem above the last good drawing.")
    var watch = false

    func run() throws {
        let widget = try Self.widget(from: file)
        guard watch else { return print(sheet(widget).joined(separator: "\n")) }
        var lastGood: [String] = []
        let watching = FileChangeLoop.run(watching: URL(fileURLWithPath: file)) {
            let banner = problem()
            if banner == nil { lastGood = sheet(widget) }
            // Clears the screen and homes the cursor before each drawing; the problem comes through Console's escaping.
            FileHandle.standardOutput.write(Data("\u{1B}[H\u{1B}[2J".utf8))
            if let banner { Console.out("⚠ " + banner) }
            FileHandle.standardOutput.write(Data((lastGood.joined(separator: "\n") + "\n").utf8))
        }
        if !watching {
            Console.error("widgetty: cannot watch \(file) (inotify is unavailable)")
            throw ExitCode(1)
        }
    }

    /// The sheet for `widget` now (or at `--at`).
    private func sheet(_ widget: WidgetConfig) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let date = at?.date ?? Date()
        return blockingAwait {
            await PreviewSheet.render(widget: widget, registry: ProviderCatalog.registry, at: date,
                                      content: placeholder ? .placeholders : .timelines, ansi: ansi,
                                      locale: EnvironmentLocale.locale(from: environment), services: .live(environment: environment))
        }
    }

    /// What is wrong with the file as a timeline document, or nil (a TOML file is checked when it is drawn).
    private func problem() -> String? {
        guard !file.hasSuffix(".toml") else { return nil }
        guard let handle = FileHandle(forReadingAtPath: file) else { return "cannot read \(file)" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: InputLimits.commandOutputBytes + 1)) ?? Data()
        return ProviderCatalog.timelineDocumentProblem(data)
    }

    /// The widget `path` describes: a command widget reading a timeline document, or a configuration's first widget.
    static func widget(from path: String) throws -> WidgetConfig {
        let loader = ConfigLoader(registry: ProviderCatalog.registry)
        do {
            let config: DashboardConfig
            if path.hasSuffix(".toml") {
                config = try loader.load(contentsOf: path)
            } else {
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                config = try loader.parse("[[widget]]\nkind = \"command\"\nformat = \"json\"\ncommand = [\"cat\", \(Self.tomlString(absolute))]\n",
                                          file: path)
            }
            guard let widget = config.slots.first?.visibleWidget else {
                Console.error("widgetty: \(path) has no [[widget]] to preview")
                throw ExitCode(2)
            }
            return widget
        } catch let error as ConfigError {
            Console.error((error.lines + ["widgetty: nothing was previewed"]).joined(separator: "\n"))
            throw ExitCode(2)
        }
    }

    /// `text` as a TOML basic string.
    static func tomlString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
