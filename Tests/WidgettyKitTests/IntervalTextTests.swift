import Testing
import WidgettyKit

/// Intervals as configurations spell them: "30s", "5m", "1h", "1d".
@Suite struct IntervalTextTests {
    @Test func aWholeNumberAndAUnitAreSeconds() {
        #expect(IntervalText.seconds("30s") == 30)
        #expect(IntervalText.seconds("5m") == 300)
        #expect(IntervalText.seconds("1h") == 3600)
        #expect(IntervalText.seconds("2d") == 172_800)
    }

    @Test func anythingElseIsNoInterval() {
        for text in ["", "s", "5", "5x", "0s", "-5m", "1.5h", " 5m", "5 m", "５m", "5M", "9223372036854775807d"] {
            #expect(IntervalText.seconds(text) == nil, "\(text)")
        }
    }

    @Test func aLongerOneThanAllowedIsNone() {
        #expect(IntervalText.seconds("1d", atMost: 86_400) == 86_400)
        #expect(IntervalText.seconds("1441m", atMost: 86_400) == nil)
    }
}
