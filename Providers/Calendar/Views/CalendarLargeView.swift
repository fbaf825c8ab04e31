import WidgettyKit

/// Large calendar: the month grid (today marked, dots on busy days, holidays festive) above the coming events by day.
struct CalendarLargeView: View {
    let parts: CalendarParts

    var body: any View {
        let rows = self.rows
        return VStack(alignment: .leading) {
            MonthGridView(parts: parts, grid: MonthGrid(containing: parts.today, locale: parts.locale))
            Divider()
            if rows.isEmpty {
                Text(Phrase("No events this week", ja: "今週の予定はありません")(parts.locale)).foregroundStyle(.secondaryLabel)
            } else {
                FittingList(rows)
            }
            Spacer()
            parts.problemLine
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// Today's remaining events and the next days', each day under its name (a day's name and its first
    /// event are one row, so the list never ends on a name without events).
    private var rows: [FittingList.Row] {
        var days: [(CivilDate, [CalendarEvent])] = [(parts.today, parts.entry.remainingToday)]
        for offset in 1...CalendarEntry.daysAhead {
            let day = parts.today.adding(days: offset)
            days.append((day, parts.entry.beginning(on: day)))
        }
        let shown = days.filter { !$0.1.isEmpty }
        let width = parts.timeWidth(shown.flatMap { day, events in events.map { ($0, day) } })
        return shown.flatMap { day, events in
            events.enumerated().map { index, event in
                let row = parts.row(event, on: day, timeWidth: width, showsLocation: false)
                guard index == 0 else { return FittingList.Row(label: event.title, view: row) }
                let name = Text(parts.relativeDay(day)).font(.subheadline).foregroundStyle(.secondaryLabel)
                return FittingList.Row(label: event.title, view: VStack(alignment: .leading) { name; row })
            }
        }
    }
}
