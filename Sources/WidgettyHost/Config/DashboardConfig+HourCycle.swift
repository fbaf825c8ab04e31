import WidgettyKit

/// One hour cycle per screen: every time on it (clocks, event times, "Updated" notes, timer ends, weather hours)
/// is written on the same clock.
extension DashboardConfig {
    /// `locale` on the hour cycle this screen uses: the first widget's (a clock's) `hour_cycle`, in the order the
    /// file lists them, else the locale's own (24-hour in the C locale).
    public func screenLocale(_ locale: DateLocale) -> DateLocale {
        let widgets = slots.flatMap { slot -> [WidgetConfig] in
            switch slot {
            case .widget(let widget): [widget]
            case .stack(let stack): stack.widgets
            }
        }
        guard let cycle = widgets.lazy.compactMap({ $0.settings.string("hour_cycle") }).first else { return locale }
        return locale.withHourCycle(twentyFourHours: cycle == "24h")
    }
}
