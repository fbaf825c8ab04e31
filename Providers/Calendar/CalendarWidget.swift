import FoundationEssentials
import WidgettyKit

/// Your calendars from iCalendar files and addresses: today's next events, the day's agenda, the month.
public struct CalendarWidget: Widget {
    public static let kind = "calendar"
    public static let displayName = "Calendar"
    public static let description = "Shows your next events from iCalendar files and addresses, today's agenda, and the month with its busy days."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static var options: [WidgetOption] { CalendarSettings.options }

    public let provider: CalendarProvider

    /// Reads the sources and zone from validated settings.
    public init(settings: WidgetSettings) {
        provider = CalendarProvider(settings: CalendarSettings(settings))
    }

    /// The view for the tile's size.
    public func view(entry: CalendarEntry, context: WidgetContext) -> any View {
        let parts = CalendarParts(entry: entry, locale: context.locale)
        switch context.family {
        case .small: return CalendarSmallView(parts: parts)
        case .medium: return CalendarMediumView(parts: parts)
        default: return CalendarLargeView(parts: parts)
        }
    }

    /// "Open Calendar" and "Today's Agenda"; the tile's tap opens nothing of its own, so neither repeats it.
    public func quickActions(entry: CalendarEntry, context: WidgetContext) -> [QuickAction] {
        CalendarActions.actions(entry: entry, sources: provider.settings.sources, context: context)
    }
}
