import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// Edit mode as input reduces it: entering and leaving, choosing and moving tiles, sizes, removal, undo, the
/// stack’s sheet and the mouse's drag.
@Suite struct EditModeTests {
    /// Three small clocks and a medium stack of two on 100 × 30.
    func metrics() -> ScreenMetrics {
        let layout = HomeScreenLayout(families: [.small, .small, .small, .medium], terminal: Size(width: 100, height: 30), device: .auto)
        var metrics = ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: 30, tiles: layout.placements, cell: layout.metrics.cell,
                                    screenWidth: 100, tileNames: [0: "Clock", 1: "Paris", 2: "Tokyo", 3: "Weather"])
        metrics.sizeChoices = [0: [.small, .medium, .large], 1: [.small, .medium], 2: [.small], 3: [.medium, .large]]
        metrics.stackSizes = [3: 2]
        metrics.stackTops = [3: 0]
        metrics.stackMembers = [3: ["Weather", "Calendar"]]
        metrics.stackRotations = [3: "smart"]
        return metrics
    }

    func run(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark)) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = state
        let effects = events.flatMap { state.reduce($0, metrics: metrics()) }
        return (state, effects)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }
    func char(_ character: Character) -> InputEvent { .key(.character(character)) }
    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: kind == .motion ? 0 : 0, column: x, row: y))
    }

    @Test func eEntersWithTheFirstTileChosenAndEscOrEIsDone() {
        let (editing, effects) = run([char("e")])
        #expect(editing.isEditing && editing.focusedSlot == 0 && effects.isEmpty)
        #expect(!run([char("e"), char("e")]).0.isEditing)
        #expect(!run([char("e"), key(.escape)]).0.isEditing)
        #expect(run([char("e"), char("q")]).1 == [.quit], "other keys keep their meaning")
        #expect(run([char("e"), char(" ")]).1.isEmpty && run([char("e"), char(".")]).0.menu == nil, "but none uses a widget")
    }

    @Test func arrowsAndHJKLChooseAndShiftedOnesMoveOnePlace() {
        #expect(run([char("e"), key(.right)]).0.focusedSlot == 1)
        #expect(run([char("e"), char("l"), char("l")]).0.focusedSlot == 2)
        #expect(run([char("e"), key(.right, .shift)]).1 == [.arrange(.move(slot: 0, to: 1))])
        #expect(run([char("e"), char("L")]).1 == [.arrange(.move(slot: 0, to: 1))])
        #expect(run([char("e"), char("l"), char("H")]).1 == [.arrange(.move(slot: 1, to: 0))])
        #expect(run([char("e"), key(.left, .shift)]).1.isEmpty, "the first tile has no place before it")
        let below = run([char("e"), char("J")]).1
        #expect(below == [.arrange(.move(slot: 0, to: 3))], "down: to the place of the tile below")
    }

    @Test func sStepsThroughTheSizesItsKindSupportsAndWraps() {
        #expect(run([char("e"), char("s")]).1 == [.arrange(.resize(slot: 0, to: .medium))])
        #expect(run([char("e"), char("l"), char("l"), char("s")]).1.isEmpty, "a kind with one size stays")
        #expect(run([char("e"), char("4"), char("s")]).1 == [.arrange(.resize(slot: 3, to: .large))])
    }

    @Test func xOrDeleteAsksAsRemoveWidgetAsks() {
        let (asking, effects) = run([char("e"), char("x")])
        #expect(effects.isEmpty && asking.menu?.question?.first == "Remove \u{201C}Clock\u{201D}?")
        #expect(run([key(.up), key(.enter)], from: asking).1 == [.remove(.widget(0))])
        #expect(run([char("e"), key(.delete)]).0.menu?.items.map(\.title) == ["Remove", "Cancel"])
    }

    @Test func mStacksWithTheTileBeforeAsADropDoes() {
        #expect(run([char("e"), char("l"), char("m")]).1 == [.arrange(.stack(slot: 1, onto: 0))])
        #expect(run([char("e"), char("m")]).1.isEmpty, "the first tile has none before it")
        #expect(run([char("e"), char("4"), char("m")]).1 == [.arrange(.move(slot: 3, to: 2))], "a stack onto a small tile: it moves")
    }

    @Test func uUndoesUReDoesAndReturnOpensTheSheet() {
        #expect(run([char("e"), char("u"), char("U")]).1 == [.undo, .redo])
        // The sheet itself, read against a configuration, is GalleryAndSheetTests'.
        #expect(run([char("e"), key(.enter)]).1.isEmpty, "Return opens the sheet in place, not the editor")
    }

    @Test func aStacksSheetReordersSetsRotationAndTakesAWidgetOut() {
        let (sheet, none) = run([char("e"), char("4"), key(.enter)])
        #expect(none.isEmpty && sheet.stackSheet == StackSheet(slot: 3))
        #expect(run([key(.down, .shift)], from: sheet).1 == [.arrange(.reorderMember(slot: 3, from: 0, to: 1))])
        #expect(run([key(.down, .shift)], from: sheet).0.stackSheet?.selection == 1, "the choice goes with the widget")
        #expect(run([char("K")], from: sheet).1.isEmpty, "the first widget has no place above it")
        #expect(run([char("r")], from: sheet).1 == [.arrange(.rotation(slot: 3, to: "off"))])
        #expect(run([char("j"), char("j"), key(.enter)], from: sheet).1 == [.arrange(.rotation(slot: 3, to: "off"))], "Return on the rotation row")
        #expect(run([char("j"), char("o")], from: sheet).1 == [.arrange(.unstack(slot: 3, member: 1))])
        #expect(run([key(.escape)], from: sheet).0.stackSheet == nil && run([key(.escape)], from: sheet).0.isEditing)
    }

    @Test func draggingOntoATileOfItsSizeStacksElseMovesAndTheBadgeRemoves() {
        let tiles = metrics().tiles.map(\.frame)
        let (_, stacked) = run([char("e"), mouse(.press, tiles[0].x + 3, tiles[0].y + 3), mouse(.motion, tiles[2].x + 3, tiles[2].y + 3),
                                mouse(.release, tiles[2].x + 3, tiles[2].y + 3)])
        #expect(stacked == [.arrange(.stack(slot: 0, onto: 2))])
        let (_, moved) = run([char("e"), mouse(.press, tiles[0].x + 3, tiles[0].y + 3), mouse(.release, tiles[3].x + 3, tiles[3].y + 3)])
        #expect(moved == [.arrange(.move(slot: 0, to: 3))], "a medium tile is another size: the small one moves to its place")
        let (_, still) = run([char("e"), mouse(.press, tiles[1].x + 3, tiles[1].y + 3), mouse(.release, tiles[1].x + 4, tiles[1].y + 3)])
        #expect(still.isEmpty, "let go over itself: nothing")
        let (asking, _) = run([char("e"), mouse(.press, tiles[1].x, tiles[1].y)])
        #expect(asking.menu?.question?.first == "Remove \u{201C}Paris\u{201D}?" && asking.drag == nil)
    }

    @Test func holdingReturnPastItsMenuEntersEditMode() {
        var state = HomeScreenState(scheme: .dark)
        state.reportsKeyReleases = true
        let held = [KeyPress(.enter)] + Array(repeating: KeyPress(.enter, phase: .repeat), count: 1 + HomeScreenState.editModeRepeats)
        let (editing, _) = run(held.map { .key($0) }, from: state)
        #expect(editing.isEditing && editing.menu == nil)
        let (menuOnly, _) = run(held.dropLast().map { .key($0) }, from: state)
        #expect(!menuOnly.isEditing && menuOnly.menu != nil, "a shorter hold opens the quick actions only")
    }
}
