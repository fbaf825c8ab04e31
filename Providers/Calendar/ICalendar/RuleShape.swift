import CLibical

/// Says whether libical's recurrence iterator can follow a repeat rule at a bounded cost per step, before it is asked to.
///
/// One call of `icalrecur_iterator_next` runs until the next match or libical's last year, stepping by the rule's
/// frequency: `FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30` never matches and never returns, `FREQ=SECONDLY;BYMONTH=3`
/// steps a second at a time through the months between, and a YEARLY rule with every BYxxx list works out millions
/// of times in each year. So a rule more often than daily may filter only by its own unit and finer ones, a rule's lists
/// may name at most `ExpansionLimits.occurrencesPerRulePeriod` times in each period, and a day of the month no listed
/// month has is refused. What is left is searched only up to the window: a rule's UNTIL is brought forward to it
/// (`ending(_:by:)`), which libical honours inside a search too, with COUNT or without.
enum RuleShape {
    /// `rule` ending by `last` at the latest: its UNTIL when earlier, else `last` (a day for a date rule, else midnight UTC).
    static func ending(_ rule: icalrecurrencetype, by last: icaltimetype) -> icalrecurrencetype {
        var rule = rule
        let until = rule.until
        let isNull = until.year == 0 && until.month == 0 && until.day == 0
        if isNull || (Int(until.year), Int(until.month), Int(until.day)) > (Int(last.year), Int(last.month), Int(last.day)) {
            rule.until = last
        }
        return rule
    }

    /// Why libical is not asked to follow `rule`, in words after the event's name, or nil when it may be.
    static func refusal(_ rule: icalrecurrencetype) -> String? {
        var rule = rule
        let seconds = count(&rule.by_second), minutes = count(&rule.by_minute), hours = count(&rule.by_hour)
        let days = count(&rule.by_day), monthDays = count(&rule.by_month_day), yearDays = count(&rule.by_year_day)
        let weeks = count(&rule.by_week_no), months = count(&rule.by_month), positions = count(&rule.by_set_pos)
        let coarser: [(String, Int)] = switch rule.freq {
        case ICAL_SECONDLY_RECURRENCE: [("BYMINUTE", minutes), ("BYHOUR", hours)]
        case ICAL_MINUTELY_RECURRENCE: [("BYHOUR", hours)]
        default: []
        }
        let dayFilters = [("BYDAY", days), ("BYMONTHDAY", monthDays), ("BYYEARDAY", yearDays), ("BYWEEKNO", weeks),
                          ("BYMONTH", months), ("BYSETPOS", positions)]
        let isSubDaily = [ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE].contains(rule.freq)
        if isSubDaily, let (name, _) = (coarser + dayFilters).first(where: { $0.1 > 0 }) {
            return "its repeat rule is more often than daily and filtered by \(name), which libical searches step by step; it is not followed"
        }
        let perPeriod = [seconds, minutes, hours, days, monthDays, yearDays, weeks, months].reduce(1) { $0 * max(1, $1) }
        if perPeriod > ExpansionLimits.occurrencesPerRulePeriod {
            return "its repeat rule names \(perPeriod) times in each period (the most followed is \(ExpansionLimits.occurrencesPerRulePeriod)); it is not followed"
        }
        if monthDays > 0, months > 0, neverMatches(&rule, monthDays: monthDays, months: months) {
            return "its repeat rule names days its months do not have; it is not followed"
        }
        return nil
    }

    /// Whether every BYMONTHDAY, from the start or the end, is past the end of every BYMONTH month (February 30, or -31).
    private static func neverMatches(_ rule: inout icalrecurrencetype, monthDays: Int, months: Int) -> Bool {
        let longest = values(&rule.by_month, months).map { [2: 29, 4: 30, 6: 30, 9: 30, 11: 30][Int($0)] ?? 31 }.max() ?? 31
        return values(&rule.by_month_day, monthDays).allSatisfy { abs(Int($0)) > longest }
    }

    /// How many values a BYxxx list holds: up to libical's end mark, or all of them when it is full.
    private static func count<List>(_ list: inout List) -> Int {
        withUnsafeBytes(of: &list) { bytes in
            bytes.bindMemory(to: Int16.self).prefix { $0 != Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) }.count
        }
    }

    /// The first `count` values of a BYxxx list.
    private static func values<List>(_ list: inout List, _ count: Int) -> [Int16] {
        withUnsafeBytes(of: &list) { Array($0.bindMemory(to: Int16.self).prefix(count)) }
    }
}
