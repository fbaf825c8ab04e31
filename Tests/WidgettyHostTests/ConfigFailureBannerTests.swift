import Testing
@testable import WidgettyHost

/// The banner saying the file does not load comes back after a message shown over it goes, while the file is still
/// broken; Esc on it closes it; a file that loads again takes it away.
@Suite struct ConfigFailureBannerTests {
    let failed = "Config not applied; the previous one still runs. e.toml:2: accent \"bogus\" is not one of …"
    let refusal = "Not changed: e.toml does not load now (line 2: …); fix the file first, then resize widget again"

    @Test func aMessageOverItGivesWayToItWhenClosedOrTimedOut() {
        var failure = ConfigFailureBanner()
        var banner: String?
        failure.failed(failed, banner: &banner)
        #expect(banner == failed)
        failure.cover(banner: banner)
        banner = refusal
        failure.settle(&banner)
        #expect(banner == refusal, "the refusal shows while it is there")
        banner = nil
        failure.settle(&banner)
        #expect(banner == failed, "closed with Esc (or its time ran out): the file still does not load")
    }

    @Test func escOnItClosesItAndAMessageAfterDoesNotBringItBack() {
        var failure = ConfigFailureBanner()
        var banner: String?
        failure.failed(failed, banner: &banner)
        banner = nil
        failure.settle(&banner)
        #expect(banner == nil, "closed by the person")
        failure.cover(banner: banner)
        banner = "Copied the time."
        banner = nil
        failure.settle(&banner)
        #expect(banner == nil)
    }

    @Test func aFileThatLoadsAgainTakesItAwayAndNothingComesBack() {
        var failure = ConfigFailureBanner()
        var banner: String?
        failure.failed(failed, banner: &banner)
        failure.loaded(banner: &banner)
        #expect(banner == nil)
        #expect(failure.message == nil)
        failure.cover(banner: banner)
        banner = refusal
        banner = nil
        failure.settle(&banner)
        #expect(banner == nil)
        var covered = ConfigFailureBanner()
        covered.failed(failed, banner: &banner)
        covered.cover(banner: banner)
        banner = refusal
        covered.loaded(banner: &banner)
        #expect(banner == refusal, "a message about a change stays when the file loads")
        banner = nil
        covered.settle(&banner)
        #expect(banner == nil)
    }
}
