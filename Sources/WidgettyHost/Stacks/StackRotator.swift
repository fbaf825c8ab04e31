import FoundationEssentials

/// Which widget each stack on the home screen shows, and when that changes: pure, driven by the dates given.
///
/// `rotation = "<interval>"` is a carousel in configuration order. `rotation = "smart"` brings up the
/// widget whose current entry has the highest relevance score above zero (ties keep the widget on top,
/// nothing relevant returns to the first), never sooner than `dwell` after the last change. Paging by hand
/// is immediate and holds automatic rotation for `pause`. Whenever the widget on top changes, the stack's page
/// dots show for `dotsShowing` seconds, then hide. Nothing here polls: the loop asks for `nextRotationDate` and
/// wakes then, or at an entry date the runner gives, and once at `dotsHideDate` to hide the dots.
public struct StackRotator: Sendable, Equatable {
    /// How long a stack's page dots show which widget came up, after it changes.
    public static let dotsShowing: TimeInterval = 2

    /// The stacks by slot.
    public private(set) var stacks: [Int: StackConfig] = [:]
    /// Each stack's state by slot.
    public private(set) var states: [Int: StackState] = [:]

    /// No stacks: every slot shows its only widget.
    public init() {}

    /// The stacks among `slots`, each on its first widget: smart ones free to rotate at once, carousels counting from their first rotation.
    /// A stack whose widgets `previous` also held keeps the widget on top, its dwell and its pause.
    public init(slots: [DashboardSlot], keeping previous: StackRotator = StackRotator()) {
        for (slot, entry) in slots.enumerated() {
            guard case .stack(let stack) = entry else { continue }
            stacks[slot] = stack
            let kept = previous.stacks.first { DashboardSlot.stack($0.value).sameWidgets(as: entry) }
            states[slot] = kept.flatMap { previous.states[$0.key] } ?? StackState()
        }
    }

    /// The index of the widget the slot shows: its stack's top, 0 for a lone widget.
    public func top(of slot: Int) -> Int {
        states[slot]?.top ?? 0
    }

    /// The position of the widget the slot shows.
    public func position(of slot: Int) -> WidgetPosition {
        WidgetPosition(slot: slot, member: top(of: slot))
    }

    /// Pages the stack of `slot` by `step` widgets (wrapping) at `now`, holding rotation for its `pause`;
    /// false when the slot holds no stack of two or more.
    @discardableResult
    public mutating func page(_ slot: Int, by step: Int, at now: Date) -> Bool {
        guard let count = stacks[slot]?.widgets.count, count > 1 else { return false }
        return show(slot, member: ((top(of: slot) + step) % count + count) % count, at: now)
    }

    /// Puts widget `member` of the stack of `slot` on top by hand at `now`, holding rotation for its `pause`;
    /// false when there is no such widget.
    @discardableResult
    public mutating func show(_ slot: Int, member: Int, at now: Date) -> Bool {
        guard let stack = stacks[slot], stack.widgets.indices.contains(member) else { return false }
        states[slot]?.top = member
        states[slot]?.since = now
        states[slot]?.pausedUntil = now.addingTimeInterval(TimeInterval(stack.pause))
        states[slot]?.dotsShownUntil = now.addingTimeInterval(Self.dotsShowing)
        return true
    }

    /// Whether the page dots of the stack in `slot` show at `now`: for a moment after its widget on top changed.
    public func showsDots(of slot: Int, at now: Date) -> Bool {
        (states[slot]?.dotsShownUntil).map { $0 > now } ?? false
    }

    /// The next moment after `now` a stack's page dots hide again, which the loop wakes for once; nil when none show.
    public func dotsHideDate(after now: Date) -> Date? {
        states.values.compactMap(\.dotsShownUntil).filter { $0 > now }.min()
    }

    /// Rotates every stack due at `now`, given each widget's relevance score now (nil for none or past its
    /// duration); returns the slots whose top changed, whose tiles alone need drawing again.
    @discardableResult
    public mutating func rotate(at now: Date, score: (WidgetPosition) -> Double?) -> Set<Int> {
        var changed: Set<Int> = []
        for (slot, stack) in stacks {
            guard var state = states[slot] else { continue }
            if let paused = state.pausedUntil {
                if paused > now { continue }
                state.pausedUntil = nil
            }
            if state.since == nil, case .every = stack.rotation {
                state.since = now
            } else if let wanted = wantedTop(of: slot, stack: stack, state: state, at: now, score: score), wanted != state.top {
                state.top = wanted
                state.since = now
                state.dotsShownUntil = now.addingTimeInterval(Self.dotsShowing)
                changed.insert(slot)
            }
            states[slot] = state
        }
        return changed
    }

    /// The next moment a stack may rotate after `now`: a pause's end, a carousel's turn, the end of a dwell
    /// that holds back a change, or a moment `nextChange` gives for a smart stack's widget (its next entry,
    /// the end of its relevance).
    public func nextRotationDate(after now: Date, score: (WidgetPosition) -> Double?,
                                 nextChange: (WidgetPosition) -> Date?) -> Date? {
        var dates: [Date] = []
        for (slot, stack) in stacks {
            guard let state = states[slot], stack.widgets.count > 1 else { continue }
            if let paused = state.pausedUntil, paused > now {
                dates.append(paused)
                continue
            }
            switch stack.rotation {
            case .off: continue
            case .every(let seconds): dates += [state.since?.addingTimeInterval(TimeInterval(seconds))].compactMap { $0 }
            case .smart:
                dates += stack.widgets.indices.compactMap { nextChange(WidgetPosition(slot: slot, member: $0)) }
                if let dwellEnd = state.since?.addingTimeInterval(TimeInterval(stack.dwell)), dwellEnd > now,
                   smartTop(of: slot, stack: stack, state: state, score: score) != state.top {
                    dates.append(dwellEnd)
                }
            }
        }
        return dates.filter { $0 > now }.min()
    }

    /// The widget the stack should show at `now`, or nil to leave it be.
    private func wantedTop(of slot: Int, stack: StackConfig, state: StackState, at now: Date,
                           score: (WidgetPosition) -> Double?) -> Int? {
        switch stack.rotation {
        case .off:
            return nil
        case .every(let seconds):
            guard stack.widgets.count > 1, let since = state.since, now >= since.addingTimeInterval(TimeInterval(seconds)) else { return nil }
            return (state.top + 1) % stack.widgets.count
        case .smart:
            if let since = state.since, now < since.addingTimeInterval(TimeInterval(stack.dwell)) { return nil }
            return smartTop(of: slot, stack: stack, state: state, score: score)
        }
    }

    /// The most relevant widget (score above zero), the one on top when it ties, the first when none is relevant.
    private func smartTop(of slot: Int, stack: StackConfig, state: StackState, score: (WidgetPosition) -> Double?) -> Int {
        let scores = stack.widgets.indices.map { score(WidgetPosition(slot: slot, member: $0)).flatMap { $0 > 0 ? $0 : nil } }
        guard let best = scores.compactMap({ $0 }).max() else { return 0 }
        if scores.indices.contains(state.top), scores[state.top] == best { return state.top }
        return scores.firstIndex(of: best) ?? 0
    }
}
