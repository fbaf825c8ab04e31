import Testing
import WidgettyKit
@testable import WidgettyRender

/// Views rendered into a canvas and compared with expected lines, as ratatui tests do.
@Suite struct LayoutTests {
    func render(_ view: any View, width: Int, height: Int, redacted: Bool = false, glyphs: GlyphStyle = .unicode) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted)
        environment.glyphs = glyphs
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas.lines()
    }

    @Test func hstackWithSpacerPushesToTheEdges() {
        let view = HStack { Text("left"); Spacer(); Text("right") }.frame(fillWidth: true)
        #expect(render(view, width: 14, height: 1) == ["left     right"])
    }

    /// A row one column too wide for its stack: the spacer keeps its minimum and a text is cut, rather than the row running
    /// one column past its stack (a medium clock's city at 49 columns touched the tile's border, testW).
    @Test func aRowOneColumnTooWideIsCutWithinItsStack() {
        let row = HStack(spacing: 1) { Text("ComodRivadavia"); Spacer(minLength: 1); Text("Yesterday, −14h"); Text("12:58") }
        let lines = render(HStack(spacing: 0) { row.frame(width: 37); Text("|") }, width: 38, height: 1)
        #expect(lines == ["ComodRivadavia   Yesterday, −1… 12:58|"], "\(lines)")
    }

    @Test func vstackAlignsAndSpacesChildren() {
        let view = VStack(alignment: .trailing) {
            Text("one")
            Spacer()
            Text("three")
        }.frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        #expect(render(view, width: 6, height: 4) == ["  one", "", "", "three"], "a stack aligns children within its own width, as in SwiftUI")
    }

    @Test func longTextIsTruncatedToTheSpaceLeft() {
        let view = HStack(spacing: 1) { Text("東京 晴れ 最高気温"); Text("23°") }
        #expect(render(view, width: 12, height: 1) == ["東京 晴… 23°"])
    }

    @Test func wrappedTextRespectsItsLineLimit() {
        #expect(render(Text("one two three four five").lineLimit(2), width: 9, height: 3) == ["one two", "three fo…", ""])
        #expect(render(Text("one two three").lineLimit(nil), width: 9, height: 3) == ["one two", "three", ""])
    }

    @Test func paddingUsesTheStandardMarginInCells() {
        let view = Text("x").padding(.standard)
        #expect(render(view, width: 6, height: 3) == ["", "  x", ""])
    }

    @Test func dividerFollowsTheStackAxis() {
        #expect(render(VStack { Text("a"); Divider(); Text("b") }.frame(fillWidth: true), width: 3, height: 3) == [" a", "───", " b"])
        #expect(render(HStack(spacing: 0) { Text("a"); Divider(); Text("b") }, width: 3, height: 1) == ["a│b"])
    }

    @Test func largeNumeralsDrawThreeRowsOfHeavyStrokesOrFallBackToText() {
        let view = Text("12:05").font(.largeNumerals)
        #expect(render(view, width: 17, height: 3) == [
            "╺┓  ╺━┓ ▄ ┏━┓ ┏━╸",
            " ┃  ┏━┛   ┃ ┃ ┗━┓",
            " ╹  ┗━╸ ▀ ┗━┛ ╺━┛",
        ], "the colon is two square dots, a column clear of the digits")
        #expect(render(view, width: 15, height: 3) == [
            "╺┓ ╺━┓ ▄ ┏━┓┏━╸",
            " ┃ ┏━┛   ┃ ┃┗━┓",
            " ╹ ┗━╸ ▀ ┗━┛╺━┛",
        ], "two columns short, the digits come close in their groups and the colon keeps its room")
        #expect(render(view, width: 14, height: 3) == [
            "╺┓ ╺┓ ▄ ┏┓ ┏╸",
            " ┃ ┏┛   ┃┃ ┗┓",
            " ╹ ┗╸ ▀ ┗┛ ╺┛",
        ], "shorter still, the condensed face as a whole, set open: never a colon against a digit")
        #expect(render(view, width: 12, height: 3) == ["12:05", "", ""], "shorter again, text")
        #expect(render(Text("8%").font(.largeNumerals), width: 5, height: 3) == ["┏━┓", "┣━┫", "┗━┛%"], "a percentage's sign sits on the baseline")
    }

    @Test func aLargeMinusIsADigitWideWithTheDigitsWeight() {
        #expect(render(Text("−7°").font(.largeNumerals), width: 7, height: 3) == [
            "   ╺━┓°",
            "╺━╸  ┃",
            "     ╹",
        ], "the minus has a digit's heavy bar, on the digits' middle row")
        #expect(render(Text("-12").font(.largeNumerals), width: 10, height: 3)[1] == "╺━╸ ┃  ┏━┛", "a hyphen is drawn as the minus")
    }

    @Test func largeNumeralsAreSevenSegmentASCIIWhereTheGlyphsAreASCII() {
        #expect(render(Text("−12:08").font(.largeNumerals), width: 20, height: 3, glyphs: .ascii) == [
            "        _     _   _",
            " _   |  _| : | | |_|",
            "     | |_    |_| |_|",
        ], "the ASCII colon stays `:`, spaced as the heavy one is")
        #expect(render(Text("−12:08").font(.largeNumerals), width: 18, height: 3, glyphs: .ascii) == [
            "       _     _  _",
            " _   | _| : | ||_|",
            "     ||_    |_||_|",
        ])
    }

    @Test func largeNumeralsAreTabularWithOneGapAroundTheColonWhateverTheDigits() {
        #expect(render(Text("1:39").font(.largeNumerals), width: 16, height: 3) == [
            "╺┓  ▄ ╺━┓┏━┓",
            " ┃     ━┫┗━┫",
            " ╹  ▀ ╺━┛╺━┛",
        ], "a 1 takes a digit's advance and the colon its gap: the dot stands clear of the 1")
        #expect(render(Text("1:39").font(.largeNumerals), width: 16, height: 3, glyphs: .ascii)[1] == "  | :  _||_|")
        // Side by side clocks keep one rhythm: the spacing is what "00:00" takes, whatever the digits.
        for width in [16, 17, 30] {
            let rows = ["10:49", "11:49", "12:49", "08:42"].map { render(Text($0).font(.largeNumerals), width: width, height: 3)[0] }
            let colons = rows.map { Array($0).firstIndex(of: "▄") }
            #expect(Set(colons).count == 1 && Set(rows.map(\.count)).count == 1, "at \(width) columns: \(rows)")
            let single = render(Text("1:49").font(.largeNumerals), width: width, height: 3)
            #expect(single[0].count == rows[0].count - (rows[0].count == 17 ? 4 : 3), "\"1:49\" is \"11:49\" less a digit: \(single) \(rows)")
            #expect(single[2].hasPrefix(" ╹  ▀"), "one gap between the 1 and the colon's dot: \(single)")
        }
    }

    /// At every width, every pair of digits around a colon keeps a blank column on each side of it (a small clock at
    /// `device = "320x568"` has 13 columns for "11:11"), or the time is drawn as text, whole.
    @Test func aColonNeverTouchesADigitAtAnyWidth() {
        for width in 1...30 {
            for digit in 0...9 {
                for text in ["\(digit)\(digit):\(digit)\(digit)", "1\(digit):\(digit)1", "\(digit):\(digit)0", "−\(digit):0\(digit)"] {
                    for tall in [false, true] {
                        let view = Text(text).font(tall ? .extraLargeNumerals : .largeNumerals)
                        let rows = render(view, width: width, height: tall ? 5 : 3).map(Array.init)
                        for row in rows {
                            for (column, cell) in row.enumerated() where cell == "▄" || cell == "▀" {
                                let before = column > 0 ? row[column - 1] : " ", after = column + 1 < row.count ? row[column + 1] : " "
                                #expect(before == " " && after == " ", "\(text) at \(width) columns: \(rows.map { String($0) })")
                            }
                        }
                    }
                }
            }
        }
        #expect(render(Text("11:11").font(.largeNumerals), width: 13, height: 3)[0] == "╺┓ ╺┓ ▄ ╺┓ ╺┓", "320x568's small clock: condensed, not glued")
        #expect(render(Text("11:11").font(.largeNumerals), width: 13, height: 3, glyphs: .ascii) == ["11:11", "", ""], "no condensed ASCII")
    }

    /// The colon's dots are a glyph no digit uses, so "04:00" reads as a 4 and a colon, not as three stubs in a row.
    @Test func theColonIsADifferentGlyphFromEveryDigitsStrokes() {
        for ascii in [false, true] {
            for tall in [false, true] {
                let glyphs = ascii ? GlyphStyle.ascii : .unicode
                let colon = render(Text(":").font(tall ? .extraLargeNumerals : .largeNumerals), width: 1, height: tall ? 5 : 3, glyphs: glyphs)
                for digit in 0...9 {
                    let strokes = Set(render(Text("\(digit)").font(tall ? .extraLargeNumerals : .largeNumerals), width: 5, height: tall ? 5 : 3,
                                             glyphs: glyphs).joined().filter { $0 != " " })
                    let dots = Set(colon.joined().filter { $0 != " " })
                    #expect(!dots.isEmpty && dots.isDisjoint(with: strokes), "\(digit) (tall: \(tall), ascii: \(ascii)): \(dots) in \(strokes)")
                }
            }
        }
        #expect(render(Text("04:00").font(.largeNumerals), width: 15, height: 3)[0] == "┏━┓╻ ╻ ▄ ┏━┓┏━┓")
    }

    /// A count of hours too wide for the numerals whole sets its hours and minutes large, the seconds small on their
    /// baseline, so a small timer over an hour still has numerals, and text only where even those do not fit.
    @Test func aCountOfHoursKeepsItsHoursAndMinutesLargeAndItsSecondsSmall() {
        #expect(render(Text("1:11:00").font(.largeNumerals), width: 16, height: 3) == [
            "╺┓  ▄ ╺┓ ╺┓",
            " ┃     ┃  ┃",
            " ╹  ▀  ╹  ╹  :00",
        ])
        #expect(render(Text("1:11:00").font(.largeNumerals), width: 24, height: 3)[2] == " ╹  ▀  ╹  ╹  ▀ ┗━┛┗━┛", "whole where it fits")
        #expect(render(Text("1:11:00").font(.largeNumerals), width: 15, height: 3) == ["1:11:00", "", ""])
    }

    @Test func extraLargeNumeralsAreFiveRowsTallWhereTheyFitElseThree() {
        let view = Text("25:00").font(.extraLargeNumerals)
        #expect(render(view, width: 25, height: 5) == [
            "╺━━━┓ ┏━━━╸   ┏━━━┓ ┏━━━┓",
            "    ┃ ┃     ▄ ┃   ┃ ┃   ┃",
            "┏━━━┛ ┗━━━┓   ┃   ┃ ┃   ┃",
            "┃         ┃ ▀ ┃   ┃ ┃   ┃",
            "┗━━━╸ ╺━━━┛   ┗━━━┛ ┗━━━┛",
        ], "digits five rows tall and five wide, the colon's stubs on the second and fourth rows")
        #expect(render(view, width: 25, height: 4).count == 4 && render(view, width: 25, height: 4)[3].isEmpty, "four rows: the three-row numerals")
        #expect(render(view, width: 25, height: 4)[0] == "╺━┓ ┏━╸ ▄ ┏━┓ ┏━┓")
        #expect(render(view, width: 20, height: 5)[0] == "╺━┓ ┏━╸ ▄ ┏━┓ ┏━┓", "too narrow for the tall ones: the three-row numerals")
        #expect(render(Text("10:00").font(.extraLargeNumerals), width: 25, height: 5, glyphs: .ascii) == [
            "       ___     ___   ___",
            "    | |   |   |   | |   |",
            "    | |   | : |   | |   |",
            "    | |   |   |   | |   |",
            "    | |___|   |___| |___|",
        ], "seven segments five rows tall in ASCII")
    }

    @Test func redactionTurnsTextIntoBarsAndGlyphsIntoDots() {
        let view = VStack(alignment: .leading) {
            Text("Title").unredacted()
            HStack { Glyph("☀"); Text("Sunny") }
        }
        #expect(render(view, width: 8, height: 2, redacted: true) == ["Title", "● ▆▆▆▆▆"])
    }

    @Test func zstackOverlaysAligned() {
        let view = ZStack(alignment: .bottomTrailing) { Text("abc").frame(width: 5, height: 2); Text("!") }
        #expect(render(view, width: 5, height: 2) == [" abc", "    !"])
    }
}

@Suite struct TextWrapTests {
    @Test func aHostNameIsNeverBrokenInTwo() {
        #expect(TextWrap.lines("Can't reach api.open-meteo.com · retrying in 1\u{A0}min", width: 18)
                == ["Can't reach", "api.open-meteo.com", "· retrying in", "1\u{A0}min"], "it starts a line of its own")
        #expect(TextWrap.lines("Can't reach api.open-meteo.com · retrying in 1\u{A0}min", width: 16)
                == ["Can't reach", "api.open-meteo…", "· retrying in", "1\u{A0}min"], "too wide for a line, it is cut")
        #expect(TextWrap.lines("Can't reach geocoding-api.open-meteo.com.", width: 16) == ["Can't reach", "geocoding-api…"])
        #expect(TextWrap.lines("Can't reach geocoding-api.open-meteo.com.", width: 14) == ["Can't reach", "geocoding-api…"],
                "cut where a label ends")
        #expect(TextWrap.lines("see https://example.org/a/long/path now", width: 16) == ["see", "https://example…", "now"])
        #expect(TextWrap.lines("127.0.0.1:8080 refused", width: 10) == ["127.0.0.1…", "refused"], "cut where the host ends")
    }

    @Test func aNoBreakSpaceKeepsANumberWithItsUnit() {
        #expect(TextWrap.lines("err didn't answer within 3\u{A0}s · retrying in 30\u{A0}s", width: 16)
                == ["err didn't", "answer within", "3\u{A0}s · retrying", "in 30\u{A0}s"])
    }

    @Test func aLongPathBreaksAfterItsPunctuation() {
        #expect(TextWrap.lines("~/Documents/calendars/work.ics is missing", width: 16)
                == ["~/Documents/", "calendars/work.", "ics is missing"])
    }

    @Test func aLongWordWithoutPunctuationBreaksByGrapheme() {
        #expect(TextWrap.lines("東京都千代田区丸の内", width: 8) == ["東京都千", "代田区丸", "の内"])
    }
}
