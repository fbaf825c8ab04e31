import FoundationEssentials

/// One moment of a widget's content; the dashboard shows it from `date` on.
///
/// Entries are `Encodable` so that `widgetty timeline --json` can show them.
public protocol TimelineEntry: Sendable, Encodable {
    /// When this entry becomes the one shown.
    var date: Date { get }
    /// How much this entry matters now, for smart stacks; nil means no opinion.
    var relevance: TimelineEntryRelevance? { get }
    /// Whether the dashboard rings the terminal's bell when this entry comes on (once per entry: a timer's "Done").
    var ringsBell: Bool { get }
    /// What the provider left out or guessed to make this entry, in words ("work.ics: \"Standup\" names an unknown
    /// time zone"), for `widgetty timeline`; the tile shows the rest as usual.
    var leftOut: [String] { get }
}

extension TimelineEntry {
    /// Entries have no relevance unless they say so.
    public var relevance: TimelineEntryRelevance? { nil }
    /// Entries ring no bell unless they say so.
    public var ringsBell: Bool { false }
    /// Entries leave nothing out unless they say so.
    public var leftOut: [String] { [] }
}
