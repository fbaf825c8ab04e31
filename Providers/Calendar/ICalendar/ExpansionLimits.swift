/// How far the expansion of one calendar may go, so no file or rule can take unbounded time or memory.
public enum ExpansionLimits {
    /// Bytes of one calendar file or answer (a decade of a busy calendar is a few megabytes).
    public static let calendarBytes = 16 << 20
    /// Steps of one repeat rule's iterator, counted from DTSTART or from where the window lets it skip to.
    static let iteratorSteps = 100_000
    /// Occurrences of one event inside the window (a rule every minute would otherwise fill memory).
    static let occurrencesPerEvent = 500
    /// Occurrences of one calendar inside the window.
    static let occurrencesPerCalendar = 20_000
}
