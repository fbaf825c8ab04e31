import Foundation
import Testing
import WidgettyKit
@testable import CommandProvider

/// The rules of xbar's own reader (`pkg/plugins/parse.go` and `item_params.go` in github.com/matryer/xbar) that
/// widgetty read otherwise, each as xbar reads it.
@Suite struct XbarReadingTests {
    let outline = XbarOutputTests().outline
    let text = XbarOutputTests().text

    /// The rows' items.
    func items(_ output: XbarOutput) -> [XbarItem] {
        output.rows.compactMap { if case .item(let item) = $0 { item } else { nil } }
    }

    /// xbar's alternate-options tutorial prints three titles and no `---`: all three take turns in the menu bar,
    /// the `alternate=true` one too, as `alternate` only means something in the menu.
    @Test func anAlternateTitleTakesItsTurnAsTitlesIgnoreAlternate() {
        let output = XbarOutput.parse("Hello\nOption key is pressed | alternate=true\nAnother\n", scheme: .light)
        #expect(output.titles.map(text) == ["Hello", "Option key is pressed", "Another"])
    }

    /// postgresql-status prints `param1=-D param2=… param4=start`: xbar passes an empty third argument.
    @Test func aGapInTheParameterNumbersIsAnEmptyArgument() {
        let output = XbarOutput.parse("""
            T
            ---
            Start | bash=/usr/local/bin/pg_ctl param1=-D param2=/usr/local/var/postgres param4=start
            Far | bash=/bin/echo param0=zero param1=a param101=far
            """, scheme: .light)
        #expect(items(output).map(\.command) == [["/usr/local/bin/pg_ctl", "-D", "/usr/local/var/postgres", "", "start"], ["/bin/echo", "a"]])
        #expect(output.ignoredParameters == ["param0", "param101"], "numbers xbar cannot take (0) or widgetty will not (over 100) are logged")
    }

    @Test func aDropdownFalseRowIsLeftOutOfTheMenuButATitleStillShows() {
        let output = XbarOutput.parse("Bar only | dropdown=false\n---\nShown\nHidden | dropdown=false\n--Nested hidden | dropdown=false\n", scheme: .light)
        #expect(output.titles.map(text) == ["Bar only"])
        #expect(outline(output) == ["Shown"])
        #expect(output.ignoredParameters.isEmpty, "dropdown is honoured, not ignored")
    }

    /// What is nested under a row the menu does not show (an alternate, a dropdown=false row, or a title: a `--`
    /// line right after `---` nests under the last title) is not shown either.
    @Test func whatIsNestedUnderARowTheMenuHidesIsHiddenToo() {
        let output = XbarOutput.parse("""
            Title
            ---
            --under the title
            Result
            --T
            --T | alternate=true
            ----under the alternate
            Shown
            Alt | alternate=true
            --under a top-level alternate
            -----
            Off | dropdown=false
            --under a hidden row
            ---
            Last
            """, scheme: .light)
        #expect(outline(output) == ["Result", "  T", "Shown", "---", "Last"])
    }

    /// `----B` under a top-level `A` is one level down, its other dashes text, as in xbar's menu.
    @Test func aLineNestsAtMostOneLevelDeeperThanTheLineAbove() {
        let output = XbarOutput.parse("T\n---\nA\n----B\n------C\nD\n", scheme: .light)
        #expect(outline(output) == ["A", "  --B", "    --C", "D"])
    }

    @Test func booleansAreReadAsXbarReadsThem() {
        let output = XbarOutput.parse("""
            T
            ---
            Reload | refresh=True
            Off | disabled=1
            Alt | alternate=t
            Hidden | dropdown=FALSE
              kept  | trim=F
            Odd | refresh=yes
            """, scheme: .light)
        #expect(items(output).map(text) == ["Reload", "Off", "  kept  ", "Odd"])
        #expect(items(output).map(\.refreshes) == [true, false, false, false], "yes is no boolean: xbar refuses it, widgetty keeps the default")
        #expect(items(output).map(\.isDisabled) == [false, true, false, false])
    }

    /// An empty line is an empty row (and before `---` an empty title); the newline that ends the output is no line.
    @Test func anEmptyLineIsAnEmptyRow() {
        let output = XbarOutput.parse("T\n---\nA\n\nB\n   \nC\n", scheme: .light)
        #expect(outline(output) == ["A", "", "B", "", "C"])
        #expect(XbarOutput.parse("T\n\n---\n", scheme: .light).titles.map(text) == ["T", ""])
    }

    /// xbar cuts the parameters off before it looks for `---`.
    @Test func aDividerMayCarryParameters() {
        let output = XbarOutput.parse("T\n--- | color=red\nA\n----- | color=red\n--- | size=3\nB\n", scheme: .light)
        #expect(output.titles.map(text) == ["T"])
        #expect(outline(output) == ["A", "  ---", "---", "B"])
    }

    /// Where xbar's own table (emoji.go) means another emoji than gemoji's, or has a name gemoji lacks, a plugin
    /// shows what its author saw in xbar; gemoji's other names stay.
    @Test func aShortcodeXbarsTableMeansOtherwiseIsXbars() {
        #expect(XbarEmoji.emojize(":beetle: :egg: :email: :person_frowning: :-100: :mushroom: :lady_beetle:") == "🐞 🍳 ✉️ 🙍 💯 🍄 🐞")
    }

    /// xbar reads a line's text as Go reads a quoted string unless `ansi=false`: `\033[31m` written out colours.
    @Test func backslashEscapesAreReadAsXbarReadsThem() {
        let output = XbarOutput.parse(#"""
            T
            ---
            \033[31mred\033[0m plain
            say \"hi\" \u00e9t\u00e9 back\\slash \x41\101
            a "quoted" word \n stays
            100\% stays, as does a last \
            \033[31mkept\033[0m | ansi=false
            """#, scheme: .light)
        let rows = items(output)
        #expect(rows.map(text) == ["red plain", #"say "hi" été back\slash AA"#, #"a "quoted" word \n stays"#,
                                   #"100\% stays, as does a last \"#, #"\033[31mkept\033[0m"#])
        #expect(rows.first?.runs.first == StyledRun(text: "red", color: .red, isBold: false))
    }

    /// Published plugins write `indianred`, `hotpink`, `cadetblue`, `lightgreen`: xbar knows every CSS name, so
    /// each gets the nearest role, as a hex value does.
    @Test func everyCSSColourNameXbarKnowsIsAColour() {
        let output = XbarOutput.parse("T\n---\nA | color=IndianRed\nB | color=hotpink\nC | color=cadetblue\nD | color=lightgreen\nE | color=nosuch\n",
                                      scheme: .light)
        let colours = items(output).map { $0.runs.first?.color }
        #expect(colours.prefix(4).allSatisfy { $0 != nil && $0 != .label }, "\(colours)")
        #expect(colours[0] == XbarColor.semantic("#cd5c5c", scheme: .light), "a name is its CSS value")
        #expect(colours[4] == nil, "a name xbar does not know stays uncoloured")
    }

    /// xbar reads up to each newline and trims the carriage return: a plugin printing CRLF reads as with LF.
    @Test func linesEndingInCRLFAreLinesToo() {
        let output = XbarOutput.parse("T\r\n---\r\nA | color=red\r\n--B\r\n", scheme: .light)
        #expect(output.titles.map(text) == ["T"])
        #expect(outline(output) == ["A", "  B"])
        #expect(items(output).first?.runs.first?.color == .red)
    }

    /// `#000` and `#ffffff` are black and white, which are the terminal's text colour as their names are.
    @Test func blackAndWhiteInHexAreTheTextColourAsByName() {
        let colours = ["black", "#000", "#000000ff", "white", "#FFF", "#ffffff"].map { XbarColor.semantic($0, scheme: .light) }
        #expect(colours.allSatisfy { $0 == .label }, "\(colours)")
        #expect(XbarColor.semantic("#111111", scheme: .light) != .label, "a near-black gray is a gray")
    }
}
