import WidgettyKit

/// Medium calendar: today's date, then its all-day events and the timed ones still to come, with their places
/// (once no timed event is left, today's all-day events and "No more events today"); the rows today leaves free
/// show the next days' events under their names, as iOS's Up Next does.
struct CalendarMediumView: View {
    let parts: CalendarParts

    /// The most all-day rows above "No more events today", so the days ahead keep their room ("+1 more" for the rest).
    static let allDayLimit = 2

    var body: any View {
        let parts = parts
        return VStack(alignment: .leading) {
            header
            GeometryReader { proxy in Self.agenda(parts, rows: proxy.size.rows) }
            parts.problemLine
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// The weekday in red, then the date.
    private var header: any View {
        HStack(spacing: 1) {
            Text(parts.weekday(parts.today)).font(.headline).foregroundStyle(.red)
            Text(parts.dayAndMonth(parts.today)).font(.headline)
        }
    }

    /// Today's rows, then the days ahead in what they leave of `rows`.
    private static func agenda(_ parts: CalendarParts, rows: Int) -> any View {
        let remaining = parts.entry.remainingToday
        // Events filling today first (all-day ones, a multi-day event's middle day: the entry's order puts them first),
        // then the timed ones.
        let allDay = remaining.filter { $0.fills(parts.today, in: parts.zone) }
        let timed = remaining.filter { !$0.fills(parts.today, in: parts.zone) }
        let shownAllDay = min(allDay.count, allDayLimit)
        // Only all-day events left (a holiday): they stay on top, and the day is done as on any other.
        let todayRows = timed.isEmpty ? shownAllDay + (allDay.count > shownAllDay ? 1 : 0) + 1 : remaining.count
        let ahead = DaysAhead(entry: parts.entry, rows: rows - todayRows)
        // One time column for today and the days ahead, so every mark and title starts on the same column.
        let width = parts.timeWidth((allDay + timed).map { ($0, parts.today) } + ahead.events)
        let list = (allDay + timed).map { parts.listRow($0, on: parts.today, timeWidth: width, showsLocation: true) }
        return VStack(alignment: .leading) {
            if timed.isEmpty {
                if !allDay.isEmpty { FittingList(list, limit: allDayLimit) }
                Text(dayIsDone(parts)(parts.locale)).foregroundStyle(.secondaryLabel)
            } else {
                FittingList(list)
            }
            ahead.view(parts, timeWidth: width)
        }
    }

    /// "No more events today" after the day's last event; "No events today" on a day without any.
    private static func dayIsDone(_ parts: CalendarParts) -> Phrase {
        parts.entry.events(on: parts.today).isEmpty
            ? Phrase("No events today", ja: "今日の予定はありません")
            : Phrase("No more events today", ja: "今日の予定はもうありません")
    }
}
