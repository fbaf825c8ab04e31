import Testing
import WidgettyKit
@testable import TimerProvider

/// Lengths read as the configuration writes them, and written back as buttons show them.
@Suite struct TimerDurationTests {
    @Test func readsHoursMinutesAndSecondsInOrder() {
        #expect(TimerDuration("25m")?.seconds == 1500)
        #expect(TimerDuration("90s")?.seconds == 90)
        #expect(TimerDuration("1h30m")?.seconds == 5400)
        #expect(TimerDuration("1h30m")?.label(.english) == "1h30m")
        #expect(TimerDuration("90s")?.label(.english) == "1m30s")
        #expect(TimerDuration("1h30m")?.label(DateLocale.named("ja_JP")!) == "1時間30分", "a Japanese screen's length")
    }

    @Test func refusesWhatIsNotALength() {
        for text in ["", "25", "m", "5m1h", "0m", "25x", "-5m", "25h", "1234567m", "５m"] {
            #expect(TimerDuration(text) == nil, "\(text)")
        }
    }
}
