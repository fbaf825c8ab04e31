import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A quick-action menu or a "Remove" question left open while another program rewrites the configuration follows its
/// widget's tile as the tiles reflow, or closes when that widget is gone: it never stands by a tile that shows
/// another widget. A question that moves still removes nothing once the file changed.
@Suite struct MenuFollowsItsTileTests {
    /// What input is read against with `config` on a 100 × 30 screen, the tiles named by their stub labels.
    func metrics(_ config: DashboardConfig) -> ScreenMetrics {
        let layout = HomeScreenLayout(families: config.slots.map(\.family), terminal: Size(width: 100, height: 30), device: .auto)
        var names: [Int: String] = [:]
        for (slot, widget) in config.slots.enumerated() {
            names[slot] = widget.visibleWidget?.settings.string("label")
        }
        var metrics = ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: 30, tiles: layout.placements,
                                    cell: layout.metrics.cell, screenWidth: 100, tileNames: names, canEditConfig: true)
        metrics.config = config
        return metrics
    }

    /// The state with the tile of `slot` focused and "Remove Widget" asked about it, as `.` then "Remove Widget" leave it.
    func asking(about slot: Int, of config: DashboardConfig) -> HomeScreenState {
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = slot
        var menu = QuickActionMenu(slot: slot, items: [])
        state.askToRemove(&menu, metrics: metrics(config))
        return state
    }

    @Test func theQuestionMovesWithItsTileAndConfirmingItStillRemovesNothing() throws {
        let (path, config) = try WidgetRemovalTests().file(StaleRemovalQuestionTests.two)
        var state = asking(about: 0, of: config)
        let reloaded = try ConfigLoader(registry: testRegistry).parse(StaleRemovalQuestionTests.prepended, file: path)
        state.refocus(from: config.slots, to: reloaded.slots)
        let after = metrics(reloaded)
        #expect(after.tileNames[1] == "a", "\u{201C}a\u{201D} is the second tile now: \(after.tileNames)")
        let menu = try #require(state.menu, "the question stays open")
        #expect(menu.slot == 1, "the question stands by \u{201C}a\u{201D}'s tile, not \(after.tileNames[menu.slot] ?? "slot \(menu.slot)")")
        #expect(menu.question?.first == "Remove \u{201C}a\u{201D}?")
        #expect(state.focusedSlot == 1, "and \u{201C}a\u{201D}'s tile stays lifted")
        let layout = try #require(state.menuLayout(menu, metrics: after), "the question is drawn")
        let tile = try #require(after.screenFrame(of: 1, scroll: 0))
        #expect(layout.frame.x < tile.maxX && tile.x < layout.frame.maxX, "beside its tile: \(layout.frame) by \(tile)")
        let (error, text) = try StaleRemovalQuestionTests().confirm(state.reduce(.key(.character("r")), metrics: after).first,
                                                                    after: StaleRemovalQuestionTests.prepended, path: path)
        #expect(text == StaleRemovalQuestionTests.prepended, "nothing removed")
        #expect(error?.description.contains("changed while you were asked") == true, "said: \(String(describing: error))")
    }

    @Test func theQuestionClosesWhenItsWidgetLeftTheFile() throws {
        let (path, config) = try WidgetRemovalTests().file(StaleRemovalQuestionTests.two)
        var state = asking(about: 0, of: config)
        let onlyB = try ConfigLoader(registry: testRegistry).parse("[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n", file: path)
        state.refocus(from: config.slots, to: onlyB.slots)
        #expect(state.menu == nil, "no question about \u{201C}a\u{201D} by \u{201C}b\u{201D}'s tile")
    }

    @Test func ofTwoWidgetsAlikeTheSecondStaysTheSecond() throws {
        let twins = "[[widget]]\nkind = \"stub\"\nlabel = \"t\"\n\n[[widget]]\nkind = \"stub\"\nlabel = \"t\"\n"
        let (path, config) = try WidgetRemovalTests().file(twins)
        var state = asking(about: 1, of: config)
        let reloaded = try ConfigLoader(registry: testRegistry).parse("[[widget]]\nkind = \"stub\"\nlabel = \"new\"\n\n" + twins, file: path)
        state.refocus(from: config.slots, to: reloaded.slots)
        #expect(state.menu?.slot == 2)
        #expect(state.focusedSlot == 2)
    }
}
