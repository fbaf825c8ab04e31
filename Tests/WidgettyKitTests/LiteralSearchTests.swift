import Testing
import WidgettyKit

/// Finding a literal piece of text by its bytes, as `firstRange(of:)` finds it where both agree.
@Suite struct LiteralSearchTests {
    @Test(arguments: ["%I:%M %p", "%p %I時%M分", "/usr/share/zoneinfo/Europe/Berlin", "%Y年%m月%d日", "no match here", "%", ""])
    func findsWhatFirstRangeFinds(text: String) {
        for literal in ["%p", "%I", "%m", "/zoneinfo/", "日", "%d.", "here"] {
            let found = text.firstLiteralRange(of: literal)
            #expect(found == text.firstRange(of: literal), "\(literal) in \(text)")
            if let found { #expect(text[found] == literal) }
        }
    }

    @Test func anEmptyLiteralIsNotFoundAndASubstringIsSearchedWithinItsBounds() {
        #expect("abc".firstLiteralRange(of: "") == nil)
        let text = "%m/%d %m"
        let tail = text.dropFirst(3)
        let found = tail.firstLiteralRange(of: "%m")
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 6)
        #expect("é%p".firstLiteralRange(of: "%p").map { "é%p"[$0] } == "%p", "after a two-byte character")
    }
}
