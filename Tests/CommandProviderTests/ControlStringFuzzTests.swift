import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider

/// Random printed output mixing words with every kind of terminal control: a command widget's text and the
/// renderer's sanitiser both keep exactly the words, and no control character.
@Suite struct ControlStringFuzzTests {
    /// Printable ASCII for the inside of control strings and the words, with a few characters that are not ASCII.
    private static let printable: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["é", "東", "🙂", "…"]

    /// One random piece: a word to show, or a control of some kind (shown as nothing).
    private static func piece(_ random: inout SeededRandom) -> (text: String, shows: String) {
        func pick(_ scalars: [Unicode.Scalar], count: ClosedRange<Int>) -> String {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: count, using: &random) { text.append(scalars.randomElement(using: &random)!) }
            return String(text)
        }
        let parameters = (0x30...0x3F).compactMap(Unicode.Scalar.init)
        let intermediates = (0x20...0x2F).compactMap(Unicode.Scalar.init)
        let finals = (0x40...0x7E).compactMap(Unicode.Scalar.init)
        // The inside of a string: printable characters, C1 controls other than ST, and ESC before anything but `\`.
        func stringBody(_ allowsBell: Bool) -> String {
            var body = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: body += "\u{1B}" + pick(printable.filter { $0 != "\\" }, count: 1...1)
                case 1: body.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x80...0x9B, using: &random)))
                case 2: body += allowsBell ? "\u{07}" : "\u{1B}\u{1B}]"
                default: body += pick(printable, count: 1...4)
                }
            }
            return body
        }
        func terminator() -> String { Bool.random(using: &random) ? "\u{1B}\\" : "\u{9C}" }
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            let word = pick(printable.filter { $0 != " " }, count: 1...6)
            return (word, word)
        case 2:
            let introducer = Bool.random(using: &random) ? "\u{1B}[" : "\u{9B}"
            let final = pick(finals, count: 1...1)
            return (introducer + pick(parameters, count: 0...8) + pick(intermediates, count: 0...2) + final, "")
        case 3:
            let introducer = Bool.random(using: &random) ? "\u{1B}]" : "\u{9D}"
            return (introducer + stringBody(false) + (Bool.random(using: &random) ? "\u{07}" : terminator()), "")
        case 4:
            let introducer = ["\u{1B}P", "\u{1B}X", "\u{1B}^", "\u{1B}_", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}"].randomElement(using: &random)!
            return (introducer + stringBody(true) + terminator(), "")
        case 5:
            // A tmux passthrough: an OSC inside a DCS, each of its ESCs doubled.
            return ("\u{1B}Ptmux;\u{1B}\u{1B}]" + stringBody(false) + "\u{07}\u{1B}\\", "")
        case 6:
            let escape = Bool.random(using: &random)
                ? "\u{1B}" + pick(intermediates, count: 1...2) + pick((0x30...0x7E).compactMap(Unicode.Scalar.init), count: 1...1)
                : "\u{1B}" + pick("0123456789:;<=>?@ABCDEFGHIJKLMNOQRSTUVWYZ`abcdefghijklmnopqrstuvwxyz{|}~".unicodeScalars.map { $0 }, count: 1...1)
            return (escape, "")
        default:
            let controls = (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D, 0x1B].contains($0) } + [0x7F, 0x80, 0x85, 0x9C]
            return (String(Unicode.Scalar(UInt8(controls.randomElement(using: &random)!))), "")
        }
    }

    /// A control string or sequence left open at the end of the output.
    private static let unfinished = ["\u{1B}", "\u{1B}[38;5", "\u{9B}1;", "\u{1B}]8;;http://x", "\u{1B}Ptmux;\u{1B}\u{1B}]0;t",
                                     "\u{90}q#0", "\u{1B}_G", "\u{9D}0;", "\u{1B}("]

    @Test func onlyTheWordsSurviveAndNoControlCharacter() {
        var random = SeededRandom(seed: 16)
        for round in 0..<3000 {
            var text = ""
            var shows = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let piece = Self.piece(&random)
                text += piece.text
                shows += piece.shows
            }
            if round % 4 == 0 { text += Self.unfinished.randomElement(using: &random)! }
            let printed = PrintedText.lines(text).joined().map(\.text).joined()
            let cleaned = TextSanitizer.clean(text)
            let escapedText = TextSanitizer.escaped(text)
            #expect(printed == shows, "printed text of \(escapedText)")
            #expect(cleaned == shows, "sanitised \(escapedText)")
            let isControl = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
            #expect(!printed.unicodeScalars.contains(where: isControl) && !cleaned.unicodeScalars.contains(where: isControl))
            if printed != shows || cleaned != shows { return }
        }
    }
}
