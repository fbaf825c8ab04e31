import WidgettyKit

/// Small calendar: the weekday and the day's number large, a birthday or holiday if today has one, then the next event.
struct CalendarSmallView: View {
    let parts: CalendarParts

    var body: any View {
        let celebration = parts.celebration
        return VStack(alignment: .leading) {
            Text(parts.weekday(parts.today)).font(.headline).foregroundStyle(celebration?.isHoliday == true ? .orange : .red)
            Text(String(parts.today.day)).font(.largeNumerals)
            Spacer()
            if let celebration {
                HStack(spacing: 1) {
                    parts.mark(celebration)
                    parts.title(celebration)
                }
            }
            next(besides: celebration)
            parts.problemLine
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// The next event besides today's celebration: its day (when not today) and time, then its mark and title.
    private func next(besides celebration: CalendarEvent?) -> any View {
        let upcoming = parts.entry.next.flatMap { $0.event == celebration ? nextAfter(celebration) : $0 }
        guard let (event, day) = upcoming else {
            return Text(Phrase("No more events", ja: "予定なし")(parts.locale)).foregroundStyle(.secondaryLabel)
        }
        let time = parts.timeLabel(event, on: day)
        // The time is never cut: a day too long beside it ("Tomorrow 10:00 AM") gives way to its short weekday ("Sat").
        let when = ViewThatFits {
            for label in day == parts.today ? [time] : [parts.relativeDay(day) + " " + time, parts.shortWeekday(day) + " " + time, time] {
                Text(label).font(.footnote).foregroundStyle(.secondaryLabel)
            }
        }
        return VStack(alignment: .leading) {
            when
            HStack(spacing: 1) {
                parts.mark(event)
                parts.title(event)
            }
        }
    }

    /// The next event when the celebration itself would be next: today's first other one, else tomorrow's.
    private func nextAfter(_ celebration: CalendarEvent?) -> (event: CalendarEvent, day: CivilDate)? {
        if let event = parts.entry.remainingToday.first(where: { $0 != celebration }) { return (event, parts.today) }
        let tomorrow = parts.today.adding(days: 1)
        return parts.entry.events(on: tomorrow).first.map { ($0, tomorrow) }
    }
}
