import Foundation
import Testing
import WidgettyKit

/// `Text + Text`: the parts keep their own styles, and a style set on a part wins over one set on the whole.
@Suite struct TextRunsTests {
    @Test func joinedPartsKeepTheirStylesAndTheLeftLineLimit() {
        let joined = Text("a ").lineLimit(3) + Text("b").bold() + Text("c").italic().foregroundStyle(.secondaryLabel)
        #expect(joined.content == "a bc")
        #expect(joined.lineLimit == 3)
        #expect(joined.runs == [
            TextRun("a "),
            TextRun("b", style: TextRun.Style(bold: true)),
            TextRun("c", style: TextRun.Style(italic: true, foreground: .secondaryLabel)),
        ])
    }

    @Test func aPartsOwnStyleWinsOverTheWholes() {
        let whole = (Text("plain") + Text("own").foregroundStyle(.red)).foregroundStyle(.secondaryLabel)
        #expect(whole.ownStyle == TextRun.Style(foreground: .secondaryLabel))
        #expect(whole.runs.map { $0.style.over(whole.ownStyle).foreground } == [.secondaryLabel, .red])
    }

    @Test func aLiveDateJoinsAsNothing() {
        let joined = Text("at ") + Text(Date(timeIntervalSince1970: 0), style: .time)
        #expect(joined.content == "at ")
        #expect(joined.date == nil)
    }
}
