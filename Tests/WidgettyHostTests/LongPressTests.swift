import Testing
import WidgettyKit
@testable import WidgettyHost

/// Holding Return opens the focused tile's quick actions where the terminal reports key repeats and releases
/// (the kitty keyboard protocol); there Return acts on its release, elsewhere on its press as ever.
@Suite struct LongPressTests {
    /// Tile 0 with a tile URL, a link, a primary button and a toggle; tile 1 with a destructive button.
    let metrics = ElementFocusTests().metrics()
    /// The terminal's answer once flags 1, 2 and 8 are pushed: repeats and releases of every key, Return's too.
    let protocolOn = InputEvent.keyboardFlags(11)

    func run(_ events: [InputEvent], metrics: ScreenMetrics? = nil) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = HomeScreenState(scheme: .dark)
        let effects = events.flatMap { state.reduce($0, metrics: metrics ?? self.metrics) }
        return (state, effects)
    }

    func key(_ key: Key, _ phase: KeyPhase = .press) -> InputEvent { .key(KeyPress(key, phase: phase)) }

    @Test func aPressAndItsReleaseActivateOnTheRelease() {
        #expect(run([protocolOn, key(.tab), key(.enter)]).1.isEmpty, "the press waits: it may become a long press")
        let (state, effects) = run([protocolOn, key(.tab), key(.enter), key(.enter, .release)])
        #expect(effects == [.activate(region: 3)], "the primary button, as a press does on any other terminal")
        #expect(state.menu == nil)
    }

    @Test func holdingReturnPastTheRepeatDelayOpensTheFocusedTilesMenu() {
        let (state, effects) = run([protocolOn, key(.tab), key(.character("l")), key(.enter), key(.enter, .repeat)])
        #expect(effects.isEmpty)
        #expect(state.menu?.slot == 1)
        #expect(state.menu == run([key(.tab), key(.character("l")), key(.character("."))]).0.menu, "the same menu `.` opens")
    }

    @Test func theReleaseAfterALongPressLeavesTheMenuOpenAndActsOnNothing() {
        let held = [protocolOn, key(.tab), key(.enter), key(.enter, .repeat), key(.enter, .repeat), key(.enter, .repeat)]
        let (state, effects) = run(held + [key(.enter, .release)])
        #expect(effects.isEmpty, "nothing activated, no item chosen by the repeats")
        #expect(state.menu?.slot == 0 && state.menu?.selection == 0)
        #expect(run(held + [key(.enter, .release), key(.enter)]).1 == [.refresh(slot: 0)], "the next press chooses, at once")
    }

    @Test func withoutTheProtocolReturnActsOnItsPressAtOnce() {
        #expect(run([key(.tab), key(.enter)]).1 == [.activate(region: 3)])
        #expect(run([.keyboardFlags(1), key(.tab), key(.enter)]).1 == [.activate(region: 3)],
                "flag 1 alone sends no releases, so a press cannot wait for one")
        #expect(run([protocolOn, .keyboardFlags(0), key(.tab), key(.enter)]).1 == [.activate(region: 3)], "flags popped again")
    }

    @Test func otherKeysRepeatAsPressesAndTheirReleasesDoNothing() {
        let grid = QuickActionMenuTests().metrics()
        let focused = run([protocolOn, key(.character("1"))], metrics: grid).0
        let moved = run([protocolOn, key(.character("1")), key(.character("j"))], metrics: grid).0
        #expect(moved.focusedSlot != focused.focusedSlot)
        #expect(run([protocolOn, key(.character("1")), key(.character("j"), .repeat)], metrics: grid).0 == moved, "holding j keeps moving")
        #expect(run([protocolOn, key(.character("1")), key(.character("j"), .release)], metrics: grid).0 == focused)
        #expect(run([protocolOn, key(.character("q"), .release)]).1.isEmpty, "q acts on its press only")
    }
}
