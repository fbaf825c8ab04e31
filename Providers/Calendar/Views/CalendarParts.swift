import FoundationEssentials
import WidgettyKit

/// What the three calendar sizes share: dates and times in the viewer's words, and an event's row.
struct CalendarParts: Sendable {
    let entry: CalendarEntry
    let locale: DateLocale

    var zone: ZoneInfo { entry.timeZone }
    var today: CivilDate { entry.today }

    /// A day's weekday as the locale writes it in full ("Monday", "月曜日").
    func weekday(_ day: CivilDate) -> String {
        DateFormat.string(day.start(in: zone), template: "EEEE", timeZone: zone, locale: locale)
    }

    /// A day's weekday as the locale abbreviates it ("Mon", "月").
    func shortWeekday(_ day: CivilDate) -> String {
        DateFormat.string(day.start(in: zone), template: "EEE", timeZone: zone, locale: locale)
    }

    /// The day and month ("November 23", "11月23日").
    func dayAndMonth(_ day: CivilDate) -> String {
        DateFormat.string(day.start(in: zone), template: "MMMMd", timeZone: zone, locale: locale)
    }

    /// "Today", "Tomorrow", else the short weekday and day (`shortDate`).
    func relativeDay(_ day: CivilDate) -> String {
        switch day.daysSince1970 - today.daysSince1970 {
        case 0: Phrase("Today", ja: "今日")(locale)
        case 1: Phrase("Tomorrow", ja: "明日")(locale)
        default: shortDate(day)
        }
    }

    /// The short weekday and day ("Wed 25", "11月25日(水)").
    func shortDate(_ day: CivilDate) -> String {
        DateFormat.string(day.start(in: zone), template: "MMMEd", timeZone: zone, locale: locale)
    }

    /// The time of day in the locale's hour cycle ("09:00", "9:00 AM").
    func time(_ date: Date) -> String {
        DateFormat.string(date, template: "jmm", timeZone: zone, locale: locale)
    }

    /// What the time column says for an event on `day`, as Apple's Calendar lists one: "All day" ("終日") on a day it
    /// fills, "until 10:00 AM" ("午前10:00まで") on the last day of one that began on an earlier day, else its start.
    func timeLabel(_ event: CalendarEvent, on day: CivilDate) -> String {
        if event.fills(day, in: zone) { return Phrase("All day", ja: "終日")(locale) }
        let start = event.start(in: zone)
        guard start < day.start(in: zone) else { return time(start) }
        let end = time(event.end(in: zone))
        return Phrase.isJapanese(locale) ? end + "まで" : "until " + end
    }

    /// A day in full: "Friday, November 27"; "11月27日(金)" in Japanese.
    func fullDate(_ day: CivilDate) -> String {
        Phrase.isJapanese(locale) ? shortDate(day) : "\(weekday(day)), \(dayAndMonth(day))"
    }

    /// When an event happens, in full, in the locale's forms: "Tuesday, November 24, 12:00 PM – 1:00 PM" (the range in
    /// no-break spaces), "Tuesday, November 24, all day", and both days for one that ends on a later day; in Japanese
    /// "11月24日(火) 12:00～13:00", "11月24日(火) 終日".
    func span(of event: CalendarEvent) -> String {
        let start = event.start(in: zone), end = event.end(in: zone)
        let first = CivilDate(start, in: zone)
        let (comma, dash) = (Phrase(", ", ja: " ")(locale), Phrase(" – ", ja: "～")(locale))
        if case .allDay(let firstDay, let endDay) = event.timing {
            let last = endDay.adding(days: -1)
            return last.daysSince1970 > firstDay.daysSince1970
                ? fullDate(firstDay) + dash + fullDate(last) : fullDate(firstDay) + comma + Phrase("all day", ja: "終日")(locale)
        }
        let last = CivilDate(end, in: zone)
        guard last == first else { return fullDate(first) + comma + time(start) + dash + fullDate(last) + comma + time(end) }
        // A range within one day is never broken across lines: "9:30 AM – 9:45 AM" wraps as one.
        let range = (time(start) + dash + time(end)).replacing(" ", with: "\u{A0}")
        return fullDate(first) + comma + range
    }

    /// A day's name and date, as an agenda's title: "Today, November 27"; "今日 11月27日" in Japanese.
    func namedDate(_ day: CivilDate) -> String {
        relativeDay(day) + Phrase(", ", ja: " ")(locale) + dayAndMonth(day)
    }

    /// How many events a day holds: "No events", "1 event", "3 events"; "予定なし", "3件の予定" in Japanese.
    func eventCount(_ count: Int) -> String {
        switch count {
        case 0: Phrase("No events", ja: "予定なし")(locale)
        case 1: Phrase("1 event", ja: "1件の予定")(locale)
        default: Phrase("\(count) events", ja: "\(count)件の予定")(locale)
        }
    }

    /// The symbol before a birthday's or holiday's title (🎂, ✦); nil for other events, marked by their source's color.
    func symbol(_ event: CalendarEvent) -> String? {
        event.isBirthday ? "🎂" : event.isHoliday ? "✦" : nil
    }

    /// The mark before a title: 🎂 for a birthday, ✦ for a holiday, else a bar in the source's color.
    func mark(_ event: CalendarEvent) -> any View {
        if let symbol = symbol(event) { return event.isHoliday ? Glyph(symbol).foregroundStyle(.orange) : Glyph(symbol) }
        return Glyph("▍").foregroundStyle(color(of: event))
    }

    /// The title, warm for a birthday and festive for a holiday.
    func title(_ event: CalendarEvent) -> any View {
        let text = Text(event.title.isEmpty ? Phrase("(No title)", ja: "(タイトルなし)")(locale) : event.title)
        if event.isBirthday { return text.foregroundStyle(.pink) }
        if event.isHoliday { return text.foregroundStyle(.orange) }
        // Its own color, so the plain button around a row does not tint it.
        return text.foregroundStyle(.label)
    }

    /// The source's color.
    func color(of event: CalendarEvent) -> SemanticColor {
        entry.sources.indices.contains(event.source) ? entry.sources[event.source].color : .blue
    }

    /// One event: time (right-aligned in a column `timeWidth` wide), mark, title, and its place when `showsLocation` and
    /// the whole title fits beside it (the title matters more); a link to the event's URL when it has one, else a
    /// plain button showing the event's detail (`ShowEvent`).
    func row(_ event: CalendarEvent, on day: CivilDate, timeWidth: Int, showsLocation: Bool) -> any View {
        let row = plainRow(event, on: day, timeWidth: timeWidth, showsLocation: showsLocation)
        guard let address = event.url, let url = URL(string: address), url.scheme != nil else {
            return Button(intent: ShowEvent(event, parts: self)) { row }.buttonStyle(.plain)
        }
        return Link(destination: url) { row }
    }

    /// One event's row without its link.
    private func plainRow(_ event: CalendarEvent, on day: CivilDate, timeWidth: Int, showsLocation: Bool) -> any View {
        // Right-aligned, so the colons line up ("9:30 AM" over "10:00 AM").
        let time = Text(timeLabel(event, on: day)).foregroundStyle(.secondaryLabel).frame(width: timeWidth, alignment: .trailing)
        let plain = HStack(spacing: 1) {
            time
            mark(event).frame(width: 2, alignment: .leading)
            title(event)
        }
        guard showsLocation, let location = event.location?.split(whereSeparator: \.isNewline).first else { return plain }
        return ViewThatFits {
            HStack(spacing: 1) {
                time
                mark(event).frame(width: 2, alignment: .leading)
                title(event)
                Spacer(minLength: 1)
                Text(String(location)).font(.footnote).foregroundStyle(.secondaryLabel)
            }
            plain
        }
    }

    /// The widest time label among `events` on `day`, in columns.
    func timeWidth(_ events: [(CalendarEvent, CivilDate)]) -> Int {
        events.map { Self.columns(of: timeLabel($0.0, on: $0.1)) }.max() ?? 5
    }

    /// Columns a time label takes: two for each East Asian wide character ("終日", "午前"), one for the rest
    /// (digits, colons, Latin letters and the narrow spaces ICU writes).
    static func columns(of label: String) -> Int {
        label.unicodeScalars.reduce(0) { total, scalar in
            let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value) || (0xFFE0...0xFFE6).contains(scalar.value)
            return total + (wide ? 2 : 1)
        }
    }

    /// A list row for `event`, labelled for `widgetty check`.
    func listRow(_ event: CalendarEvent, on day: CivilDate, timeWidth: Int, showsLocation: Bool) -> FittingList.Row {
        FittingList.Row(label: event.title, view: row(event, on: day, timeWidth: timeWidth, showsLocation: showsLocation))
    }

    /// Today's birthday or holiday, for the delight line.
    var celebration: CalendarEvent? {
        entry.events(on: today).first { $0.isBirthday || $0.isHoliday }
    }

    /// The first broken source's problem, cut at the tile's edge, and how many more there are, never cut;
    /// nothing when every source was read.
    var problemLine: any View {
        guard let first = entry.problems.first else { return EmptyView() }
        let line = Text("⚠ " + first).font(.footnote).foregroundStyle(.orange)
        guard entry.problems.count > 1 else { return line }
        return HStack(spacing: 1) {
            line
            Text(CalendarProvider.more(entry.problems.count - 1)).font(.footnote).foregroundStyle(.orange)
        }
    }
}
