import Foundation
import Testing
import WidgettyKit
@testable import WidgettyHost

/// The rotation model on its own: dates in, the widget on top out.
struct StackRotatorTests {
    static let start = Date(timeIntervalSince1970: 1_795_340_460)
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// A rotator over one stack in slot 0 of `count` stub widgets, with a lone widget in slot 1.
    static func rotator(_ rotation: StackRotation, count: Int = 3, dwell: Int = 60, pause: Int = 120) -> StackRotator {
        let widgets = (0..<count).map { WidgetConfig(kind: "stub", family: .small, settings: WidgetSettings([:]), label: "member \($0)") }
        let stack = StackConfig(family: .small, rotation: rotation, dwell: dwell, pause: pause, widgets: widgets)
        return StackRotator(slots: [.stack(stack), .widget(widgets[0])])
    }

    /// Scores by member of slot 0.
    static func scores(_ byMember: [Int: Double]) -> (WidgetPosition) -> Double? {
        { $0.slot == 0 ? byMember[$0.member] : nil }
    }

    @Test func theHighestScoreAboveZeroComesToTheTopAndNothingRelevantReturnsToTheFirst() {
        var stacks = Self.rotator(.smart)
        #expect(stacks.rotate(at: Self.at(0), score: Self.scores([1: 0.4, 2: 0.9])) == [0])
        #expect(stacks.top(of: 0) == 2)
        #expect(stacks.position(of: 0) == WidgetPosition(slot: 0, member: 2))
        #expect(stacks.position(of: 1) == 1, "a lone widget's position is its slot")
        #expect(stacks.rotate(at: Self.at(61), score: Self.scores([:])) == [0])
        #expect(stacks.top(of: 0) == 0, "nothing relevant: the first widget")
    }

    @Test func aScoreOfZeroOrLessNeverRotatesUp() {
        var stacks = Self.rotator(.smart)
        #expect(stacks.rotate(at: Self.at(0), score: Self.scores([1: 0, 2: -3])).isEmpty)
        #expect(stacks.top(of: 0) == 0)
    }

    @Test func tiesKeepTheWidgetOnTop() {
        var stacks = Self.rotator(.smart)
        stacks.rotate(at: Self.at(0), score: Self.scores([2: 0.5]))
        #expect(stacks.rotate(at: Self.at(120), score: Self.scores([1: 0.5, 2: 0.5])).isEmpty)
        #expect(stacks.top(of: 0) == 2)
        var fresh = Self.rotator(.smart)
        fresh.rotate(at: Self.at(0), score: Self.scores([1: 0.5, 2: 0.5]))
        #expect(fresh.top(of: 0) == 1, "among equals not on top, the first in configuration order")
    }

    @Test func dwellHoldsTheWidgetOnTopSoCloseScoresDoNotFlap() {
        var stacks = Self.rotator(.smart, dwell: 60)
        stacks.rotate(at: Self.at(0), score: Self.scores([1: 0.6, 2: 0.5]))
        let flipped = Self.scores([1: 0.5, 2: 0.6])
        #expect(stacks.rotate(at: Self.at(30), score: flipped).isEmpty, "30 s into a 60 s dwell")
        #expect(stacks.nextRotationDate(after: Self.at(30), score: flipped) { _ in nil } == Self.at(60), "the dwell's end, as a change waits")
        #expect(stacks.rotate(at: Self.at(60), score: flipped) == [0])
        #expect(stacks.top(of: 0) == 2)
        #expect(stacks.rotate(at: Self.at(90), score: Self.scores([1: 0.6, 2: 0.5])).isEmpty)
        #expect(stacks.nextRotationDate(after: Self.at(90), score: Self.scores([2: 0.9])) { _ in nil } == nil,
                "no change waits, so the dwell's end wakes nothing")
    }

    @Test func pagingByHandIsImmediateAndPausesRotationThenRotationResumes() {
        var stacks = Self.rotator(.smart, pause: 120)
        let relevant = Self.scores([2: 0.9])
        stacks.rotate(at: Self.at(0), score: relevant)
        let pagedForward = stacks.page(0, by: 1, at: Self.at(10))
        #expect(pagedForward)
        #expect(stacks.top(of: 0) == 0, "paging wraps from the last widget to the first")
        #expect(stacks.rotate(at: Self.at(100), score: relevant).isEmpty, "held for the pause")
        #expect(stacks.nextRotationDate(after: Self.at(100), score: relevant) { _ in Self.at(110) } == Self.at(130), "the pause's end")
        #expect(stacks.rotate(at: Self.at(130), score: relevant) == [0])
        #expect(stacks.top(of: 0) == 2)
        let paged = stacks.page(0, by: -1, at: Self.at(140))
        #expect(paged && stacks.top(of: 0) == 1)
        let shown = stacks.show(0, member: 0, at: Self.at(150))
        #expect(shown && stacks.top(of: 0) == 0)
        let fourth = stacks.show(0, member: 3, at: Self.at(150)), lone = stacks.page(1, by: 1, at: Self.at(150))
        #expect(!fourth, "no fourth widget")
        #expect(!lone, "a lone widget does not page")
    }

    @Test func aCarouselTurnsInConfigurationOrderAtItsInterval() {
        var stacks = Self.rotator(.every(seconds: 30))
        var tops: [Int] = []
        var now = Self.at(0)
        #expect(stacks.rotate(at: now) { _ in nil }.isEmpty, "the first look starts the count")
        for _ in 0..<4 {
            now = stacks.nextRotationDate(after: now, score: { _ in nil }) { _ in nil } ?? .distantFuture
            stacks.rotate(at: now) { _ in nil }
            tops.append(stacks.top(of: 0))
        }
        #expect(tops == [1, 2, 0, 1])
        #expect(now == Self.at(120), "every 30 s from the first turn")
    }

    @Test func offNeverRotates() {
        var stacks = Self.rotator(.off)
        #expect(stacks.rotate(at: Self.at(0), score: Self.scores([2: 1])).isEmpty)
        #expect(stacks.nextRotationDate(after: Self.at(0), score: Self.scores([2: 1])) { _ in Self.at(5) } == nil)
    }

    @Test func aNewConfigurationKeepsTheWidgetOnTopOfAStackWithTheSameWidgets() {
        var stacks = Self.rotator(.smart)
        stacks.page(0, by: 2, at: Self.at(0))
        let widgets = stacks.stacks[0]?.widgets ?? []
        let moved = StackRotator(slots: [.widget(widgets[0]), .stack(StackConfig(family: .small, rotation: .smart, widgets: widgets))],
                                 keeping: stacks)
        #expect(moved.top(of: 1) == 2)
        #expect(moved.states[1]?.pausedUntil == Self.at(120), "and its pause")
        let changed = StackRotator(slots: [.stack(StackConfig(family: .small, rotation: .smart, widgets: Array(widgets.prefix(2))))],
                                   keeping: stacks)
        #expect(changed.top(of: 0) == 0, "other widgets start again from the first")
    }
}
