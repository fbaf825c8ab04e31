import Foundation
import Testing
import WidgettyKit
@testable import CommandProvider

/// xbar plugin output read by the published format: titles, menu rows, nesting, dividers and ` | ` parameters.
@Suite struct XbarOutputTests {
    /// An item's text as one string.
    func text(_ item: XbarItem) -> String { item.runs.map(\.text).joined() }

    /// Each row as its indentation and text, or "---" for a divider.
    func outline(_ output: XbarOutput) -> [String] {
        output.rows.map { row in
            switch row {
            case .item(let item): String(repeating: "  ", count: item.depth) + text(item)
            case .divider(let depth): String(repeating: "  ", count: depth) + "---"
            }
        }
    }

    @Test func titlesComeBeforeTheFirstDividerAndRowsNestByTwoDashes() {
        let output = XbarOutput.parse("""
            CPU 12%
            Load 0.4

            ---
            Processes
            --firefox 8%
            ----content 3%
            -----
            --sshd 0%
            ---
            Quit
            """, scheme: .dark)
        #expect(output.titles.map(text) == ["CPU 12%", "Load 0.4", ""], "an empty line is an empty title, as in xbar")
        #expect(outline(output) == ["Processes", "  firefox 8%", "    content 3%", "  ---", "  sshd 0%", "---", "Quit"])
        #expect(output.ignoredParameters.isEmpty)
    }

    @Test func hrefMakesALinkAndShellWithParametersACommand() {
        let output = XbarOutput.parse("""
            Builds
            ---
            Open CI | href=https://ci.example.com/main color=green
            Retry | bash=/usr/local/bin/ci param1=retry param2="main branch" terminal=false refresh=true
            Reload | refresh=true
            Nowhere | href=not-a-url
            """, scheme: .dark)
        let items = output.rows.compactMap { if case .item(let item) = $0 { item } else { nil } }
        #expect(items.map(\.url) == [URL(string: "https://ci.example.com/main"), nil, nil, nil])
        #expect(items.map(\.command) == [nil, ["/usr/local/bin/ci", "retry", "main branch"], nil, nil])
        #expect(items.map(\.refreshes) == [false, true, true, false])
        #expect(items[0].runs == [StyledRun(text: "Open CI", color: .green, isBold: false)])
        #expect(output.ignoredParameters == ["terminal"], "terminal has no meaning here, and is logged")
    }

    @Test func colourPairsFollowTheAppearanceAndHexAndNamesFindTheNearestRole() {
        let line = "Status | color=#FF3B30,#30d158\n---\nA | color=orange\nB | color=#00f\nC | color=nonsense"
        #expect(XbarOutput.parse(line, scheme: .light).titles[0].runs.first?.color == .red)
        let dark = XbarOutput.parse(line, scheme: .dark)
        #expect(dark.titles[0].runs.first?.color == .green)
        let colors = dark.rows.compactMap { if case .item(let item) = $0 { item.runs.first?.color } else { nil } }
        #expect(colors == [.orange, .blue])
        #expect(dark.rows.count == 3, "an unknown colour leaves the row in the default colour")
    }

    @Test func lengthTrimAnsiEmojizeAndDisabled() {
        let output = XbarOutput.parse("""
            ---
            A very long repository name | length=10
              padded   | trim=false
            \u{1B}[31mred\u{1B}[0m plain
            \u{1B}[31mred\u{1B}[0m plain | ansi=false
            Build :white_check_mark: :nosuchcode:
            :x: kept | emojize=false
            Gone | disabled=true href=https://example.com bash=/bin/rm
            """, scheme: .dark)
        let items = output.rows.compactMap { if case .item(let item) = $0 { item } else { nil } }
        #expect(items.map(text) == ["A very lo…", "  padded   ", "red plain", "red plain", "Build ✅ :nosuchcode:", ":x: kept", "Gone"])
        #expect(items[2].runs.first?.color == .red)
        #expect(items[3].runs.allSatisfy { $0.color == nil }, "ansi=false drops the colours; the escapes go either way")
        #expect(items[6].url == nil && items[6].command == nil && items[6].runs.first?.color == .tertiaryLabel)
    }

    @Test func escapesInTitlesAndRowsNeverSurvive() {
        let output = XbarOutput.parse("\u{1B}]0;pwned\u{07}T\u{1B}[2Ji\u{9B}Htle\n---\nrow\u{1B}[10;10H\u{08}!", scheme: .dark)
        #expect(output.titles.map(text) == ["Title"])
        #expect(outline(output) == ["row!"])
    }

    @Test func aBarInsideAControlStringSeparatesNoParameters() {
        let output = XbarOutput.parse("\u{1B}P0;1|17/7378\u{1B}\\Deploys | color=green\n---\nrow \u{1B}]8;;http://x|y\u{07}| href=https://example.com",
                                      scheme: .dark)
        #expect(output.titles.first?.runs == [StyledRun(text: "Deploys", color: .green, isBold: false)])
        let items = output.rows.compactMap { if case .item(let item) = $0 { item } else { nil } }
        #expect(items.map(text) == ["row"])
        #expect(items.first?.url == URL(string: "https://example.com"))
        #expect(output.ignoredParameters.isEmpty)
    }

    /// A line of 30,000 `--` is read at once (the fuzzer's line took 70 s when each level trimmed the rest); as in
    /// xbar, it nests one level under the line above, the other dashes its text.
    @Test func aLineOfThousandsOfDashesIsReadAtOnce() {
        let dashes = String(repeating: "--", count: 30_000)
        let output = XbarOutput.parse("T\n---\nparent\n" + dashes + "x\n--- \n  ---\t", scheme: .dark)
        #expect(output.rows.count == 4)
        guard case .item(let item) = output.rows[1] else { Issue.record("expected an item"); return }
        #expect(item.depth == 1 && item.runs.map(\.text).joined() == String(dashes.dropFirst(2)) + "x")
        guard case .divider(0) = output.rows[2], case .divider(0) = output.rows[3] else { Issue.record("expected two dividers"); return }
    }

    @Test func theIntervalMayComeFromThePluginsFileName() {
        #expect(CommandInterval.fromFileName("/home/me/plugins/cpu.10s.sh") == 10)
        #expect(CommandInterval.fromFileName("weather.1h.py") == 3600)
        #expect(CommandInterval.fromFileName("disk.sh") == nil)
        #expect(CommandInterval.fromFileName("odd.fast.sh") == nil)
    }
}
