import Foundation
import Testing
@testable import WidgettyHost

/// A banner about a moment goes by itself at its end; a banner put in its place, or closed, is left alone.
@Suite struct MomentBannerTests {
    let shown = Date(timeIntervalSince1970: 1_795_359_600)

    @Test func itStaysUntilItsEndThenClearsTheBanner() {
        let moment = MomentBanner("The link did not open", shownAt: shown)
        var banner: String? = moment.message
        #expect(moment.settle(&banner, at: shown.addingTimeInterval(MomentBanner.duration - 1)) == moment)
        #expect(banner == moment.message)
        #expect(moment.settle(&banner, at: moment.end) == nil)
        #expect(banner == nil)
    }

    @Test func aBannerInItsPlaceStays() {
        let moment = MomentBanner("The link did not open", shownAt: shown)
        var banner: String? = "widgetty.toml has 1 problem; the last good configuration runs"
        #expect(moment.settle(&banner, at: moment.end) == nil)
        #expect(banner == "widgetty.toml has 1 problem; the last good configuration runs", "a state's banner is not the moment's to clear")
        var closed: String?
        #expect(moment.settle(&closed, at: shown) == nil, "closed with Esc: nothing left to wait for")
    }
}
