import CLibical
import FoundationEssentials
import WidgettyKit

/// Reads again a repeat rule libical refused for its non-standard parts, without them.
///
/// libical 3.0 drops a whole RRULE with an unknown part such as Evolution's `X-EVOLUTION-ENDDATE`
/// and leaves an X-LIC-ERROR quoting it ("… Removing entire property: FREQ=WEEKLY\;X-…"); the
/// rule without its `X-` parts is what the calendar meant, so the event still repeats.
enum RuleRepair {
    /// The rule and the names of the parts dropped, or nil when the error is not about an RRULE or the rest is no rule either.
    static func rule(fromError message: String, ical: widgetty_libical) -> (rule: icalrecurrencetype, dropped: [String])? {
        let marker = "RRULE property. Removing entire property: "
        guard let range = message.firstRange(of: marker) else { return nil }
        let parts = message[range.upperBound...].replacing("\\;", with: ";")
            .split(separator: ";").map { $0.trimmingWhitespaceAndNewlines() }
        let unknown = parts.filter { $0.uppercased().hasPrefix("X-") }
        guard !unknown.isEmpty else { return nil }
        let kept = parts.filter { !$0.uppercased().hasPrefix("X-") }.joined(separator: ";")
        let rule = ical.icalrecurrencetype_from_string(kept)
        ical.icalerror_clear_errno()
        guard rule.freq != ICAL_NO_RECURRENCE else { return nil }
        return (rule, unknown.map { String($0.prefix { $0 != "=" }) })
    }
}
