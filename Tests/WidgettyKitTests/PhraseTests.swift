import Foundation
import Testing
import WidgettyKit

@Suite struct PhraseTests {
    @Test(arguments: [("ja_JP.UTF-8", true), ("ja_JP", true), ("ja-JP", true), ("en_US", false), ("en_US_POSIX", false), ("C", false)])
    func japaneseIsTheLanguage(identifier: String, isJapanese: Bool) throws {
        let locale = try #require(DateLocale.named(identifier), "\(identifier) is not installed: run make setup-test")
        #expect(Phrase.isJapanese(locale) == isJapanese)
    }

    @Test func theViewersLanguageIsPicked() throws {
        let today = Phrase("Today", ja: "今日")
        #expect(today(try #require(DateLocale.named("ja_JP"))) == "今日")
        #expect(today(try #require(DateLocale.named("fr_FR"))) == "Today", "English for languages without words of their own")
    }
}
