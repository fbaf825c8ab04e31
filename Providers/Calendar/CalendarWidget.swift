import FoundationEssentials
import WidgettyKit

/// Your calendars from iCalendar files and addresses: today's next events, the day's agenda, the month.
public struct CalendarWidget: Widget {
    public static let kind = "calendar"
    public static let displayName = "Calendar"
    public static let description = "Shows your next events from iCalendar files and addresses, today’s agenda, and the month with its busy days."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static var options: [WidgetOption] { CalendarSettings.options }

    public let provider: CalendarProvider

    /// Reads the sources and zone from validated settings.
    public init(settings: WidgetSettings) {
        provider = CalendarProvider(settings: CalendarSettings(settings))
    }

    /// The view for the tile's size; its tap shows the next event's detail (as a tap on iOS's calendar widget opens the
    /// event), or today's agenda when no event is ahead; a pointer on an event's row shows that event (or opens its link).
    public func view(entry: CalendarEntry, context: WidgetContext) -> any View {
        let parts = CalendarParts(entry: entry, locale: context.locale)
        let view: any View = switch context.family {
        case .small: CalendarSmallView(parts: parts)
        case .medium: CalendarMediumView(parts: parts)
        default: CalendarLargeView(parts: parts)
        }
        guard let next = entry.next else { return view.widgetIntent(ShowAgenda(entry: entry, at: entry.date, locale: context.locale)) }
        return view.widgetIntent(ShowEvent(next.event, parts: parts))
    }

    /// "Open Calendar", "Today's Agenda" and "Tomorrow's Agenda"; none repeats the tile's tap (the next event).
    public func quickActions(entry: CalendarEntry, context: WidgetContext) -> [QuickAction] {
        CalendarActions.actions(entry: entry, sources: provider.settings.sources, context: context)
    }
}
