import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit
@testable import WeatherProvider

@Suite struct WeatherTimelineTests {
    /// 2026-02-06 16:40 in New York (21:40 UTC), ten minutes after the recorded "current" values.
    let now = ISO8601DateFormatter().date(from: "2026-02-06T21:40:00Z")!

    func newYork() throws -> Forecast {
        try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast))
    }

    @Test(SharedFixtures.required) func oneFetchGivesAnEntryNowAndOneEachComingHour() throws {
        let timeline = WeatherTimeline.timeline(for: try newYork(), place: "New York", at: now)
        #expect(timeline.entries.count == 13)
        #expect(timeline.entries[0].date == now)
        #expect(timeline.entries[0].now.temperature == -1.4, "the first entry shows the observed values")
        #expect(timeline.entries[1].date == ISO8601DateFormatter().date(from: "2026-02-06T22:00:00Z"))
        #expect(timeline.entries[1].now.temperature == -2.1, "later ones move to that hour's forecast")
        #expect(timeline.policy == .after(now.addingTimeInterval(3600)))
    }

    @Test(SharedFixtures.required) func theCurrentValuesStandForTheirIntervalOnlyThenTheHourShownSpeaks() throws {
        let forecast = try newYork()
        #expect(forecast.currentInterval == 900, "the response's interval")
        func first(_ moment: String) throws -> Forecast.Hour {
            try #require(WeatherTimeline.timeline(for: forecast, place: "New York", at: ISO8601DateFormatter().date(from: moment)!).entries.first).now
        }
        #expect(try first("2026-02-06T21:45:00Z").temperature == -1.4, "16:45, the end of 16:30's 15 minutes: still the observed value")
        #expect(try first("2026-02-06T21:46:00Z").temperature == -0.7, "16:46: the 16:00 hour's forecast")
        let earlier = try first("2026-02-06T19:30:00Z")
        #expect(earlier.temperature == -0.5 && earlier.condition == .mainlyClear, "14:30, before the observation: the 14:00 hour and its sky")
        #expect(try first("2026-11-23T12:00:00Z").temperature == -1.4, "past every hour of the forecast: the observation, the latest there is")
    }

    /// Toronto's data was fetched on March 5 at 21:00; shown on March 8 at 01:30 the tile reads that hour's 44.7°F, inside the
    /// day's 36 to 52.8 (not the 32.6 observed three days before, below the day's low and left of its range bar).
    @Test(SharedFixtures.required) func dataFetchedDaysBeforeTheMomentShownReadsThatHour() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("linecast_toronto_fahrenheit_current_hourly_daily.json"))
        let at = ISO8601DateFormatter().date(from: "2026-03-08T01:30:00-05:00")!
        let entry = try #require(WeatherTimeline.timeline(for: forecast, place: "tor", at: at).entries.first)
        #expect(entry.now.temperature == 44.7)
        #expect(entry.now.condition == .overcast)
        #expect(entry.today?.low == 36 && entry.today?.high == 52.8)
        let afternoon = try #require(WeatherTimeline.timeline(for: forecast, place: "tor", at: ISO8601DateFormatter().date(from: "2026-03-06T13:00:00-05:00")!).entries.first)
        #expect(afternoon.now.temperature == 35, "the 1 PM hour, as the hourly row says")
    }

    @Test(SharedFixtures.required) func anEntryCarriesTodayTheNextHoursTheDaysAndTheNextSunEvent() throws {
        let entry = try #require(WeatherTimeline.timeline(for: try newYork(), place: "New York", at: now).entries.first)
        #expect(entry.today?.low == -9.2 && entry.today?.high == -0.2)
        #expect(entry.nextHours.map(\.temperature) == [-2.1, -3.2, -3.7, -4.4, -5.3, -6.2])
        #expect(entry.days.count == 5)
        #expect(entry.days[1].condition == .snow(.light))
        #expect(entry.sunEvent == WeatherEntry.SunEvent(isSunrise: false, time: ISO8601DateFormatter().date(from: "2026-02-06T22:19:00Z")!))
        #expect(entry.now.isDay == true, "before the 17:19 sunset")
        #expect(entry.nextHours[1].isDay == false, "18:00 is after it")
        #expect(entry.relevance?.score == 0, "an overcast evening is not news: not relevant, so a smart stack shows its first widget")
    }

    @Test func relevanceRisesWhenRainIsComingOrSomethingSevere() {
        let base = Date(timeIntervalSince1970: 0)
        func hour(_ offset: Double, _ code: Int, probability: Int? = nil) -> Forecast.Hour {
            Forecast.Hour(time: base.addingTimeInterval(offset * 3600), temperature: 10, condition: WeatherCondition(code: code),
                          precipitationProbability: probability, isDay: true)
        }
        #expect(WeatherTimeline.relevance(now: hour(0, 3), coming: [hour(1, 3), hour(2, 61)]).score == 1, "rain within two hours")
        #expect(WeatherTimeline.relevance(now: hour(0, 3), coming: [hour(1, 3), hour(2, 3, probability: 80)]).score == 1)
        #expect(WeatherTimeline.relevance(now: hour(0, 3), coming: [hour(1, 3), hour(2, 3), hour(3, 61)]).score == 0,
                "rain in three hours can wait")
        #expect(WeatherTimeline.relevance(now: hour(0, 61), coming: [hour(1, 61)]).score == 0, "it is already raining")
        #expect(WeatherTimeline.relevance(now: hour(0, 3), coming: [hour(1, 3), hour(8, 95)]).score == 1, "a thunderstorm tonight")
    }
}
