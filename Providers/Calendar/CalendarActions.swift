import FoundationEssentials
import WidgettyKit

/// The calendar's quick actions: "Open Calendar" (its first own source: an address's page, a file's folder) and
/// "Today's Agenda" (today's events in a sheet).
enum CalendarActions {
    /// The actions for `entry` at `context.date`; no "Open Calendar" when only holidays or the demo are shown.
    static func actions(entry: CalendarEntry, sources: [CalendarSource], context: WidgetContext) -> [QuickAction] {
        let agenda = ShowAgenda(entry: entry, at: context.date, locale: context.locale)
        var actions = [QuickAction("Today's Agenda", subtitle: agenda.subtitle, glyph: "☰", action: .perform(agenda, role: .normal))]
        if let source = sources.first(where: { !$0.isHolidays && $0.location != DemoCalendar.location }) ?? sources.first,
           let url = openURL(of: source) {
            actions.insert(QuickAction("Open Calendar", subtitle: source.label, glyph: "↗", action: .openURL(url)), at: 0)
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

/// "Today's Agenda": today's events, each with its time, in a sheet over the home screen.
struct ShowAgenda: HostIntent {
    static let title = "Today's Agenda"
    let request: HostRequest
    /// How many events today holds, for the menu's subtitle ("3 events").
    let subtitle: String

    /// Today's (at `date`, in the entry's zone) events of `entry`, each row its time and title and place.
    init(entry: CalendarEntry, at date: Date, locale: DateLocale) {
        var shown = entry
        shown.date = date
        let parts = CalendarParts(entry: shown, locale: locale)
        let day = parts.today
        let events = shown.events(on: day)
        let rows = events.map { event in
            let title = event.title.isEmpty ? Phrase("(No title)", ja: "(タイトルなし)")(locale) : event.title
            let place = event.location?.split(whereSeparator: \.isNewline).first.map(String.init)
            return HostRequest.Row(parts.timeLabel(event, on: day), title, detail: place)
        }
        subtitle = events.count == 1 ? "1 event" : "\(events.count) events"
        request = .showList(title: "\(parts.relativeDay(day)), \(parts.dayAndMonth(day))", rows: rows,
                            empty: Phrase("No events today", ja: "今日の予定はありません")(locale))
    }
}
