extension HomeScreenState {
    /// The kitty keyboard protocol's flags that make Return report its repeats and releases: event types (2) and
    /// every key as an escape code (8; without it Return stays a plain CR, which has no release).
    static let keyReleaseFlags = 0b1010

    /// Return held down, on a terminal that reports its release.
    enum HeldReturn: Sendable, Equatable {
        /// Down: its release acts, as a press does elsewhere.
        case down
        /// Held past the repeat delay: the quick-action menu opened, and its release does nothing; held on for
        /// `editModeRepeats` more repeats, the home screen goes into edit mode, as an iPhone's does.
        case openedMenu(repeats: Int)
    }

    /// The auto-repeats after the menu opened that enter edit mode: about half a second at a usual 25 a second.
    static let editModeRepeats = 12

    /// Return where the terminal reports repeats and releases: a press waits; the release acts (what a press does
    /// on any other terminal) unless the key was held, when its first repeat (the terminal's auto-repeat, so the
    /// system's repeat delay decides how long is long) opens the focused tile's quick actions, as `.` does.
    /// With a menu open, a press chooses at once, as everywhere. Held on past the menu, it enters edit mode.
    mutating func reduceReturn(_ phase: KeyPhase, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch (phase, heldReturn) {
        case (.press, _) where menu != nil:
            heldReturn = nil
            return reduceMenu(KeyPress(.enter), metrics: metrics)
        case (.press, _):
            heldReturn = .down
        case (.repeat, .down?) where menu == nil && !isEditing:
            heldReturn = .openedMenu(repeats: 0)
            apply(.openMenu, metrics: metrics)
        case (.repeat, .openedMenu(let repeats)?) where menu != nil:
            heldReturn = .openedMenu(repeats: repeats + 1)
            if repeats + 1 >= Self.editModeRepeats { apply(.editHomeScreen, metrics: metrics) }
        case (.release, .down?) where menu == nil:
            heldReturn = nil
            return isEditing ? reduceEditKey(KeyPress(.enter), metrics: metrics) : reduceKey(KeyPress(.enter), metrics: metrics)
        case (.release, _):
            heldReturn = nil
        case (.repeat, _):
            break
        }
        return []
    }
}
