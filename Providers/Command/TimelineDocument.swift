import FoundationEssentials
import WidgettyKit

/// A timeline in the widgetty protocol (`"widgetty": 1`), as a program prints it: docs/timeline-protocol.md.
struct TimelineDocument: Sendable, Equatable {
    /// One entry: when it starts, how relevant it is, what it shows and the URL the tile opens.
    struct Entry: Sendable, Equatable {
        var date: Date
        var relevance: TimelineEntryRelevance?
        var view: ViewNode
        var url: URL?
    }

    /// The protocol version this build reads.
    static let version = 1

    var entries: [Entry]
    /// The reload policy; nil when the document gives none (the widget's `interval` then applies).
    var policy: ReloadPolicy?
    /// The view to show redacted while the program runs.
    var placeholder: ViewNode?
    /// The placeholder as the document wrote it, kept for the next start (`PlaceholderMemory`).
    var placeholderJSON: JSONValue?

    /// Reads a document; an entry without a date starts at `now`. Throws a `WidgetProblem` naming the path.
    static func decode(_ data: Data, now: Date, allowsButtons: Bool = true) throws(WidgetProblem) -> TimelineDocument {
        do {
            return try read(data, now: now, allowsButtons: allowsButtons)
        } catch {
            throw WidgetProblem("Timeline document: \(error.description)", isRetryable: true)
        }
    }

    /// Reads a document, throwing where it goes wrong; a button is a mistake unless `allowsButtons`.
    static func read(_ data: Data, now: Date, allowsButtons: Bool = true) throws(DocumentError) -> TimelineDocument {
        guard data.count <= InputLimits.commandOutputBytes else {
            throw DocumentError(path: "", problem: "the document is over \(InputLimits.commandOutputBytes >> 20) MB")
        }
        let parsed: JSONValue
        do {
            parsed = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw DocumentError(path: "", problem: "invalid JSON: \(Self.reason(data))")
        }
        let root = try DocumentValue(value: parsed, path: "")
            .object(allowing: ["widgetty", "entries", "policy", "placeholder"])
        guard let version = root["widgetty"] else {
            throw DocumentError(path: "", problem: "a timeline document starts with \"widgetty\": \(Self.version)")
        }
        guard try version.integer(in: 0...Int(Int32.max)) == Self.version else {
            throw version.problem("this widgetty reads protocol version \(Self.version); print \"widgetty\": \(Self.version)")
        }
        guard let entryList = root["entries"] else { throw DocumentError(path: "", problem: "a timeline document needs \"entries\": [...]") }
        var views = ViewNodeDecoder(allowsButtons: allowsButtons)
        var entries: [Entry] = []
        let list = try entryList.array()
        guard !list.isEmpty else { throw entryList.problem("the list is empty; give at least one entry") }
        for value in list {
            let fields = try value.object(allowing: ["date", "relevance", "view", "url"])
            guard let view = fields["view"] else { throw value.problem("an entry needs a \"view\"") }
            entries.append(Entry(date: try fields["date"]?.date() ?? now,
                                 relevance: try fields["relevance"].map(relevance),
                                 view: try views.node(view), url: try fields["url"]?.url()))
        }
        var raw: JSONValue?
        if case .object(let members) = parsed { raw = members["placeholder"] }
        return TimelineDocument(entries: entries, policy: try root["policy"].map(policy),
                                placeholder: try root["placeholder"].map { value throws(DocumentError) in try views.node(value) },
                                placeholderJSON: raw)
    }

    /// The view a placeholder kept as JSON describes, or nil when it no longer reads (a newer or damaged file).
    static func placeholder(from data: Data, allowsButtons: Bool) -> ViewNode? {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        let document = DocumentValue(value: value, path: "placeholder")
        var views = ViewNodeDecoder(allowsButtons: allowsButtons)
        return try? views.node(document)
    }

    /// Why the parser refused `data`, with its position. JSONDecoder's errors give none, so the grammar is checked
    /// again by `JSONSyntax`, which stops at the same mistake and says where.
    private static func reason(_ data: Data) -> String {
        JSONSyntax.firstProblem(in: Array(data)).map { located($0, in: data) } ?? "the data are not a JSON document"
    }

    /// The parser's "around character 134" as "at line 3, column 12", which an editor goes to.
    static func located(_ reason: String, in data: Data) -> String {
        guard let marker = reason.firstRange(of: "around character ") else { return reason }
        let digits = reason[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let offset = Int(digits), offset <= data.count else { return reason }
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
        var located = reason
        located.replaceSubrange(marker.lowerBound..<digits.endIndex, with: "at line \(line), column \(column)")
        return located
    }

    /// `{"score": 10, "duration": 3600}`.
    private static func relevance(_ value: DocumentValue) throws(DocumentError) -> TimelineEntryRelevance {
        let fields = try value.object(allowing: ["score", "duration"])
        guard let score = fields["score"] else { throw value.problem("a relevance needs a \"score\"") }
        let duration = try fields["duration"]?.number() ?? 0
        guard duration >= 0 else { throw fields["duration"]!.problem("expected seconds, 0 or more, found \(DecimalText.plain(duration))") }
        return TimelineEntryRelevance(score: try score.number(), duration: duration)
    }

    /// `"atEnd"`, `"never"` or `{"after": "2026-11-23T10:00:00Z"}`.
    private static func policy(_ value: DocumentValue) throws(DocumentError) -> ReloadPolicy {
        if case .string = value.value {
            return try value.word(among: ["atEnd", "never"], what: "policy") == "never" ? .never : .atEnd
        }
        let fields = try value.object(allowing: ["after"])
        guard let after = fields["after"] else { throw value.problem("expected \"atEnd\", \"never\" or {\"after\": \"an ISO 8601 date\"}") }
        return .after(try after.date())
    }

    /// The document as a timeline (`read` made sure it has entries); with no policy, the next run is at `defaultReload`.
    func timeline(defaultReload: Date) -> Timeline<CommandEntry> {
        let made = entries.map {
            CommandEntry(date: $0.date, relevance: $0.relevance, content: .view($0.view, url: $0.url))
        }
        return Timeline(entries: made, policy: policy ?? .after(defaultReload))
    }
}
