import Foundation
import Testing
import WidgettyKit

@Suite struct PhraseTests {
    @Test(arguments: [("ja", true), ("ja_JP", true), ("ja-JP", true), ("ja_JP@calendar=japanese", true),
                      ("jam_JM", false), ("en_US", false), ("en_US_POSIX", false), ("", false)])
    func japaneseIsTheLanguageNotAPrefix(identifier: String, isJapanese: Bool) {
        #expect(Phrase.isJapanese(Locale(identifier: identifier)) == isJapanese)
    }

    @Test func theViewersLanguageIsPicked() {
        let today = Phrase("Today", ja: "今日")
        #expect(today(Locale(identifier: "ja_JP")) == "今日")
        #expect(today(Locale(identifier: "fr_FR")) == "Today", "English for languages without words of their own")
    }
}
