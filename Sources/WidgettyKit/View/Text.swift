import FoundationEssentials

/// Text, on one line by default and truncated with "…"; `lineLimit` lets it wrap.
public struct Text: PrimitiveView {
    /// The text as given; the renderer cleans it of control characters.
    public var content: String
    /// The most lines it wraps onto; nil for as many as the space allows.
    public var lineLimit: Int?
    /// A date the renderer formats at drawing time and keeps current; nil for plain text.
    public var date: (value: Date, style: DateStyle)?
    /// The parts of a joined text (`Text + Text`), each in its own style; empty for text in one style.
    public var runs: [TextRun] = []
    /// The style set on this text itself (`Text("a").bold()`): over the view around it, under each run's own.
    public var ownStyle = TextRun.Style()

    /// Creates one-line text from a string.
    public init(_ content: String) {
        self.content = content
        self.lineLimit = 1
    }

    /// Text that shows `date` in `style` and stays current without a new timeline ("in 5 min", "04:59").
    public init(_ date: Date, style: DateStyle) {
        self.content = ""
        self.lineLimit = 1
        self.date = (date, style)
    }

    /// The same text, wrapping onto at most `limit` lines (nil: as many as fit).
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.lineLimit = limit
        return copy
    }
}
