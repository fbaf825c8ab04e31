import Testing
import WidgettyKit
@testable import WidgettyHost

@Suite struct HomeScreenStateTests {
    @Test func keysMapToCommands() {
        #expect(KeyBinding.command(for: .character("q")) == .quit)
        #expect(KeyBinding.command(for: .character("?")) == .toggleHelp)
        #expect(KeyBinding.command(for: .down) == .scroll(1))
        #expect(KeyBinding.command(for: .character("x")) == nil)
    }

    @Test func everyBindingIsDistinct() {
        let keys = KeyBinding.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func scrollingStaysWithinTheContent() {
        var state = HomeScreenState(scheme: .dark)
        let keepsRunning = state.apply(.scroll(-3), contentHeight: 50, screenHeight: 20)
        #expect(keepsRunning)
        #expect(state.scroll == 0)
        _ = state.apply(.scrollPage(1), contentHeight: 50, screenHeight: 20)
        #expect(state.scroll == 18)
        _ = state.apply(.scrollToBottom, contentHeight: 50, screenHeight: 20)
        #expect(state.scroll == 30)
        _ = state.apply(.redraw, contentHeight: 25, screenHeight: 20)
        #expect(state.scroll == 5, "a taller screen pulls the scroll back")
    }

    @Test func themeAndHelpToggleAndQuitStops() {
        var state = HomeScreenState(scheme: .dark)
        _ = state.apply(.toggleTheme, contentHeight: 0, screenHeight: 10)
        _ = state.apply(.toggleHelp, contentHeight: 0, screenHeight: 10)
        #expect(state.scheme == .light && state.isHelpVisible)
        _ = state.apply(.closeOverlay, contentHeight: 0, screenHeight: 10)
        #expect(!state.isHelpVisible)
        let keepsRunning = state.apply(.quit, contentHeight: 0, screenHeight: 10)
        #expect(!keepsRunning)
    }
}
