import FoundationEssentials
import WidgettyKit

extension CommandProvider {
    /// The timeline `output` gives (one run's, or one frame of a listening program's), read by the widget's format
    /// and title (`OutputTimeline`, which the http kind shares), its entries from `date`; the next run is at `next`
    /// unless a timeline document says otherwise.
    func timeline(from output: Data, at date: Date, next: Date, context: WidgetContext) throws -> Timeline<CommandEntry> {
        try OutputTimeline.timeline(output, format: settings.format, title: settings.title, at: date, next: next, context: context,
                                    placeholders: placeholders, ignoredParameters: ignoredParameters)
    }
}
