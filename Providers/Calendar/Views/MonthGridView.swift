import WidgettyKit

/// A month as a grid of days: weeks from the locale's first weekday, today filled red, a dot on days with
/// events, holidays in orange, days of the months around it faint.
struct MonthGridView: View {
    let parts: CalendarParts
    let grid: MonthGrid

    var body: any View {
        let weeks = grid.weeks, parts = parts
        return VStack(alignment: .leading) {
            Text(DateFormat.string(grid.month.start(in: parts.zone), template: "yMMMM", timeZone: parts.zone, locale: parts.locale))
                .font(.headline)
            GeometryReader { [self] proxy in
                // Cells of 3 to 5 columns: the number's two, the dot's one, and what the width spares.
                let width = max(3, min(5, proxy.size.columns / 7))
                return VStack(alignment: .leading) {
                    HStack(spacing: 0) {
                        for symbol in weekdaySymbols {
                            Text(symbol).foregroundStyle(.secondaryLabel).frame(width: 2, alignment: .trailing).frame(width: width, alignment: .leading)
                        }
                    }
                    for week in weeks {
                        HStack(spacing: 0) {
                            for day in week { cell(day).frame(width: width, alignment: .leading) }
                        }
                    }
                }
            }
            .frame(height: 1 + weeks.count)
        }
    }

    /// The very short weekday names ("S", "M", "日", "月") from the grid's first weekday on.
    private var weekdaySymbols: [String] {
        (0..<7).map { offset in
            DateFormat.string(grid.firstDay.adding(days: offset).start(in: parts.zone), template: "EEEEE",
                              timeZone: parts.zone, locale: parts.locale)
        }
    }

    /// A day: its number in two columns, then a dot when it has events.
    private func cell(_ day: CivilDate) -> any View {
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        let mark = parts.entry.marks[day]
        var text: any View = Text(number)
        if day == parts.today {
            text = Text(number).bold().foregroundStyle(.background).background(.red)
        } else if !grid.contains(day) {
            text = Text(number).foregroundStyle(.tertiaryLabel)
        } else if mark == .holiday {
            text = Text(number).foregroundStyle(.orange)
        }
        return HStack(spacing: 0) {
            text
            Text(mark == nil ? " " : "•").foregroundStyle(mark == .holiday ? .orange : .secondaryLabel)
        }
    }
}
