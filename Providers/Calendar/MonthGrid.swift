import FoundationEssentials
import WidgettyKit

/// The weeks of a month as a grid, starting on the locale's first weekday.
struct MonthGrid {
    /// The first day of the month.
    let month: CivilDate
    /// The first day of the grid's first week (may be in the month before).
    let firstDay: CivilDate
    /// 1 for Sunday … 7 for Saturday, as `CivilTime` numbers weekdays.
    let firstWeekday: Int

    /// The grid of the month holding `day`, weeks starting on `locale`'s first weekday.
    init(containing day: CivilDate, locale: DateLocale) {
        firstWeekday = locale.firstWeekday
        month = CivilDate(year: day.year, month: day.month, day: 1)
        // 1970-01-01 was a Thursday (weekday 5).
        let weekday = ((month.daysSince1970 % 7) + 7 + 4) % 7 + 1
        firstDay = month.adding(days: -((weekday - firstWeekday + 7) % 7))
    }

    /// The day after the grid's last week: weeks enough to hold the month (four to six).
    var endDay: CivilDate {
        let nextMonth = month.month == 12 ? CivilDate(year: month.year + 1, month: 1, day: 1)
                                          : CivilDate(year: month.year, month: month.month + 1, day: 1)
        let days = nextMonth.daysSince1970 - firstDay.daysSince1970
        return firstDay.adding(days: (days + 6) / 7 * 7)
    }

    /// The grid's weeks, each seven days.
    var weeks: [[CivilDate]] {
        stride(from: 0, to: endDay.daysSince1970 - firstDay.daysSince1970, by: 7).map { start in
            (0..<7).map { firstDay.adding(days: start + $0) }
        }
    }

    /// Whether `day` belongs to the month shown (not to the weeks' ends in the months around it).
    func contains(_ day: CivilDate) -> Bool {
        day.year == month.year && day.month == month.month
    }
}
