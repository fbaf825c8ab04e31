import FoundationEssentials
import Logging
import WidgettyKit
import WidgettyRender

/// A swift-log handler writing one line per message to a `LogFile`:
/// `2026-11-22T09:41:00Z info kind=weather widget="widget 2 (weather)" Timeline loaded entries=24`.
///
/// Messages and metadata come partly from data (a server's error, a place's name), so each is
/// written with its control characters spelled out (`\u{1B}`, `\n`): one message is one line, and
/// nothing in the file can drive the terminal that shows it.
public struct FileLogHandler: LogHandler {
    private let file: LogFile
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    /// A handler writing messages at `level` and above to `file`.
    public init(file: LogFile, level: Logger.Level) {
        self.file = file
        logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        file.write(Self.line(level: event.level, message: event.message.description, metadata: merged, at: Date()))
    }

    /// The line for one message: time, level, metadata in key order, the message and its metadata.
    static func line(level: Logger.Level, message: String, metadata: Logger.Metadata, at date: Date) -> String {
        let widgetKeys = ["kind", "widget"]
        let fields = { (keys: [String]) in keys.compactMap { key in metadata[key].map { "\(clean(key))=\(quoted("\($0)"))" } } }
        let front = fields(widgetKeys.filter { metadata[$0] != nil })
        let rest = fields(metadata.keys.filter { !widgetKeys.contains($0) }.sorted())
        let stamp = UTCStamp.iso8601(date)
        return ([stamp, level.rawValue] + front + [clean(message)] + rest).joined(separator: " ")
    }

    /// A metadata value, in quotes when it holds a space or a quote.
    private static func quoted(_ value: String) -> String {
        let cleaned = clean(value)
        guard cleaned.isEmpty || cleaned.contains(where: { $0 == " " || $0 == "\"" }) else { return cleaned }
        return "\"" + cleaned.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// The text with every control character spelled out, line breaks and tabs included.
    static func clean(_ text: String) -> String {
        TextSanitizer.escaped(text).replacing("\n", with: "\\n").replacing("\t", with: "\\t")
    }
}
