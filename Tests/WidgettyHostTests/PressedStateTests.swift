import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A click or `Return` on a link, button or tile shows it pressed for a moment, then not.
@Suite struct PressedStateTests {
    let tests = ElementFocusTests()
    let shown = Date(timeIntervalSince1970: 1_795_359_600)

    @Test func aClickOrReturnPressesWhatItActivates() {
        #expect(tests.run([tests.click(21, 2)]).0.pressedRegion == 3, "the button clicked")
        #expect(tests.run([tests.key(.tab), tests.key(.tab), tests.key(.enter)]).0.pressedRegion == 2, "the link focused")
        #expect(tests.run([tests.click(30, 8)]).0.pressedRegion == 0, "a click elsewhere on the tile: its own link")
        let destructive = tests.run([tests.click(46, 3)]).0
        #expect(destructive.pressedRegion == nil && destructive.menu?.question != nil, "a destructive button asks first, unpressed")
        #expect(tests.run([tests.key(.tab)]).0.pressedRegion == nil, "focus alone presses nothing")
    }

    @Test func thePressShowsForItsMomentThenClears() {
        var pressed: Int? = 3
        let moment = PressedMoment.settle(nil, pressed: &pressed, at: shown)
        #expect(moment == PressedMoment(region: 3, shownAt: shown))
        #expect(PressedMoment.settle(moment, pressed: &pressed, at: shown.addingTimeInterval(PressedMoment.duration / 2)) == moment)
        #expect(pressed == 3)
        #expect(PressedMoment.settle(moment, pressed: &pressed, at: moment!.end) == nil)
        #expect(pressed == nil)
        var another: Int? = 1
        let renewed = PressedMoment.settle(moment, pressed: &another, at: shown.addingTimeInterval(0.1))
        #expect(renewed?.region == 1 && another == 1, "another press starts its own moment")
    }
}
