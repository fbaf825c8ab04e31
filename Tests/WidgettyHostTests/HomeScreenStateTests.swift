import Testing
import WidgettyKit
@testable import WidgettyHost

/// The home screen's state as input events reduce it: every key binding, the wheel, resizes.
@Suite struct HomeScreenStateTests {
    let metrics = ScreenMetrics(contentHeight: 50, screenHeight: 20)

    /// The state after `events`, and every effect they asked for.
    func reduce(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark),
                metrics: ScreenMetrics? = nil) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = state
        let effects = events.flatMap { state.reduce($0, metrics: metrics ?? self.metrics) }
        return (state, effects)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }

    @Test func everyBindingIsDistinct() {
        let keys = KeyBinding.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test(arguments: ["q", "Q"] as [Character])
    func quitKeysQuit(character: Character) {
        #expect(reduce([key(.character(character))]).1 == [.quit])
    }

    @Test func questionMarkTogglesHelpAndEscapeClosesIt() {
        let (shown, effects) = reduce([key(.character("?"))])
        #expect(shown.isHelpVisible && effects.isEmpty)
        #expect(!reduce([key(.character("?"))], from: shown).0.isHelpVisible, "pressed again, it hides")
        #expect(!reduce([key(.escape)], from: shown).0.isHelpVisible)
    }

    /// A banner closes with Esc, before focus is cleared; help, when shown, closes first.
    @Test func escapeClosesTheBannerAndKeepsTheFocus() {
        var state = HomeScreenState(scheme: .dark)
        state.banner = "The link did not open"
        state.focusedSlot = 0
        let (closed, effects) = reduce([key(.escape)], from: state)
        #expect(closed.banner == nil && effects.isEmpty)
        #expect(closed.focusedSlot == 0, "the first Esc closes the message only")
        state.isHelpVisible = true
        let help = reduce([key(.escape)], from: state).0
        #expect(!help.isHelpVisible && help.banner == "The link did not open")
    }

    @Test func tSwitchesTheThemeAndRReloadsAndCtrlLRepaints() {
        #expect(reduce([key(.character("t"))]).0.scheme == .light)
        #expect(reduce([key(.character("r"))]).1 == [.reloadAll])
        #expect(reduce([key(.character("l"), .control)]).1 == [.repaint])
        #expect(reduce([key(.character("l"))]).1.isEmpty, "l alone is nothing")
    }

    @Test func scrollKeysMoveWithinTheContent() {
        #expect(reduce([key(.down)]).0.scroll == 1)
        #expect(reduce([key(.character("j")), key(.character("j"))]).0.scroll == 2)
        #expect(reduce([key(.down), key(.down), key(.up)]).0.scroll == 1)
        #expect(reduce([key(.character("k"))]).0.scroll == 0, "never above the top")
        #expect(reduce([key(.pageDown)]).0.scroll == 18)
        #expect(reduce([key(.character(" "))]).0.scroll == 18)
        #expect(reduce([key(.pageDown), key(.pageUp)]).0.scroll == 0)
        #expect(reduce([key(.end)]).0.scroll == 30)
        #expect(reduce([key(.character("G"))]).0.scroll == 30)
        #expect(reduce([key(.character("G")), key(.home)]).0.scroll == 0)
        #expect(reduce([key(.character("G")), key(.character("g"))]).0.scroll == 0)
    }

    @Test func theWheelScrollsThreeRowsANotch() {
        let down = InputEvent.mouse(MouseEvent(kind: .wheel(1), button: nil, column: 3, row: 4))
        let up = InputEvent.mouse(MouseEvent(kind: .wheel(-1), button: nil, column: 3, row: 4))
        #expect(reduce([down, down]).0.scroll == 6)
        #expect(reduce([down, up]).0.scroll == 0)
        #expect(reduce([.mouse(MouseEvent(kind: .press, button: 0, column: 1, row: 1))]).1.isEmpty, "a click off every tile does nothing")
    }

    @Test func aResizePullsTheScrollBack() {
        let (scrolled, _) = reduce([key(.end)])
        let (state, effects) = reduce([.resize], from: scrolled, metrics: ScreenMetrics(contentHeight: 25, screenHeight: 20))
        #expect(effects.isEmpty, "the loop fitted its screen before the event")
        #expect(state.scroll == 5)
    }

    @Test func unboundKeysPasteAndFocusChangeNothing() {
        let state = HomeScreenState(scheme: .dark)
        for event in [key(.character("x")), key(.function(5)), key(.character("q"), .control), .paste("q"), .focus(gained: false)] {
            let (after, effects) = reduce([event])
            #expect(after == state && effects.isEmpty, "\(event)")
        }
    }
}
