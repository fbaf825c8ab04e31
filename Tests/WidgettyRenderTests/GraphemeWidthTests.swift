import Testing
@testable import WidgettyRender

@Suite struct GraphemeWidthTests {
    @Test(arguments: [
        ("a", 1), ("東", 2), ("晴", 2), ("°", 1), ("☀", 1), ("☀️", 2), ("👩‍👩‍👧", 2), ("🇯🇵", 2),
        ("e\u{301}", 1), ("1️⃣", 2), ("👍🏽", 2), ("ｱ", 1), ("Ａ", 2), ("\u{200B}", 0), ("한", 2), ("…", 1),
    ])
    func widthOfOneGrapheme(text: String, cells: Int) {
        #expect(text.count == 1)
        #expect(GraphemeWidth.of(Character(text)) == cells)
    }

    @Test func widthOfMixedText() {
        #expect(GraphemeWidth.of("東京 晴れ 最高気温 23°") == 2 * 2 + 1 + 2 * 2 + 1 + 4 * 2 + 1 + 3)
        #expect(GraphemeWidth.of("👩‍👩‍👧 family") == 2 + 7)
        #expect(GraphemeWidth.of("☀️ 晴れ") == 2 + 1 + 4)
        #expect(GraphemeWidth.of("Cafe\u{301} cre\u{300}me") == 10)
    }
}
