import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyKit

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

    func run() throws {
        let widget = try Self.widget(from: file)
        let environment = ProcessInfo.processInfo.environment
        let date = at?.date ?? Date()
        let lines = blockingAwait {
            await PreviewSheet.render(widget: widget, registry: ProviderCatalog.registry, at: date,
                                      content: placeholder ? .placeholders : .timelines, ansi: ansi,
                                      locale: EnvironmentLocale.locale(from: environment), services: .live(environment: environment))
        }
        print(lines.joined(separator: "\n"))
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
