import WidgettyKit

/// One event's detail, the calendar's tap (as a tap on iOS's calendar widget opens the event it shows): its title,
/// when it happens, where, and in which calendar, in a sheet over the home screen.
struct ShowEvent: HostIntent {
    static let title = "Event"
    let request: HostRequest

    /// The detail of `event` in the words and zone of `parts`.
    init(_ event: CalendarEvent, parts: CalendarParts) {
        let locale = parts.locale
        var rows = [HostRequest.Row(Phrase("When", ja: "日時")(locale), parts.span(of: event))]
        if let place = event.location?.split(whereSeparator: \.isNewline).first {
            rows.append(HostRequest.Row(Phrase("Where", ja: "場所")(locale), String(place)))
        }
        if parts.entry.sources.indices.contains(event.source) {
            rows.append(HostRequest.Row(Phrase("Calendar", ja: "カレンダー")(locale), parts.entry.sources[event.source].name))
        }
        if let address = event.url { rows.append(HostRequest.Row(Phrase("Link", ja: "リンク")(locale), address)) }
        let title = event.title.isEmpty ? Phrase("(No title)", ja: "(タイトルなし)")(locale) : event.title
        request = .showList(title: title, rows: rows, empty: "")
    }
}
