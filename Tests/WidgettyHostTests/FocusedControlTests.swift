import FoundationEssentials
import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// The focus stays on the control it was on when a new frame moves, flips or removes the focused tile's controls.
@Suite struct FocusedControlTests {
    func row(_ y: Int, _ action: WidgetAction, slot: Int = 0) -> InteractiveRegion {
        InteractiveRegion(rect: Rect(x: 2, y: y, width: 20, height: 1), widget: slot, action: action)
    }

    struct Tick: WidgetIntent {
        static let title = "Tick"
        let task: String
        func perform() async throws {}
    }

    func toggle(_ task: String, _ isOn: Bool) -> WidgetAction { .toggle(Tick(task: task), isOn: isOn) }
    func link(_ url: String) -> WidgetAction { .openURL(URL(string: url)!) }

    @Test func aControlThatStaysWhereItWasKeepsTheFocus() {
        let frame = [row(1, toggle("a", false)), row(2, toggle("b", false))]
        #expect(FocusedControl.follow(1, of: 0, from: frame, to: frame) == 1)
        #expect(FocusedControl.follow(nil, of: 0, from: frame, to: frame) == nil)
    }

    @Test func aToggleJustFlippedInItsPlaceKeepsTheFocus() {
        let before = [row(1, toggle("a", false)), row(2, toggle("b", false))]
        let after = [row(1, toggle("a", false)), row(2, toggle("b-now-done", true))]
        #expect(FocusedControl.follow(1, of: 0, from: before, to: after) == 1)
    }

    @Test func theFocusFollowsItsControlToItsNewPlace() {
        let before = [row(1, toggle("a", false)), row(2, toggle("b", false))]
        let after = [row(1, toggle("new", false)), row(2, toggle("a", false)), row(3, toggle("b", false))]
        #expect(FocusedControl.follow(1, of: 0, from: before, to: after) == 2, "b moved a row down")
    }

    @Test func aControlGoneLeavesTheFocusOnTheTileNotOnWhatTookItsPlace() {
        // A note's tasks, then the list that replaces the note when it is deleted: Space must not open a note.
        let note = [row(1, toggle("task A", false)), row(2, toggle("task B", false))]
        let list = [row(1, link("widgetty-note:shown")), row(2, link("widgetty-note:other"))]
        #expect(FocusedControl.follow(0, of: 0, from: note, to: list) == nil)
        #expect(FocusedControl.follow(1, of: 0, from: note, to: [row(1, toggle("task A", false))]) == nil)
    }

    @Test func otherTilesControlsDoNotCount() {
        let before = [row(1, link("https://a.example"), slot: 1), row(1, toggle("a", false)), row(2, toggle("b", false))]
        let after = [row(2, toggle("b", false)), row(1, link("https://a.example"), slot: 1)]
        #expect(FocusedControl.follow(1, of: 0, from: before, to: after) == 0)
        #expect(FocusedControl.follow(0, of: nil, from: before, to: after) == 0, "no tile focused: nothing to follow")
    }
}
