import Testing
@testable import WidgettyTerminal

/// When the loop hands its read-only pages back: after the first frame whatever comes next, then before a sleep of at
/// least `restThreshold` that ends a quiet spell (at most `quietTurns` turns in `restThreshold`), so that a clock showing
/// seconds and a listening program's frames do not pay it at every turn, and the demo's minute does.
@Suite struct PageHandBackTests {
    private let threshold = PageHandBack.restThreshold
    private let quiet = PageHandBack.quietTurns

    @Test func theFirstFrameHandsBackWhateverTheSleepAndTheTurns() {
        #expect(PageHandBack.isDue(sleep: .milliseconds(1), turns: 50, hasHandedBack: false))
        #expect(PageHandBack.isDue(sleep: nil, turns: 1, hasHandedBack: false))
    }

    @Test func aLongSleepAfterFewTurnsHandsBack() {
        #expect(PageHandBack.isDue(sleep: .seconds(60), turns: 1, hasHandedBack: true))
        #expect(PageHandBack.isDue(sleep: threshold, turns: quiet, hasHandedBack: true))
        #expect(PageHandBack.isDue(sleep: nil, turns: 1, hasHandedBack: true), "no timeout: asleep until something happens")
    }

    @Test func aShortSleepKeepsThePages() {
        #expect(!PageHandBack.isDue(sleep: .seconds(1), turns: 1, hasHandedBack: true), "a clock showing seconds")
        #expect(!PageHandBack.isDue(sleep: .milliseconds(300), turns: 1, hasHandedBack: true), "the demo's wake after its minute")
        #expect(!PageHandBack.isDue(sleep: threshold - .milliseconds(1), turns: 1, hasHandedBack: true))
    }

    @Test func aLongSleepAfterABusySpellKeepsThePages() {
        #expect(!PageHandBack.isDue(sleep: nil, turns: quiet + 1, hasHandedBack: true), "a listening program's frames")
        #expect(!PageHandBack.isDue(sleep: .seconds(60), turns: 100, hasHandedBack: true))
    }

    @Test func aMinuteClocksTurnsHandBackAfterTheFirstFrameAndBeforeEachMinutesSleep() {
        var handBack = PageHandBack()
        let start = ContinuousClock.now
        // Its first frame, its data a moment later, then a minute each.
        let turns: [(at: Duration, timeout: Int32, due: Bool)] = [
            (.zero, 40_000, true), (.milliseconds(5), 40_000, true), (.seconds(40), 60_000, true), (.seconds(100), 60_000, true),
        ]
        for turn in turns {
            #expect(handBack.isDue(beforeSleepOf: turn.timeout, at: start + turn.at) == turn.due, "at \(turn.at)")
        }
    }

    @Test func theDemosMinuteHandsBackAfterTheTurnsItBrings() {
        var handBack = PageHandBack()
        let start = ContinuousClock.now
        // Its first frame and the providers' answers, then its minute, the activity indicator's moment and a retry's answer.
        var turns: [(at: Duration, timeout: Int32, due: Bool)] = [(.zero, 300, true)]
        turns += (1...(quiet + 2)).map { (.milliseconds(50 * $0), 59_000, $0 < quiet) }
        turns += [(.seconds(60), 300, false), (.milliseconds(60_300), 59_700, true), (.milliseconds(60_500), 59_500, true)]
        for turn in turns {
            #expect(handBack.isDue(beforeSleepOf: turn.timeout, at: start + turn.at) == turn.due, "at \(turn.at)")
        }
    }

    @Test func aListeningProgramsFramesDoNotHandBack() {
        var handBack = PageHandBack()
        let start = ContinuousClock.now
        let dueAt = (0..<300).filter { handBack.isDue(beforeSleepOf: -1, at: start + .milliseconds(100 * $0)) }
        #expect(dueAt == Array(0..<quiet), "30 s of ten frames a second: only the first ones, before they come fast")
    }
}
