import Foundation

/// One moment of a widget's content; the dashboard shows it from `date` on.
///
/// Entries are `Encodable` so that `widgetty timeline --json` can show them.
public protocol TimelineEntry: Sendable, Encodable {
    /// When this entry becomes the one shown.
    var date: Date { get }
    /// How much this entry matters now, for smart stacks; nil means no opinion.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// Entries have no relevance unless they say so.
    public var relevance: TimelineEntryRelevance? { nil }
}
