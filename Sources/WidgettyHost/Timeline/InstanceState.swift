import Foundation
import WidgettyKit

/// The runner's record of one widget instance.
struct InstanceState {
    let instance: WidgetInstance
    let context: WidgetContext
    var timeline: ErasedTimeline?
    var failure: String?
    var isLoading = false
    var nextReload: Date?

    /// The entry shown at `date`: the last one whose date has come, else the first.
    func entry(at date: Date) -> (any TimelineEntry)? {
        guard let entries = timeline?.entries, let first = entries.first else { return nil }
        return entries.last { $0.date <= date } ?? first
    }

    /// The next moment this instance needs the loop: its next entry, or its reload.
    ///
    /// A load in flight has no reload date: its result arrives through the wake
    /// pipe, and a past reload date would make the loop spin until it does.
    func nextWakeDate(after date: Date) -> Date? {
        let nextEntry = timeline?.entries.first { $0.date > date }?.date
        let reload = isLoading ? nil : nextReload
        return [nextEntry, reload].compactMap { $0 }.min()
    }

    /// When the policy asks for the next timeline.
    static func reloadDate(for timeline: ErasedTimeline) -> Date? {
        switch timeline.policy {
        case .atEnd: timeline.entries.last?.date
        case .after(let date): date
        case .never: nil
        }
    }
}
