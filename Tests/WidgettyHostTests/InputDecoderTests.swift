import Testing
import WidgettyKit
@testable import WidgettyHost

/// The terminal's raw bytes into input events: keys with modifiers, SGR mouse, paste, focus, and garbage.
@Suite struct InputDecoderTests {
    /// Every event in `text`'s bytes, then whatever a flush gives.
    func events(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }

    @Test func charactersAndControlKeys() {
        #expect(events("q?G") == [key(.character("q")), key(.character("?")), key(.character("G"))])
        #expect(events("é日本👍") == [key(.character("é")), key(.character("日")), key(.character("本")), key(.character("👍"))])
        #expect(events("\r\t\u{7F}\u{0C}\u{01}") == [key(.enter), key(.tab), key(.backspace), key(.character("l"), .control),
                                                    key(.character("a"), .control)])
    }

    @Test(arguments: [
        ("\u{1B}[A", .up, []), ("\u{1B}[B", .down, []), ("\u{1B}[C", .right, []), ("\u{1B}[D", .left, []),
        ("\u{1B}OA", .up, []), ("\u{1B}OH", .home, []), ("\u{1B}[H", .home, []), ("\u{1B}[F", .end, []),
        ("\u{1B}[1~", .home, []), ("\u{1B}[4~", .end, []), ("\u{1B}[5~", .pageUp, []), ("\u{1B}[6~", .pageDown, []),
        ("\u{1B}[2~", .insert, []), ("\u{1B}[3~", .delete, []), ("\u{1B}OP", .function(1), []), ("\u{1B}[24~", .function(12), []),
        ("\u{1B}[1;5A", .up, .control), ("\u{1B}[1;2B", .down, .shift), ("\u{1B}[1;3C", .right, .alt),
        ("\u{1B}[1;8D", .left, [.shift, .alt, .control]), ("\u{1B}[5;5~", .pageUp, .control), ("\u{1B}[Z", .tab, .shift),
    ] as [(String, Key, KeyModifiers)])
    func keySequencesWithModifiers(text: String, key: Key, modifiers: KeyModifiers) {
        #expect(events(text) == [self.key(key, modifiers)])
    }

    @Test func altIsEscapeBeforeAKey() {
        #expect(events("\u{1B}x") == [key(.character("x"), .alt)])
        #expect(events("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    @Test func aLoneEscapeWaitsThenFlushesAsEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}".utf8)).isEmpty)
        #expect(decoder.isWaiting, "the loop waits a moment for the rest")
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.isWaiting)
    }

    @Test func aSequenceSplitAcrossReadsIsWholeWhenItsRestComes() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("j\u{1B}[1;".utf8)) == [key(.character("j"))])
        #expect(decoder.decode(Array("5Ak".utf8)) == [key(.up, .control), key(.character("k"))])
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.decode([0xA5]) == [key(.character("日"))])
    }

    @Test(arguments: [
        ("\u{1B}[<0;10;5M", MouseEvent(kind: .press, button: 0, column: 9, row: 4)),
        ("\u{1B}[<0;10;5m", MouseEvent(kind: .release, button: 0, column: 9, row: 4)),
        ("\u{1B}[<2;1;1M", MouseEvent(kind: .press, button: 2, column: 0, row: 0)),
        ("\u{1B}[<64;3;4M", MouseEvent(kind: .wheel(-1), button: nil, column: 2, row: 3)),
        ("\u{1B}[<65;3;4M", MouseEvent(kind: .wheel(1), button: nil, column: 2, row: 3)),
        ("\u{1B}[<35;20;7M", MouseEvent(kind: .motion, button: nil, column: 19, row: 6)),
        ("\u{1B}[<32;20;7M", MouseEvent(kind: .motion, button: 0, column: 19, row: 6)),
        ("\u{1B}[<20;200;60M", MouseEvent(kind: .press, button: 0, column: 199, row: 59, modifiers: [.shift, .control])),
    ] as [(String, MouseEvent)])
    func sgrMouseReports(text: String, mouse: MouseEvent) {
        #expect(events(text) == [.mouse(mouse)])
    }

    @Test func bracketedPasteIsOneEventEvenAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("a\u{1B}[200~line one\nq".utf8)) == [key(.character("a"))])
        #expect(decoder.decode(Array("uit\u{1B}[2".utf8)) == [])
        #expect(decoder.decode(Array("01~b".utf8)) == [.paste("line one\nquit"), key(.character("b"))])
        #expect(events("\u{1B}[200~\u{1B}]52;c;aGk=\u{07}x\u{1B}[201~") == [.paste("]52;c;aGk=x")], "no escape survives a paste")
    }

    @Test func focusReports() {
        #expect(events("\u{1B}[I\u{1B}[O") == [.focus(gained: true), .focus(gained: false)])
    }

    @Test(arguments: [
        "\u{1B}[99999999999999999999999~", "\u{1B}[<0;99999999999999;1M", "\u{1B}[<0;0;0M", "\u{1B}[<;;M", "\u{1B}[\u{01}",
        "\u{1B}[" + String(repeating: "1", count: 100) + "A", "\u{1B}[?1;2c", "\u{1B}[M !!", "\u{1B}O\u{7F}",
    ])
    func garbageIsDroppedAndWhatFollowsStillReads(garbage: String) {
        let decoded = events(garbage + "q")
        #expect(decoded.last == key(.character("q")), "\(garbage.debugDescription) → \(decoded)")
        #expect(!decoded.contains { if case .mouse = $0 { true } else { false } })
    }

    @Test(arguments: [
        ("\u{1B}[106u", KeyPress(.character("j"))), ("\u{1B}[106;1:2u", KeyPress(.character("j"), phase: .repeat)),
        ("\u{1B}[106;1:3u", KeyPress(.character("j"), phase: .release)), ("\u{1B}[113;1:1u", KeyPress(.character("q"))),
        ("\u{1B}[13u", KeyPress(.enter)), ("\u{1B}[13;1:2u", KeyPress(.enter, phase: .repeat)),
        ("\u{1B}[13;1:3u", KeyPress(.enter, phase: .release)), ("\u{1B}[57414u", KeyPress(.enter)),
        ("\u{1B}[9u", KeyPress(.tab)), ("\u{1B}[9;2u", KeyPress(.tab, .shift)), ("\u{1B}[27u", KeyPress(.escape)),
        ("\u{1B}[127u", KeyPress(.backspace)), ("\u{1B}[32u", KeyPress(.character(" "))), ("\u{1B}[49u", KeyPress(.character("1"))),
        ("\u{1B}[46u", KeyPress(.character("."))), ("\u{1B}[57401u", KeyPress(.character("2"))),
        // Shift: the text the key typed (flag 16), else its shifted key (flag 4), else an upper-case letter.
        ("\u{1B}[47;2;63u", KeyPress(.character("?"))), ("\u{1B}[47:63;2u", KeyPress(.character("?"))),
        ("\u{1B}[103;2u", KeyPress(.character("G"))), ("\u{1B}[0;;229u", KeyPress(.character("å"))),
        ("\u{1B}[47;2u", KeyPress(.character("/"), .shift)),
        ("\u{1B}[108;5u", KeyPress(.character("l"), .control)), ("\u{1B}[108:76;6u", KeyPress(.character("l"), .control)),
        ("\u{1B}[120;3u", KeyPress(.character("x"), .alt)), ("\u{1B}[106;65u", KeyPress(.character("j"))),
        ("\u{1B}[A", KeyPress(.up)), ("\u{1B}[1;1:2B", KeyPress(.down, phase: .repeat)),
        ("\u{1B}[1;5:3C", KeyPress(.right, .control, phase: .release)), ("\u{1B}[1;1:2H", KeyPress(.home, phase: .repeat)),
        ("\u{1B}[1;1:3F", KeyPress(.end, phase: .release)), ("\u{1B}[5;1:2~", KeyPress(.pageUp, phase: .repeat)),
        ("\u{1B}[6;1:3~", KeyPress(.pageDown, phase: .release)), ("\u{1B}[1;1:3P", KeyPress(.function(1), phase: .release)),
        ("\u{1B}[15;1:2~", KeyPress(.function(5), phase: .repeat)), ("\u{1B}[57423u", KeyPress(.home)),
        ("\u{1B}[1;2:3Z", KeyPress(.tab, .shift, phase: .release)),
    ] as [(String, KeyPress)])
    func kittyKeyboardProtocolKeysWithTheirPhase(text: String, press: KeyPress) {
        #expect(events(text) == [.key(press)], "the phase counts in a key's equality")
    }

    @Test func theKeyboardFlagsReplyIsAnEventAndOtherPrivateRepliesAreNot() {
        #expect(events("\u{1B}[?11u") == [.keyboardFlags(11)])
        #expect(events("\u{1B}[?0u\u{1B}[?62;22c") == [.keyboardFlags(0)], "DA1's reply means nothing here")
    }

    @Test(arguments: [
        "\u{1B}[57441u", "\u{1B}[57441;2:3u", "\u{1B}[57358u", "\u{1B}[57376u", "\u{1B}[106;9u", "\u{1B}[106;1:4u",
        "\u{1B}[106;1:0u", "\u{1B}[1114112u", "\u{1B}[99999999u", "\u{1B}[;u", "\u{1B}[u", "\u{1B}[3u", "\u{1B}[106;999u",
        "\u{1B}[106;99999999u", "\u{1B}[0;;27u", "\u{1B}[1;1:9A", "\u{1B}[?1:2u", "\u{1B}[?u", "\u{1B}[::::u",
        "\u{1B}[55296u", "\u{1B}[106;1:99999999u", "\u{1B}[106;1:u", "\u{1B}[1;99999999A",
    ])
    func malformedOrUnusedKittyKeysAreDroppedWhole(garbage: String) {
        let decoded = events(garbage + "q")
        #expect(decoded == [key(.character("q"))], "\(garbage.debugDescription) → \(decoded)")
    }

    @Test func invalidUTF8IsDroppedByteByByte() {
        #expect(events("\u{FF}") == [key(.character("ÿ"))], "a valid two-byte character")
        var decoder = InputDecoder()
        #expect(decoder.decode([0xFF, 0xC3, 0x28, UInt8(ascii: "q")]) == [key(.character("(")), key(.character("q"))])
        #expect(decoder.decode([0xE6]) == [])
        #expect(decoder.flush() == [], "a character cut short is dropped")
    }
}
