import FoundationEssentials
import WidgettyKit

/// A widget's timeline as the runner holds it, for `widgetty timeline`.
public struct SourceInspection: Sendable {
    /// The configuration of the first widget fed by this source.
    public let config: WidgetConfig
    /// The current timeline, nil before the first answer.
    public let timeline: ErasedTimeline?
    /// When the current timeline arrived.
    public let updated: Date?
    /// The latest failure, when the last load failed.
    public let failure: LoadFailure?
    /// When the next load starts, after the reload budget; nil for none.
    public let nextReload: Date?

    init(_ source: TimelineSchedule.Source) {
        config = source.instance.config
        timeline = source.state.timeline
        updated = source.state.updated
        failure = source.state.failure
        nextReload = source.state.load == nil ? source.state.nextReload : nil
    }
}
