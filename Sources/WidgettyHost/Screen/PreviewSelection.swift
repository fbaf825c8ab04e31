import Foundation

/// What `widgetty preview --watch` shows, changed by its keys: `t` the placeholder, `←`/`→` the timeline's
/// entries, `q` quits. Pure: the dates of the entries and the moment shown are handed in.
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

    /// A selection showing the current entry, or the placeholder.
    public init(showsPlaceholder: Bool = false) {
        self.showsPlaceholder = showsPlaceholder
    }

    /// Applies `key`, given the entries' dates and the moment shown (`--at`, else now).
    public mutating func press(_ key: KeyPress, entryDates: [Date], at moment: Date) -> Effect {
        switch key.key {
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
    public func status(entryDates: [Date], at moment: Date, timeZone: TimeZone) -> String {
        let keys = "←/→ entries · t placeholder · q quit"
        if showsPlaceholder { return "placeholder  (\(keys))" }
        guard let index = index(entryDates: entryDates, at: moment) else { return "no entries  (\(keys))" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shown = date(entryDates: entryDates, at: moment)
        formatter.dateFormat = calendar.isDate(shown, inSameDayAs: moment) ? "HH:mm" : "yyyy-MM-dd HH:mm"
        return "entry \(index + 1) of \(entryDates.count) · \(formatter.string(from: shown))  (\(keys))"
    }
}
