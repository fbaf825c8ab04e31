import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A destructive button asks "…?" first; the frame may change before the answer (a new entry, a stack turned, a
/// reload). The answer presses the button the question was about, wherever the new frame has it, or nothing.
@Suite struct DestructiveButtonQuestionTests {
    /// The notes tile, alone on the screen.
    static let tile = TilePlacement(slot: 0, family: .medium, frame: Rect(x: 0, y: 0, width: 40, height: 10), fits: true)

    /// A button's intent: deletes the note it names.
    struct DeleteNote: WidgetIntent {
        static let title = "Delete Note"
        let note: String
        func perform() async throws {}
    }

    /// The regions of a frame of slot 0 whose rows are Delete buttons for `notes`, top to bottom.
    static func frame(_ notes: [String]) -> [ScreenRegion] {
        ScreenRegion.from(notes.enumerated().map { row, note in
            InteractiveRegion(rect: Rect(x: 2, y: 2 + row, width: 12, height: 1), widget: 0,
                              action: .perform(DeleteNote(note: note), role: .destructive), hasBezel: true)
        })
    }

    /// The effect of clicking row `row` of `frame`, then confirming the question it asks.
    func confirmed(row: Int, of frame: [ScreenRegion], stackTop: Int? = nil) -> HomeScreenEffect? {
        var metrics = ScreenMetrics(contentHeight: 10, screenHeight: 20, tiles: [Self.tile], screenWidth: 90, tileNames: [0: "Notes"])
        metrics.regions = frame
        metrics.stackTops[0] = stackTop
        var state = HomeScreenState(scheme: .dark)
        _ = state.reduce(.mouse(MouseEvent(kind: .press, button: 0, column: 4, row: 2 + row)), metrics: metrics)
        #expect(state.menu?.question == ["Delete Note?"], "the click asks first")
        _ = state.reduce(.key(KeyPress(.up, [])), metrics: metrics)
        return state.reduce(.key(KeyPress(.enter, [])), metrics: metrics).first
    }

    /// The index of the button that confirming `effect` presses in the frame `now` (whose stacks show `top`), as the
    /// loop finds it; nil when it presses none.
    func pressed(_ effect: HomeScreenEffect?, in now: [ScreenRegion], top: Int = 0) -> Int? {
        guard case .pressButton(let button)? = effect else {
            Issue.record("confirming gave \(String(describing: effect)), not the button")
            return nil
        }
        return button.index(in: now, top: { _ in top })
    }

    @Test func theAnswerFollowsTheButtonToItsNewPlace() {
        let effect = confirmed(row: 1, of: Self.frame(["a", "b", "c"]))
        #expect(pressed(effect, in: Self.frame(["a", "b", "c"])) == 1, "the same frame: the same button")
        #expect(pressed(effect, in: Self.frame(["new", "a", "b", "c"])) == 2, "a row was added above: b is the third now")
        #expect(pressed(effect, in: Self.frame(["c", "b"])) == 1)
    }

    @Test func aButtonGoneFromTheFramePressesNothing() {
        let effect = confirmed(row: 1, of: Self.frame(["a", "b", "c"]))
        #expect(pressed(effect, in: Self.frame(["a", "c", "d"])) == nil, "b was deleted meanwhile; c at its place is not pressed")
        #expect(pressed(effect, in: []) == nil, "a frame with no buttons")
        let moved = Self.frame(["a", "b", "c"]).map { region in
            var region = region
            region.slot = 1
            return region
        }
        #expect(pressed(effect, in: moved) == nil, "the same intent in another tile is another widget's button")
    }

    @Test func aStackTurnedMeanwhilePressesNothing() {
        let effect = confirmed(row: 0, of: Self.frame(["a"]), stackTop: 1)
        #expect(pressed(effect, in: Self.frame(["a"]), top: 1) == 0, "the same widget on top")
        #expect(pressed(effect, in: Self.frame(["a"]), top: 2) == nil, "another widget of the stack shows a button of the same intent")
    }
}
