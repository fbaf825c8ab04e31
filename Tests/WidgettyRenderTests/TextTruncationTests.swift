import Testing
@testable import WidgettyRender

@Suite struct TextTruncationTests {
    static let samples = ["東京 晴れ 最高気温 23°", "👩‍👩‍👧 family", "☀️ 晴れ", "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e"]

    @Test(arguments: samples)
    func truncationNeverExceedsWidthNorSplitsGraphemes(text: String) {
        let original = Array(text)
        for width in 1...20 {
            let result = TextTruncation.truncate(text, toWidth: width)
            #expect(GraphemeWidth.of(result) <= width, "width \(width): \(result)")
            if GraphemeWidth.of(text) <= width {
                #expect(result == text)
                continue
            }
            #expect(result.last == "…", "width \(width): \(result)")
            let kept = Array(result.dropLast())
            #expect(original.starts(with: kept), "width \(width): kept graphemes \(kept) are not the text's own")
        }
    }

    @Test func cutsBeforeAWideCharacterThatWouldCross() {
        #expect(TextTruncation.truncate("東京 晴れ", toWidth: 4) == "東…")
        #expect(TextTruncation.truncate("東京 晴れ", toWidth: 3) == "東…")
        #expect(TextTruncation.truncate("東京", toWidth: 1) == "…")
        #expect(TextTruncation.truncate("東京", toWidth: 0) == "")
    }

    @Test func keepsAWholeEmojiSequenceOrNone() {
        #expect(TextTruncation.truncate("👩‍👩‍👧 family", toWidth: 3) == "👩‍👩‍👧…")
        #expect(TextTruncation.truncate("👩‍👩‍👧 family", toWidth: 2) == "…")
    }
}
