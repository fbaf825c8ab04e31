import FoundationEssentials
import WidgettyKit

/// What `widgetty preview --watch` shows, changed by its keys: `t` the placeholder, `←`/`→` the timeline's
/// entries, `j`/`k` (`↓`/`↑`, the wheel), PgDn/PgUp and `g`/`G` scroll a sheet taller than the pane, `q` quits.
/// Pure: the dates of the entries, the moment shown and the pane's rows are handed in.
public struct PreviewSelection: Sendable, Equatable {
    /// What a key asks of the preview.
    public enum Effect: Sendable, Equatable {
        /// Draw again: the selection changed.
        case redraw
        /// End the preview.
        case quit
        /// Nothing: a key the preview does not use, or a step past either end.
        case none
    }

    /// Whether the loading state (the placeholder, redacted) is shown instead of an entry.
    public var showsPlaceholder: Bool
    /// The entry chosen with `←`/`→`, by index; nil for the one current at the moment shown.
    public var entry: Int?
    /// The first row of the sheet shown, when it is taller than the pane (`clampScroll` keeps it in range).
    public var scroll = 0

    /// A selection showing the current entry, or the placeholder.
    public init(showsPlaceholder: Bool = false) {
        self.showsPlaceholder = showsPlaceholder
    }

    /// Applies `key`, given the entries' dates, the moment shown (`--at`, else now) and the rows a page scrolls.
    public mutating func press(_ key: KeyPress, entryDates: [Date], at moment: Date, pageRows: Int = 1) -> Effect {
        switch key.key {
        case .character("j"), .down: return scroll(by: 1)
        case .character("k"), .up: return scroll(by: -1)
        case .pageDown: return scroll(by: max(1, pageRows))
        case .pageUp: return scroll(by: -max(1, pageRows))
        case .character("g"), .home: return scroll(by: -scroll)
        case .character("G"), .end: return scroll(by: Int.max / 2 - scroll)
        case .character("q"), .character("Q"):
            return .quit
        case .character("t"), .character("T"):
            showsPlaceholder.toggle()
            return .redraw
        case .left, .right:
            guard !showsPlaceholder, let shown = index(entryDates: entryDates, at: moment) else { return .none }
            let next = shown + (key.key == .left ? -1 : 1)
            guard entryDates.indices.contains(next) else { return .none }
            entry = next
            return .redraw
        default:
            return .none
        }
    }

    /// Moves the sheet `rows` down (up when negative), never above its top; the bottom is `clampScroll`'s.
    public mutating func scroll(by rows: Int) -> Effect {
        let next = max(0, scroll.addingReportingOverflow(rows).partialValue)
        guard next != scroll else { return .none }
        scroll = next
        return .redraw
    }

    /// Keeps the scroll within a sheet of `lines` shown `rows` at a time (its last row at the pane's bottom at most).
    public mutating func clampScroll(lines: Int, rows: Int) {
        scroll = min(scroll, max(0, lines - max(1, rows)))
    }

    /// The index of the entry shown: the chosen one (within the entries), else the last whose date has come, else the first.
    public func index(entryDates: [Date], at moment: Date) -> Int? {
        guard !entryDates.isEmpty else { return nil }
        if let entry { return min(max(entry, 0), entryDates.count - 1) }
        return entryDates.lastIndex { $0 <= moment } ?? 0
    }

    /// The moment to draw: a chosen entry at its own date (a live date reads as it will then), else `moment`.
    public func date(entryDates: [Date], at moment: Date) -> Date {
        guard entry != nil, let index = index(entryDates: entryDates, at: moment) else { return moment }
        return entryDates[index]
    }

    /// The line above the sheet: "entry 2 of 5 · 14:30", or "placeholder", and the keys.
    public func status(entryDates: [Date], at moment: Date, timeZone: ZoneInfo) -> String {
        let keys = "←/→ entries · j/k scroll · t placeholder · q quit"
        if showsPlaceholder { return "placeholder  (\(keys))" }
        guard let index = index(entryDates: entryDates, at: moment) else { return "no entries  (\(keys))" }
        let shown = date(entryDates: entryDates, at: moment)
        let civil = timeZone.civilTime(at: shown)
        let when = timeZone.isDate(shown, inSameDayAs: moment) ? civil.hourMinuteText : civil.dateText + " " + civil.hourMinuteText
        return "entry \(index + 1) of \(entryDates.count) · \(when)  (\(keys))"
    }
}
