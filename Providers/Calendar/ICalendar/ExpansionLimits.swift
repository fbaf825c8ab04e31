/// How far the expansion of one calendar may go, so no file or rule can take unbounded time or memory.
public enum ExpansionLimits {
    /// Bytes of one calendar file or answer (a decade of a busy calendar is a few megabytes).
    public static let calendarBytes = 16 << 20
    /// Bytes of one content line, folded lines joined (libical takes 3 s of CPU for a 10 MB line; a long description is a few kilobytes).
    static let longestLine = 64 << 10
    /// VEVENTs read from one calendar (a busy decade is a few thousand; the rest are named in a note).
    static let eventsPerCalendar = 100_000
    /// VCALENDARs read from one file, each parsed on its own (a stream holds a few dozen: Mozilla's Swedish holidays 52).
    static let calendarsPerFile = 1_000
    /// Steps of one repeat rule's iterator, counted from DTSTART or from where the window lets it skip to.
    static let iteratorSteps = 100_000
    /// Steps of every repeat rule's iterator in one calendar together.
    static let iteratorStepsPerCalendar = 500_000
    /// Times one repeat rule may name in each of its periods (a year of a YEARLY rule), its BYxxx lists multiplied.
    static let occurrencesPerRulePeriod = 10_000
    /// Offset changes libical may work out of one VTIMEZONE (a zone has two a year: 900 from 1601 to 2035).
    static let zoneChanges = 10_000
    /// STANDARD and DAYLIGHT blocks of one VTIMEZONE: Outlook and Google write 2, real files up to 17; a zone exported with its
    /// whole history, one block per change, has up to 310 (Asia/Hebron's changes in this system's tzdata 2025, the most of any zone).
    static let observancesPerZone = 1_000
    /// Bytes of one VEVENT or VTIMEZONE handed to libical, each a single call that cannot be cancelled (libical's tree takes
    /// 15 to 40 times the bytes: 14 MB of one event's EXDATEs peaked at 307-373 MB); a meeting of 2,000 attendees is about 200 KB.
    static let componentBytes = 1 << 20
    /// Depth of components inside one VEVENT or VTIMEZONE, itself 1 (a VEVENT's VALARM is 2; 500,000 deep peaked at 180 MB).
    static let componentDepth = 8
    /// Bytes of one VCALENDAR's own lines and kept VTIMEZONEs together, parsed as one text (400,000 own X- lines peaked at 187 MB).
    static let skeletonBytes = 1 << 20
    /// VTIMEZONEs kept from one calendar (a file names a handful; each is a tree in libical).
    static let zonesPerCalendar = 1_000
    /// Offset changes of every VTIMEZONE of one calendar together.
    static let zoneChangesPerCalendar = 100_000
    /// Occurrences of one event inside the window (a rule every minute would otherwise fill memory).
    static let occurrencesPerEvent = 500
    /// Notes kept from one calendar's read (a note per event of 100,000 would fill the log); the rest are counted.
    static let notesPerCalendar = 100
    /// Occurrences of one calendar inside the window.
    static let occurrencesPerCalendar = 20_000
}
