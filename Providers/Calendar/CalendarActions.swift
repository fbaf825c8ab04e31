import FoundationEssentials
import WidgettyKit

/// The calendar's quick actions: "Open Calendar" (its first own source: an address's page, a file's folder),
/// "Today's Agenda" and "Tomorrow's Agenda" (the day's events in a sheet; the tile's tap shows the next event).
enum CalendarActions {
    /// The actions for `entry` at `context.date`; no "Open Calendar" when only holidays or the demo are shown.
    static func actions(entry: CalendarEntry, sources: [CalendarSource], context: WidgetContext) -> [QuickAction] {
        let agendas = [(0, Phrase("Today\u{2019}s Agenda", ja: "今日の予定"), "≡"), (1, Phrase("Tomorrow\u{2019}s Agenda", ja: "明日の予定"), "⇢")]
        var actions = agendas.map { daysAhead, title, glyph in
            let agenda = ShowAgenda(entry: entry, at: context.date, daysAhead: daysAhead, locale: context.locale)
            return QuickAction(title(context.locale), subtitle: agenda.subtitle, glyph: glyph, action: .perform(agenda, role: .normal))
        }
        if let source = sources.first(where: { !$0.isHolidays && $0.location != DemoCalendar.location }) ?? sources.first,
           let url = openURL(of: source) {
            actions.insert(QuickAction(Phrase("Open Calendar", ja: "カレンダーを開く")(context.locale), subtitle: source.label, glyph: "↗", action: .openURL(url)), at: 0)
        }
        return actions
    }

    /// Where "Open Calendar" goes: a remote calendar's address (webcal read as https), a local folder of calendars,
    /// or the folder holding a calendar file (opened by the desktop's opener, not the editor); nil for the demo.
    static func openURL(of source: CalendarSource) -> URL? {
        if let remote = source.remoteURL { return remote }
        guard let path = source.path, source.location != DemoCalendar.location else { return nil }
        var isFolder = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder
            ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
        return URL(fileURLWithPath: folder, isDirectory: true)
    }
}

/// A day's agenda: its events, each with its time, in a sheet over the home screen (today's and tomorrow's are quick
/// actions; today's is also the tap of a calendar with no event ahead).
struct ShowAgenda: HostIntent {
    static let title = "Agenda"
    let request: HostRequest
    /// How many events the day holds, for the menu's subtitle ("3 events", "No events").
    let subtitle: String

    /// The events of `entry` on the day `daysAhead` after `date`'s (in the entry's zone), each row its time and title
    /// and place.
    init(entry: CalendarEntry, at date: Date, daysAhead: Int = 0, locale: DateLocale) {
        var shown = entry
        shown.date = date
        let parts = CalendarParts(entry: shown, locale: locale)
        let day = parts.today.adding(days: daysAhead)
        let events = shown.events(on: day)
        let rows = events.map { event in
            let title = event.title.isEmpty ? Phrase("(No title)", ja: "(タイトルなし)")(locale) : event.title
            let place = event.location?.split(whereSeparator: \.isNewline).first.map(String.init)
            // The tile's 🎂 and ✦ before a birthday's and holiday's title.
            return HostRequest.Row(parts.timeLabel(event, on: day), parts.symbol(event).map { $0 + " " + title } ?? title, detail: place)
        }
        subtitle = parts.eventCount(events.count)
        request = .showList(title: parts.namedDate(day), rows: rows,
                            empty: daysAhead == 0 ? Phrase("No events today", ja: "今日の予定はありません")(locale)
                                : Phrase("No events that day", ja: "この日の予定はありません")(locale))
    }
}
