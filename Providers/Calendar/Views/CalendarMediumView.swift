import WidgettyKit

/// Medium calendar: today's date, then its all-day events and the timed ones still to come, with their places;
/// once no timed event is left, today's all-day events, "No more events today" and tomorrow's first event.
struct CalendarMediumView: View {
    let parts: CalendarParts

    /// The most all-day rows above "No more events today", so tomorrow's event keeps its room ("+1 more" for the rest).
    static let allDayLimit = 2

    var body: any View {
        let remaining = parts.entry.remainingToday
        let allDay = remaining.filter(\.isAllDay)
        return VStack(alignment: .leading) {
            header
            if allDay.count < remaining.count {
                FittingList(rows(remaining))
            } else {
                // Only all-day events left (a holiday): they stay on top, and the day is done as on any other.
                if !allDay.isEmpty { FittingList(rows(allDay), limit: Self.allDayLimit) }
                Text(dayIsDone(parts.locale)).foregroundStyle(.secondaryLabel)
                tomorrow
            }
            Spacer()
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

    /// "No more events today" after the day's last event; "No events today" on a day without any.
    private var dayIsDone: Phrase {
        parts.entry.events(on: parts.today).isEmpty
            ? Phrase("No events today", ja: "今日の予定はありません")
            : Phrase("No more events today", ja: "今日の予定はもうありません")
    }

    /// Today's `remaining` events, all-day ones first (the entry's order puts them first on their day), then the timed ones.
    private func rows(_ remaining: [CalendarEvent]) -> [FittingList.Row] {
        let ordered = remaining.filter(\.isAllDay) + remaining.filter { !$0.isAllDay }
        let width = parts.timeWidth(ordered.map { ($0, parts.today) })
        return ordered.map { parts.listRow($0, on: parts.today, timeWidth: width, showsLocation: true) }
    }

    /// "Tomorrow" and its first event, when it has one.
    private var tomorrow: any View {
        let day = parts.today.adding(days: 1)
        let events = parts.entry.events(on: day)
        guard let first = events.first(where: { !$0.isAllDay }) ?? events.first else {
            return EmptyView()
        }
        // At least a blank line between today and tomorrow, however many of today's rows are above.
        return VStack(alignment: .leading) {
            Spacer(minLength: 1)
            Text(parts.relativeDay(day)).font(.subheadline).foregroundStyle(.secondaryLabel)
            parts.row(first, on: day, timeWidth: parts.timeWidth([(first, day)]), showsLocation: true)
        }
    }
}
