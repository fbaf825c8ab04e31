import WidgettyKit

/// Judges one VTIMEZONE before libical sees it: libical works out every offset change from each observance's
/// DTSTART up to the year asked, so a rule that repeats more often than yearly (`FREQ=SECONDLY` from 1601) or names
/// many days a year grows without bound.
///
/// An observance is yearly in practice (one change a year: `FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`, or Outlook's
/// seven `BYMONTHDAY`s with one `BYDAY`); anything else refuses the zone, and so does a zone whose changes,
/// counted from its rules and RDATEs up to 2035 (the last year libical expands to), pass `ExpansionLimits.zoneChanges`, and a
/// zone of more than `ExpansionLimits.observancesPerZone` STANDARD and DAYLIGHT blocks, whose lines past them are not read.
struct ZoneRuleCheck {
    /// The zone's TZID, once its line is read.
    private(set) var tzid: String?
    /// The offset changes libical would work out of the zone, as counted so far.
    private(set) var changes = 0
    /// Why the zone is refused for one of its rules ("repeats a change more often than yearly (FREQ=SECONDLY)").
    private var ruleProblem: String?
    /// The STANDARD and DAYLIGHT blocks ended so far.
    private(set) var observances = 0
    /// The wall-clock span the zone's observances describe.
    private(set) var coverage = ZoneCoverage()
    private var start: Substring?
    private var rule: String?

    /// The last year libical works out a zone's changes for.
    static let lastYear = 2035

    /// Why the zone is refused ("has 50000 observances (...)"), or nil while it is kept.
    var problem: String? {
        guard observances <= ExpansionLimits.observancesPerZone else {
            return "has \(observances) observances (STANDARD and DAYLIGHT blocks; a zone is read up to \(ExpansionLimits.observancesPerZone))"
        }
        return ruleProblem
    }

    /// Whether the zone is judged at all: false for one the calendar would leave out whatever it holds.
    let isJudged: Bool

    /// A check of one zone, which reads nothing of it unless `isJudged`.
    init(isJudged: Bool = true) {
        self.isJudged = isJudged
    }

    /// Whether the zone's lines still matter: false once it has more observances than are read, or when it is not judged.
    var isReading: Bool { isJudged && observances <= ExpansionLimits.observancesPerZone }

    /// One content line of the VTIMEZONE (`name` upper-cased); `inObservance` inside its STANDARD or DAYLIGHT.
    mutating func read(name: Substring, value: Substring, inObservance: Bool) {
        guard isReading else { return }
        switch name {
        case "TZID" where !inObservance: tzid = String(value)
        case "DTSTART" where inObservance: start = value
        case "RRULE" where inObservance: rule = String(value)
        case "RDATE" where inObservance:
            count(value.split(separator: ",").count)
            coverage.addDates(value)
        default: break
        }
    }

    /// The end of an observance: its rule is judged and its changes counted.
    mutating func endObservance() {
        defer { start = nil; rule = nil }
        observances += 1
        guard isReading else { return }
        count(1)
        let parts = rule.map(Self.parts)
        coverage.addObservance(start: start, rule: parts)
        guard let rule, let parts, ruleProblem == nil else { return }
        let startYear = start.flatMap { Int($0.prefix(4)) }
        guard parts["FREQ"] == "YEARLY" else {
            ruleProblem = "repeats a change more often than yearly (FREQ=\((parts["FREQ"] ?? "").prefix(20)))"
            return
        }
        let known: Set<Substring> = ["FREQ", "INTERVAL", "UNTIL", "COUNT", "WKST", "BYMONTH", "BYDAY", "BYMONTHDAY"]
        // A single hour, minute or second (`BYHOUR=2;BYMINUTE=0`, as some writers spell the time of the change), a single
        // week or day of the year, or a single BYSETPOS still make one change a year.
        let single: Set<Substring> = ["BYHOUR", "BYMINUTE", "BYSECOND", "BYWEEKNO", "BYYEARDAY", "BYSETPOS"]
        let lengths = parts.mapValues { $0.split(separator: ",").count }
        guard parts.keys.allSatisfy({ known.contains($0) || single.contains($0) && lengths[$0, default: 0] <= 1 }),
              lengths["BYMONTH", default: 0] <= 1, lengths["BYDAY", default: 0] <= 1,
              lengths["BYMONTHDAY", default: 0] <= 7 else {
            ruleProblem = "has a yearly rule that is not one change a year (\(QuotedValue.quote(rule)))"
            return
        }
        let perYear = lengths["BYMONTHDAY"] ?? (parts["BYDAY"].map { $0.first?.isLetter == true ? 5 : 1 } ?? 1)
        let last = min(Self.lastYear, parts["UNTIL"].flatMap { Int($0.prefix(4)) } ?? Self.lastYear)
        let interval = max(1, parts["INTERVAL"].flatMap { Int($0) } ?? 1)
        let years = max(1, (last - min(startYear ?? last, last)) / interval + 1)
        count(min(years * perYear, parts["COUNT"].flatMap { Int($0) } ?? .max))
    }

    private mutating func count(_ more: Int) {
        changes += more
        if ruleProblem == nil, changes > ExpansionLimits.zoneChanges {
            ruleProblem = "would make more than \(ExpansionLimits.zoneChanges) offset changes"
        }
    }

    /// `FREQ=YEARLY;BYMONTH=3` as ["FREQ": "YEARLY", "BYMONTH": "3"], names upper-cased.
    private static func parts(of rule: String) -> [Substring: Substring] {
        var parts: [Substring: Substring] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            parts[Substring(pair[0].uppercased())] = pair.count > 1 ? Substring(pair[1].uppercased()) : ""
        }
        return parts
    }
}
