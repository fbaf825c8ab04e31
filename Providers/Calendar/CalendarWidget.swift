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

    /// The view for the tile's size; its tap shows today's agenda (as Calendar opens on today), under any event's link.
    public func view(entry: CalendarEntry, context: WidgetContext) -> any View {
        let parts = CalendarParts(entry: entry, locale: context.locale)
        let view: any View = switch context.family {
        case .small: CalendarSmallView(parts: parts)
        case .medium: CalendarMediumView(parts: parts)
        default: CalendarLargeView(parts: parts)
        }
        return view.widgetIntent(ShowAgenda(entry: entry, at: entry.date, locale: context.locale))
    }

    /// "Open Calendar" and "Tomorrow's Agenda…"; neither repeats the tile's tap (today's agenda).
    public func quickActions(entry: CalendarEntry, context: WidgetContext) -> [QuickAction] {
        CalendarActions.actions(entry: entry, sources: provider.settings.sources, context: context)
    }
}
