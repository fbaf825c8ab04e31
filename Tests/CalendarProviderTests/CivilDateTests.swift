import CalendarProvider
import Foundation
import Testing
import WidgettyKit

/// Day arithmetic without `Calendar`, checked against Foundation's Gregorian calendar.
struct CivilDateTests {
    /// Every day from 1899 to 2101 goes to its day number and back; 1970-01-01 is day 0 and 2000-03-01 day 11,017.
    @Test func dayNumbersRoundTrip() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
        #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        for days in stride(from: -25_567, through: 48_214, by: 1) {
            #expect(CivilDate(daysSince1970: days).daysSince1970 == days)
        }
    }

    /// A day's start in a zone is Foundation's start of that day (on DST days too), and the moment maps back to the day.
    @Test(arguments: ["America/New_York", "Europe/London", "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Kiritimati", "America/St_Johns"])
    func startOfDayMatchesFoundation(zone: String) {
        let timeZone = ZoneDatabase.system.zone(named: zone)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        for days in stride(from: 20_000, to: 20_800, by: 1) {
            let day = CivilDate(daysSince1970: days)
            let start = day.start(in: timeZone)
            #expect(start == calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)), "\(day) in \(zone)")
            #expect(CivilDate(start, in: timeZone) == day)
            #expect(CivilDate(start.addingTimeInterval(-1), in: timeZone) == day.adding(days: -1))
        }
    }
}
