import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// What xbar gives published plugins beyond their output's format: declared variables and their `.vars.json`,
/// BitBar's and SwiftBar's environment, `alternate` rows, every GitHub shortcode, and intervals in milliseconds.
@Suite struct XbarPublishedPluginTests {
    let widget = XbarWidgetTests()

    @Test func declaredVariablesAreGivenWithTheirDefaultsAndVarsJSONAndEnvOverThem() async throws {
        let path = try widget.plugin("worldclock.1m.sh", #"""
            # <xbar.title>World clock</xbar.title>
            # <xbar.var>string(VAR_ZONES="Europe/Berlin Asia/Tokyo"): Zones to show.</xbar.var>
            # <xbar.var>number(VAR_COUNT=3): How many.</xbar.var>
            # <xbar.var>boolean(VAR_SECONDS=false): Show seconds.</xbar.var>
            # <xbar.var>select(VAR_STYLE="normal"): Which style. [small, normal, big]</xbar.var>
            # <xbar.var>string(VAR_KEY=""): An API key.</xbar.var>
            echo "$VAR_ZONES"
            echo "---"
            echo "$VAR_COUNT $VAR_SECONDS $VAR_STYLE [$VAR_KEY]"
            """#)
        func shown(_ frame: (lines: [String], regions: [String])) -> String {
            frame.lines[0...1].map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }.joined(separator: " | ")
        }
        let declared = widget.frame(try await widget.load(path))
        #expect(shown(declared) == "Europe/Berlin Asia/Tokyo | 3 false normal []", "\(declared.lines)")
        try Data(#"{"VAR_COUNT": 5, "VAR_SECONDS": true, "VAR_KEY": "k=1", "not a name": "x", "VAR_LIST": [1]}"#.utf8)
            .write(to: URL(fileURLWithPath: path + ".vars.json"))
        let set = widget.frame(try await widget.load(path))
        #expect(shown(set) == "Europe/Berlin Asia/Tokyo | 5 true normal [k=1]", "\(set.lines)")
        let overridden = widget.frame(try await widget.load(path, extra: "env = [\"VAR_ZONES=UTC\"]"))
        #expect(shown(overridden) == "UTC | 5 true normal [k=1]", "the widget's env wins: \(overridden.lines)")
    }

    /// A `.vars.json` the plugin's values cannot come from is a warning naming it; the plugin still runs, with its defaults.
    @Test func aBrokenVarsJSONIsAWarningAndThePluginKeepsItsDefaults() async throws {
        let path = try widget.plugin("zones.1h.sh", "# <xbar.var>string(VAR_ZONES=\"UTC\"): Zones.</xbar.var>\necho \"$VAR_ZONES\"\n")
        let rules = CommandOptionRulesTests()
        let table = "format = \"xbar\"\ncommand = [\"\(path)\"]"
        #expect(rules.messages(table).isEmpty, "no .vars.json, nothing to say")
        try Data(#"{"VAR_ZONES": "Asia/Tokyo","#.utf8).write(to: URL(fileURLWithPath: path + ".vars.json"))
        #expect(rules.messages(table) == [
            #"config.toml:4: warning: widget 1 (command): command: "zones.1h.sh.vars.json" is not a JSON object of variables (such as {"VAR_ZONES": "Europe/Berlin"}), so its values are not used and the plugin gets its declared defaults; fix the JSON"#,
        ])
        #expect(widget.frame(try await widget.load(path)).lines[0].contains("UTC"))
        try Data(#"{"VAR_ZONES": "Asia/Tokyo"}"#.utf8).write(to: URL(fileURLWithPath: path + ".vars.json"))
        #expect(rules.messages(table).isEmpty, "a good one is used without a word")
    }

    @Test func declarationsAreReadAsXbarReadsThem() {
        let header = """
            # <xbar.var>string(VAR_A="quoted"): A.</xbar.var>
            # <xbar.var>string(VAR_B='single'): B.</xbar.var>
            # <xbar.var>number(VAR_C=12): C.</xbar.var>
            # <xbar.var>string(BAD NAME="x"): not a variable name.</xbar.var>
            # <xbar.var>string(VAR_D="a=b"): keeps what follows the first equals sign.</xbar.var>
            # <xbar.var>broken</xbar.var> <xbar.var>string(VAR_E="unclosed"): E.
            """
        #expect(XbarVariables.declarations(in: header) == ["VAR_A": "quoted", "VAR_B": "single", "VAR_C": "12", "VAR_D": "a=b"])
        #expect(XbarVariables.values(fromJSON: Array("not json".utf8)).isEmpty)
        #expect(XbarVariables.values(fromJSON: Array(#"{"N": 1.5, "M": -3, "B": false, "Z": null}"#.utf8)) == ["N": "1.5", "M": "-3", "B": "false"])
    }

    @Test func bitBarAndSwiftBarVariablesAreSetBesideXbars() async throws {
        let path = try widget.plugin("mode.sh", #"""
            if [ "$BitBarDarkMode" = "true" ]; then echo Dark; else echo Light; fi
            echo "---"
            echo "$SWIFTBAR ${SWIFTBAR_VERSION:+versioned}"
            """#)
        let dark = widget.frame(try await widget.load(path))
        #expect(dark.lines[0].contains("Dark") && dark.lines[1].contains("1 versioned"), "\(dark.lines)")
        let light = widget.frame(try await widget.load(path, scheme: .light), scheme: .light)
        #expect(light.lines[0].contains("Light"), "\(light.lines)")
    }

    @Test func alternateRowsAreLeftOutAsXbarShowsThemOnlyWhileOptionIsHeld() {
        let output = XbarOutput.parse("""
            Clock
            ---
            Berlin 09:00
            Berlin 09:00:00 CET | alternate=true
            Tokyo 17:00
            --Osaka | alternate=true
            """, scheme: .dark)
        let texts = output.rows.compactMap { if case .item(let item) = $0 { item.runs.map(\.text).joined() } else { nil } }
        #expect(texts == ["Berlin 09:00", "Tokyo 17:00"])
        #expect(output.ignoredParameters.isEmpty, "alternate is honoured, not ignored")
    }

    @Test func everyGitHubShortcodeIsEmojized() {
        #expect(XbarEmoji.emojize(":mushroom: :smile: :+1: :jp: :white_check_mark:") == "🍄 😄 👍 🇯🇵 ✅")
        #expect(XbarEmoji.emojize("10:30 :nosuchcode: ::") == "10:30 :nosuchcode: ::")
    }

    @Test func intervalsInMillisecondsAreReadAndTheBudgetIsExplained() throws {
        #expect(CommandInterval.fromFileName("/plugins/cpu.500ms.sh") == 0.5)
        #expect(CommandInterval.fromFileName("/plugins/cpu.0ms.sh") == nil)
        #expect(CommandInterval.fromFileName("/plugins/cpu.99999999999999999999ms.sh") == nil)
        let rules = CommandOptionRulesTests()
        // Numbers keep their units with a no-break space.
        #expect(rules.messages("format = \"xbar\"\ncommand = [\"/plugins/cpu.500ms.sh\"]").map { $0.replacingOccurrences(of: "\u{A0}", with: " ") } == [
            #"config.toml:4: warning: widget 1 (command): command: "cpu.500ms.sh" asks to run every 500 ms, but a command widget runs by itself at most every 5 min (the reload budget, which keeps an idle dashboard cheap); set mode = "listen" and have the plugin print a frame (~~~ between frames) as its data change"#,
        ])
        #expect(rules.messages("format = \"xbar\"\ncommand = [\"/plugins/cpu.10m.sh\"]").isEmpty)
        #expect(rules.messages("format = \"xbar\"\nmode = \"listen\"\ncommand = [\"/plugins/cpu.500ms.sh\"]").isEmpty)
    }
}
