import FoundationEssentials
import WidgettyKit

/// Samples the machine at each reload, every `interval` (a minute by default): local files only, so under the network budget.
public struct SystemProvider: TimelineProvider {
    let settings: SystemSettings

    /// A plausible machine, shown redacted until the first reading and as the preview.
    public func placeholder(in context: WidgetContext) -> SystemEntry {
        SystemSample.entry(at: context.date)
    }

    /// One entry for now, and a reload after the interval.
    public func timeline(in context: WidgetContext) async throws -> Timeline<SystemEntry> {
        let entry = try SystemReader(settings: settings).entry(at: context.date, directories: context.services.directories)
        return Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(settings.interval)))
    }
}
