import Foundation
import Testing
@testable import WeatherProvider
import WidgettyKit

@Suite struct WeatherConditionTests {
    /// Every code Open-Meteo documents for `weather_code` (WMO 4677, the subset it uses).
    static let documentedCodes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

    @Test func everyDocumentedCodeHasWordsAndOnlyThoseAreKnown() {
        for code in 0...99 {
            let condition = WeatherCondition(code: code)
            if Self.documentedCodes.contains(code) {
                #expect(condition != .unknown(code), "code \(code)")
                #expect(!condition.words.isEmpty && condition.words.first!.isUppercase, "code \(code): \(condition.words)")
            } else {
                #expect(condition == .unknown(code), "code \(code)")
            }
        }
        let words = Self.documentedCodes.map { WeatherCondition(code: $0).words }
        #expect(Set(words).count == words.count, "no two codes read the same")
    }

    @Test(arguments: [(0, "Clear"), (2, "Partly cloudy"), (55, "Dense drizzle"), (63, "Rain"), (65, "Heavy rain"),
                      (82, "Violent rain showers"), (99, "Thunderstorm, heavy hail")])
    func wordsReadAsTheDocumentationSays(code: Int, words: String) {
        #expect(WeatherCondition(code: code).words == words)
    }

    @Test func everyDocumentedCodeReadsDistinctlyInJapanese() {
        let japanese = DateLocale.named("ja_JP")!
        let words = Self.documentedCodes.map { WeatherCondition(code: $0).words(in: japanese) }
        #expect(words.allSatisfy { $0.unicodeScalars.allSatisfy { !("A"..."z").contains($0) } }, "\(words)")
        #expect(Set(words).count == words.count, "no two codes read the same: \(words)")
        #expect(WeatherCondition(code: 3).words(in: japanese) == "曇り")
        #expect(WeatherCondition(code: 82).words(in: japanese) == "激しいにわか雨")
        #expect(WeatherCondition(code: 3).words(in: DateLocale.named("de_DE")!) == "Overcast", "other languages read English")
    }

    @Test func severityAndPrecipitation() {
        #expect(WeatherCondition(code: 95).isSevere)
        #expect(WeatherCondition(code: 65).isSevere)
        #expect(WeatherCondition(code: 75).isSevere)
        #expect(!WeatherCondition(code: 61).isSevere)
        #expect(WeatherCondition(code: 61).isPrecipitation)
        #expect(!WeatherCondition(code: 3).isPrecipitation)
    }

    @Test func everyGlyphSetDrawsEveryConditionByDayAndNight() {
        for set in GlyphSet.allCases {
            for code in Self.documentedCodes + [42] {
                for isDay in [true, false] {
                    let glyph = set.glyph(for: WeatherCondition(code: code), isDay: isDay)
                    #expect(!glyph.isEmpty)
                    if set == .ascii { #expect(glyph.unicodeScalars.allSatisfy { $0.isASCII }, "\(glyph) works on the Linux console") }
                }
            }
        }
        #expect(GlyphSet.unicode.glyph(for: .clear, isDay: true) != GlyphSet.unicode.glyph(for: .clear, isDay: false))
    }
}
