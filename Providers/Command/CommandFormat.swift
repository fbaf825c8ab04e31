/// How a command widget reads what its program prints.
enum CommandFormat: String, Sendable, CaseIterable {
    /// Lines of text, with SGR colours kept as semantic colours.
    case text
    /// A widgetty timeline document (docs/timeline-protocol.md).
    case json
    /// An xbar or SwiftBar plugin's output: titles, then `---` and menu rows with ` | ` parameters.
    case xbar
}
