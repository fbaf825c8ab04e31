import Foundation
import Testing
@testable import WidgettyRender

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("red\u{1B}[31mtext\u{1B}[0m", "redtext"),
        ("title\u{1B}]0;owned\u{07}end", "titleend"),
        ("osc\u{1B}]8;;http://x\u{1B}\\link", "osclink"),
        ("tab\there", "tab here"),
        ("line\nbreak", "line break"),
        ("bell\u{07}", "bell"),
        ("c1\u{9B}2Jcsi", "c1csi"),
        ("東京\u{1B}[2J", "東京"),
        ("lone escape \u{1B}", "lone escape "),
        ("abc\u{202E}fed\u{202C} done", "abcfed done"),
        ("isolate\u{2067}x\u{2069} mark\u{200F}", "isolatex mark"),
        ("… and — keep", "… and — keep"),
        ("dcs\u{1B}P1$r0m\u{1B}\\end", "dcsend"),
        ("tmux\u{1B}Ptmux;\u{1B}\u{1B}]0;owned\u{07}\u{1B}\\end", "tmuxend"),
        ("apc\u{1B}_Gf=100\u{1B}\\pm\u{1B}^x\u{1B}\\sos\u{1B}Xy\u{1B}\\end", "apcpmsosend"),
        ("c1\u{90}q\u{9C}\u{9D}0;t\u{07}\u{9F}G\u{9C}\u{9E}p\u{9C}\u{98}s\u{9C}end", "c1end"),
        ("unended\u{1B}]8;;http://x link", "unended"),
        ("charset\u{1B}(Bend", "charsetend"),
    ])
    func removesControlsAndEscapes(input: String, expected: String) {
        #expect(TextSanitizer.clean(input) == expected)
    }

    @Test func canvasNeverStoresAControlCharacter() {
        var canvas = Canvas(size: Size(width: 20, height: 1), style: CellStyle(foreground: RGB(hex: 0), background: RGB(hex: 0)))
        canvas.write("a\u{1B}[31mb\u{07}c", x: 0, y: 0, style: canvas[0, 0].style)
        #expect(canvas.lines() == ["abc"])
    }

    @Test func escapedWritesControlsAndBidiMarksVisibly() {
        #expect(TextSanitizer.escaped("a\u{1B}[31mb\u{202E}c\nd") == "a\\u{1B}[31mb\\u{202E}c\nd")
        #expect(TextSanitizer.escaped("東京 … — 'quoted'") == "東京 … — 'quoted'")
    }

    @Test func jsonKeepsItsControlsAndBidiMarksAsJSONEscapes() throws {
        let json = #"{"title":"A"# + "\u{202E}B\u{85}C\u{2066}\u{61C}\u{200E}" + #""}"#
        let escaped = TextSanitizer.escapingControlsInJSON(json)
        #expect(escaped == #"{"title":"A\u202eB\u0085C\u2066\u061c\u200e"}"#)
        #expect(TextSanitizer.escaped(escaped) == escaped, "nothing left for the console to write out, which would break the JSON")
        let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(decoded?["title"] == "A\u{202E}B\u{85}C\u{2066}\u{61C}\u{200E}")
    }
}
