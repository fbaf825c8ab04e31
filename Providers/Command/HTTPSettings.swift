import FoundationEssentials
import WidgettyKit

/// An http widget's configuration, read from its validated settings.
struct HTTPSettings: Sendable, Equatable {
    /// The address to read; nil when `url` is not set.
    var url: URL?
    /// `headers`, each read from the environment at every request.
    var headers: [HeaderTemplate]
    /// How the answer is read.
    var format: CommandFormat
    /// A fixed title, drawn above text instead of its first line.
    var title: String?
    /// Seconds between requests when the document does not say.
    var interval: Double
    /// The most bytes of an answer read.
    var maxBytes: Int

    /// The keys a `kind = "http"` table accepts besides kind, size and timeout.
    static let options: [WidgetOption] = [
        WidgetOption(key: "url", type: .string, defaultValue: nil,
                     summary: "the http or https address of a timeline document or of text",
                     validate: { value in
                         guard case .string(let text) = value else { return nil }
                         return address(text) == nil ? "write an http or https address, such as \"https://example.com/status.json\"" : nil
                     }),
        WidgetOption(key: "headers", type: .strings, defaultValue: nil,
                     summary: "headers sent with each request, \"Name: value\"; $NAME reads an environment variable: [\"Authorization: Bearer $TOKEN\"]",
                     validate: { value in
                         guard case .strings(let lines) = value else { return nil }
                         if lines.count > FetchRequest.mostHeaders { return "at most \(FetchRequest.mostHeaders) headers" }
                         // Every header's problem, so that all of them are fixed in one go.
                         let problems = lines.compactMap { line in
                             if case .failure(let problem) = HeaderTemplate.parse(line) { problem.message } else { nil }
                         }
                         return problems.isEmpty ? nil : problems.joined(separator: "; ")
                     }),
        WidgetOption(key: "format", type: .choice([CommandFormat.json.rawValue, CommandFormat.text.rawValue]),
                     defaultValue: .string(CommandFormat.json.rawValue),
                     summary: "json (the widgetty timeline protocol) or text (lines, colours kept)"),
        WidgetOption(key: "title", type: .string, defaultValue: nil, summary: "a title above text, instead of its first line"),
        WidgetOption(key: "interval", type: .string, defaultValue: .string(CommandSettings.defaultInterval),
                     summary: "how often to ask when the document does not say: \"5m\", \"1h\" (at most every 5 minutes)",
                     validate: { value in
                         guard case .string(let text) = value else { return nil }
                         return CommandInterval.problem(text)
                     }),
        WidgetOption(key: "max_bytes", type: .integer(1024...InputLimits.commandOutputBytes),
                     defaultValue: .integer(InputLimits.commandOutputBytes),
                     summary: "the most bytes of an answer read (default and most 1 MiB); a longer answer is an error"),
    ]

    /// The http kind's rules over its options together: an address to ask.
    static let rules: [WidgetOptionRule] = [
        WidgetOptionRule { settings in
            settings.string("url") != nil ? [] : [.error("url is missing; add url = \"https://…\", the address serving a timeline document or text")]
        },
    ]

    /// Reads validated settings.
    init(settings: WidgetSettings) {
        url = settings.string("url").flatMap(Self.address)
        headers = settings.strings("headers").compactMap { try? HeaderTemplate.parse($0).get() }
        format = settings.string("format").flatMap(CommandFormat.init(rawValue:)) ?? .json
        title = settings.string("title")
        interval = CommandInterval.seconds(settings.string("interval") ?? CommandSettings.defaultInterval) ?? 300
        maxBytes = settings.integer("max_bytes") ?? InputLimits.commandOutputBytes
    }

    /// `text` as an http or https URL with a host, or nil.
    static func address(_ text: String) -> URL? {
        guard text.utf8.count <= 2048, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host?.isEmpty == false else { return nil }
        return url
    }
}
