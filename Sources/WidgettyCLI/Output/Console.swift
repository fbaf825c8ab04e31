import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Where commands write for people: standard output and standard error, with every control character
/// in the text (from a config value, a server, another dashboard's reply) written out visibly, never run.
enum Console {
    /// Writes a line to standard output.
    static func out(_ text: String) {
        StandardStream.output.write((TextSanitizer.escaped(text) + "\n"))
    }

    /// Writes a line to standard error.
    static func error(_ text: String) {
        StandardStream.error.write((TextSanitizer.escaped(text) + "\n"))
    }
}
