import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport

/// The binary's commands, run as a script would run them.
@Suite(.takesTurns) struct CommandLineTests {
    @Test(arguments: [
        ("[[widget]]\nkind = \"clock\"\nsize = \n", "config.toml:3: column 8: Error while parsing key-value pair: expected value, saw '\\n' (TOML syntax)"),
        ("[[widget]]\nkind = \"clock\"\nzone = [\"Asia/Tokyo\"]\n", #"config.toml:3: widget 1 (clock): unknown key "zone"; did you mean "zones"? (clock accepts: kind, size, timeout, zones, seconds, hour_cycle)"#),
        ("[[widget]]\nkind = \"clock\"\nseconds = \"yes\"\n", #"config.toml:3: widget 1 (clock): seconds must be true or false, not "yes""#),
        ("[[widget]]\nkind = \"clock\"\n\n[[widget]]\nkind = \"clock\"\nsize = \"huge\"\n", #"config.toml:6: widget 2 (clock): size "huge" is not one of small, medium"#),
        ("[[widget]]\nkind = \"wether\"\n", #"config.toml:2: widget 1: kind "wether" is not a known widget; did you mean "weather"? (known kinds: clock, weather, system, timer, calendar, command, notes, http)"#),
        ("[[widget]]\nkind = \"clock\"\nzones = [\"Mars/Olympus\"]\n", #"config.toml:3: widget 1 (clock): zones: "Mars/Olympus" is not a time zone; use IANA names such as "Europe/London" or "Asia/Tokyo""#),
        ("[[widget]]\nkind = \"timer\"\nname = \" \"\n", #"config.toml:3: widget 1 (timer): name: is empty; give the timer a heading such as "Tea" (it also names its state file)"#),
        // Every bad item of a list at once, so one run finds them all.
        ("[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = [\"Mars/Olympus\", \"asia/tokyo\", \"new york\"]\n",
         #"config.toml:4: widget 1 (clock): zones: "Mars/Olympus" is not a time zone; "asia/tokyo" is not a time zone (did you mean "Asia/Tokyo"?); "new york" is not a time zone (did you mean "America/New_York"?); use IANA names such as "Europe/London" or "Asia/Tokyo""#),
        ("[[widget]]\nkind = \"timer\"\ndurations = [\"-5m\", \"0s\", \"25h\", \"5m\", \"1m\"]\n",
         #"config.toml:3: widget 1 (timer): durations: give at most 4 lengths; "-5m", "0s", "25h" are not lengths; write hours, minutes and seconds such as "25m", "90s" or "1h30m" (at most 24h)"#),
        ("[[widget]]\nkind = \"timer\"\ndurations = [\"5m\", 5, true]\n",
         #"config.toml:3: widget 1 (timer): durations must be a list of strings, but item 2 (5), item 3 (true) are not; write each in quotes"#),
        ("[[widget]]\nkind = \"calendar\"\nsources = [\"ftp://x/y.ics\", { path = \"~/a.ics\", color = \"mauve\" }]\n",
         #"config.toml:3: widget 1 (calendar): sources: item 1: "ftp://x/y.ics" is not a file or an http(s) or webcal address; item 2: color "mauve" is not a system color; use one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray"#),
        // What a newcomer writes: a string without its quotes, a yes for true, a weather with no place, a misspelt word.
        ("[[widget]]\nkind = \"weather\"\nlocation = Tokyo   # my city\n", #"config.toml:3: column 12: strings are quoted: location = "Tokyo""#),
        ("[[widget]]\nkind = \"weather\"\nname = New York\nlatitude = 40.7\nlongitude = -74\n", #"config.toml:3: column 8: strings are quoted: name = "New York""#),
        ("[[widget]]\nkind = \"clock\"\nseconds = yes\n", "config.toml:3: column 11: true and false are written in lower case, without quotes: seconds = true"),
        ("[[widget]]\nkind = \"weather\"\nsize = \"small\"\n", #"config.toml:1: widget 1 (weather): location is missing; add location = "Tokyo" (a place's name, in quotes), or latitude and longitude"#),
        ("[[widget]]\nkind = \"weather\"\nlatitude = 35.7\n", "config.toml:3: widget 1 (weather): latitude: longitude is missing; give both latitude and longitude, or a location"),
        ("[dashboard]\ntheme = \"drak\"\n\n[[widget]]\nkind = \"clock\"\n", #"config.toml:2: dashboard: theme "drak" is not one of dark, light, auto; did you mean "dark"?"#),
        ("[[widget]]\nkind = \"weather\"\nlocation = \"Oslo\"\nunits = \"imperal\"\n", #"config.toml:4: widget 1 (weather): units must be one of metric, imperial, not "imperal"; did you mean "imperial"?"#),
        ("[[widget]]\nkind = \"clock\"\nsize = \"meduim\"\n", #"config.toml:3: widget 1 (clock): size "meduim" is not one of small, medium; did you mean "medium"?"#),
        ("[[stack]]\nrotation = \"smrt\"\n[[stack.widget]]\nkind = \"clock\"\n", #"config.toml:2: stack 1: rotation "smrt" is not "off", "smart" or an interval from "1s" to "24h" such as "30s", "5m" or "1h"; did you mean "smart"?"#),
        ("[dashboard]\ntheme = \"dark\n\n[[widget]]\nkind = \"clock\"\n", #"config.toml:2: column 9: the string that starts here is not closed on line 2: add the closing " before the line ends (text over several lines goes between """ and """)"#),
        ("[dashboard]\nbold = true\n\n[[widget]]\nkind = \"clock\"\n", #"config.toml:2: dashboard: unknown key "bold"; did you mean "bold_text"? (accepted: theme, accent, contrast, bold_text, device, glyphs, mouse, pointer_shapes, opener)"#),
        ("[dashboard]\naccent = 3\n\n[[widget]]\nkind = \"clock\"\n", #"config.toml:2: dashboard: accent 3 is not one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; write the name in quotes, as accent = "blue""#),
        ("[[widget]]\nkind = \"calendar\"\nsources = [{ path = \"/tmp/a.ics\", color = \"grey\" }]\n", #"config.toml:3: widget 1 (calendar): sources: item 1: color "grey" is not a system color; use one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; did you mean "gray"?"#),
    ])
    func checkReportsBrokenConfigWithLineAndStatus2(config: String, message: String) async throws {
        let file = try BuiltBinary.temporaryFile(config)
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.first == file.path.replacingOccurrences(of: "config.toml", with: "") + message.replacingOccurrences(of: "config.toml:", with: "config.toml:"),
                "stderr was: \(result.error)")
        #expect(lines.last?.hasPrefix("widgetty: the configuration has 1 problem;") == true)
    }

    /// A repeated dashboard option and an empty `--config` are refused by name before anything starts: ArgumentParser
    /// alone kept the last `--config` and dropped the first without a word, and an empty one read as a file named "".
    @Test func aRepeatedOrEmptyConfigIsRefusedByName() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nsize = \"small\"\n")
        for arguments in [["--config", file.path, "--config", file.path], ["--config=\(file.path)", "--log-level", "debug", "--config=x"],
                          ["--log-level", "debug", "--log-level", "info"]] {
            let result = try await BuiltBinary.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.error)")
            #expect(result.error.contains("is given more than once: give it once"), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty, "nothing is drawn")
        }
        for arguments in [["--config", ""], ["--config", "", "--log-level", "debug"]] {
            let result = try await BuiltBinary.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.error)")
            #expect(result.error.contains("--config is empty: give the path of a configuration file"), "\(arguments): \(result.error)")
        }
    }

    @Test func dashboardRefusesABrokenConfigAndLeavesTheFileAlone() async throws {
        let text = "[[widget]]\nkind = \"clock\"\nsize = \"huge\"\n# the user's own comment\n"
        let file = try BuiltBinary.temporaryFile(text)
        let result = try await BuiltBinary.run(["--config", file.path])
        #expect(result.status == 2)
        #expect(result.error.contains(#"config.toml:3: widget 1 (clock): size "huge" is not one of small, medium"#))
        #expect(result.error.contains("the dashboard did not start"))
        #expect(result.output.isEmpty, "nothing is drawn")
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "the file is unchanged")
    }

    /// With no arguments (the start that skips ArgumentParser) the configuration under `$XDG_CONFIG_HOME` is read and
    /// refused as with `--config`, and no terminal gets the same line and status.
    @Test func dashboardWithNoArgumentsReadsTheConfigHomeAndSaysWhatIsWrong() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nsize = \"huge\"\n", name: "widgetty/config.toml")
        let home = file.deletingLastPathComponent().deletingLastPathComponent().path
        let broken = try await BuiltBinary.run([], environment: ["XDG_CONFIG_HOME": home])
        #expect(broken.status == 2, "\(broken.error)")
        #expect(broken.error.contains(#"config.toml:3: widget 1 (clock): size "huge" is not one of small, medium"#))
        #expect(broken.error.contains("the dashboard did not start"))
        try "[[widget]]\nkind = \"clock\"\n".write(to: file, atomically: true, encoding: .utf8)
        let fine = try await BuiltBinary.run([], environment: ["XDG_CONFIG_HOME": home])
        #expect(fine.status == 1)
        #expect(fine.error == "widgetty: the dashboard needs a terminal; for text output use `widgetty render --size 80x24`\n")
    }

    @Test func previewOfAMissingOrBrokenDocumentSaysWhyAndFails() async throws {
        let missing = try await BuiltBinary.run(["preview", "/nonexistent/design.json"])
        #expect(missing.status == 1 && missing.output.isEmpty)
        #expect(missing.error == "widgetty: /nonexistent/design.json: no such file; give the timeline document to preview\n")
        let broken = try BuiltBinary.temporaryFile(#"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#, name: "broken.json")
        let result = try await BuiltBinary.run(["preview", broken.path])
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error.hasPrefix("widgetty: \(broken.path): entries[0].view: unknown view \"txt\"; did you mean \"text\"?"), "\(result.error)")
        let watching = try await BuiltBinary.run(["preview", "--watch", "/nonexistent/design.json"])
        #expect(watching.status == 1 && watching.error.contains("does not exist"))
        let toml = try await BuiltBinary.run(["preview", "/nonexistent/widget.toml"])
        #expect(toml.status == 1 && toml.error.contains("nothing was previewed"), "a TOML file is a document too: \(toml.error)")
    }

    @Test func aLogLevelThatIsNoneIsRefusedWithTheLevelsThereAre() async throws {
        let result = try await BuiltBinary.run(["--log-level", "loud"])
        #expect(result.status == 64)
        #expect(result.error.contains("The value 'loud' is invalid for '--log-level <LEVEL>'"), "\(result.error)")
        #expect(["trace", "debug", "info", "notice", "warning", "error", "critical"].allSatisfy { result.error.contains("- \($0)") })
        #expect(result.output.isEmpty, "nothing is drawn")
    }

    @Test func checkAcceptsTheExampleAndTheDemo() async throws {
        let example = BuiltBinary.packageRoot.appendingPathComponent("config.example.toml").path
        let result = try await BuiltBinary.run(["check", example])
        #expect(result.status == 0)
        #expect(result.output == "\(example): OK, 10 widgets, 2 of them in 1 stack\n")
        let demo = try await BuiltBinary.run(["check"], environment: ["XDG_CONFIG_HOME": "/nonexistent", "HOME": "/nonexistent"])
        #expect(demo.status == 0)
        #expect(demo.output == """
            no configuration at /nonexistent/widgetty/config.toml; the embedded demo runs (widgetty init writes a starter there)
            embedded demo: OK, 10 widgets, 2 of them in 1 stack

            """, "where it looked, and what the count means")
    }

    /// `widgetty init` makes the folder and a starter `check` accepts, says where, and never writes over a file.
    @Test func initWritesAStarterThatChecksAndNeverOverwritesOne() async throws {
        let home = try TemporaryFolders.make().appendingPathComponent("config home")
        let environment = ["XDG_CONFIG_HOME": home.path]
        let path = home.appendingPathComponent("widgetty/config.toml").path
        let made = try await BuiltBinary.run(["init"], environment: environment)
        #expect(made.status == 0, "\(made.error)")
        #expect(made.output.hasPrefix("wrote \(path)\n"), "\(made.output)")
        let starter = try String(contentsOfFile: path, encoding: .utf8)
        #expect(starter.hasPrefix("# widgetty's configuration, written by `widgetty init`."))
        let checked = try await BuiltBinary.run(["check"], environment: environment)
        #expect(checked.status == 0 && checked.error.isEmpty, "\(checked.error)")
        #expect(checked.output == "\(path): OK, 4 widgets\n")

        try "# mine\n[[widget]]\nkind = \"clock\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let again = try await BuiltBinary.run(["init"], environment: environment)
        #expect(again.status == 1)
        #expect(again.error == "widgetty: a configuration is already at \(path); it was left as it is (widgetty check checks it)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n[[widget]]\nkind = \"clock\"\n", "the file is unchanged")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("widgetty").path) == ["config.toml"],
                "no temporary file is left beside it")
    }

    /// The loading state, so the frame is the same whether or not this machine reaches Open-Meteo.
    @Test func renderPrintsTheSameFrameAsTheGoldenFile() async throws {
        let result = try await BuiltBinary.run(
            ["render", "--size", "49x40", "--theme", "dark", "--at", "2026-11-22T09:41:07Z", "--placeholders"],
            environment: ["TZ": "UTC", "LANG": "en_US.UTF-8", "XDG_CONFIG_HOME": "/nonexistent", "HOME": "/nonexistent"])
        #expect(result.status == 0)
        let golden = try String(contentsOf: BuiltBinary.packageRoot.appendingPathComponent("Tests/WidgettyCLITests/Golden/placeholders-49x40.txt"), encoding: .utf8)
        #expect(result.output == golden)
    }

    /// Each tile as sentences, the system widget's chart by its description; no size needed, and no colors.
    @Test func renderPlainReadsEveryTileAsSentences() async throws {
        let folder = BuiltBinary.packageRoot.appendingPathComponent("Tests/Fixtures/system/laptop")
        let state = try TemporaryFolders.make()
        let config = try BuiltBinary.temporaryFile("""
        [[widget]]
        kind = "clock"
        size = "small"
        [[widget]]
        kind = "system"
        size = "medium"
        proc_root = "\(folder.appendingPathComponent("proc").path)"
        sys_root = "\(folder.appendingPathComponent("sys").path)"
        state_dir = "\(state.path)"
        """)
        let result = try await BuiltBinary.run(["render", "--plain", "--config", config.path, "--at", "2026-11-22T09:41:07Z"],
                                         environment: ["TZ": "UTC", "LANG": "C.UTF-8"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Clock, small: Sunday. 09:41. November 22.")
        #expect(lines.last?.hasPrefix("System, medium: CPU. –. load 1.84. CPU over the last hour: no data.") == true,
                "a first reload with no history has no CPU use yet: \(lines)")
        #expect(!result.output.contains("╭") && !result.output.contains("\u{1B}"))
        let both = try await BuiltBinary.run(["render", "--plain", "--ansi"])
        #expect(both.status == 64 && both.error.contains("--plain prints sentences, which have no colors"))
        let sizeless = try await BuiltBinary.run(["render"])
        #expect(sizeless.status == 64 && sizeless.error.contains("--size"))
    }

    /// `--press` opens a tile's menu as the dashboard builds it: for a configuration file the edit items, for the
    /// demo (no file anywhere) "Save as Configuration".
    @Test func renderPressBuildsTheMenuAsTheDashboardDoesForAFileOrTheDemo() async throws {
        let config = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nsize = \"small\"\n")
        let environment = ["TZ": "UTC", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": "/nonexistent", "HOME": "/nonexistent"]
        let file = try await BuiltBinary.run(["render", "--size", "49x30", "--config", config.path, "--at", "2026-11-22T09:41:07Z", "--press", "1."],
                                             environment: environment)
        #expect(file.status == 0, "\(file.error)")
        #expect(file.output.contains("Edit Widget…") && file.output.contains("Edit in Editor…") && !file.output.contains("Save as Configuration"),
                "a file's menu: \(file.output)")
        let demo = try await BuiltBinary.run(["render", "--size", "49x30", "--at", "2026-11-22T09:41:07Z", "--press", "1."], environment: environment)
        #expect(demo.status == 0, "\(demo.error)")
        #expect(demo.output.contains("Save as Configuration") && !demo.output.contains("Edit Widget…"), "the demo's menu: \(demo.output)")
    }

    @Test func renderWithAnsiColorsAndBadArguments() async throws {
        let colored = try await BuiltBinary.run(["render", "--size", "30x12", "--theme", "light", "--ansi"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])
        #expect(colored.status == 0)
        #expect(colored.output.contains("\u{1B}[0;38;2;255;255;255;48;2;255;255;255m"))
        let bad = try await BuiltBinary.run(["render", "--size", "wide"])
        #expect(bad.status == 64)
        #expect(bad.error.contains("--size"))
    }

    @Test func dashboardWithoutATerminalSaysWhatToUse() async throws {
        let result = try await BuiltBinary.run(["--config", BuiltBinary.packageRoot.appendingPathComponent("config.example.toml").path])
        #expect(result.status == 1)
        #expect(result.error == "widgetty: the dashboard needs a terminal; for text output use `widgetty render --size 80x24`\n")
    }

    @Test func checkWarnsAboutRowsThatDoNotFitOnStderrWithStatus0() async throws {
        let zones = #"["America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York", "Europe/London", "Europe/Paris", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland"]"#
        let file = try BuiltBinary.temporaryFile("[dashboard]\ndevice = \"414x896\"\n\n[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = \(zones)\n")
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 0)
        #expect(result.error == "\(file.path):4: warning: widget 1 (clock): Tokyo, Sydney, Auckland will not fit a medium tile (3 rows shown as \"+3 more\")\n")
        #expect(result.output == "\(file.path): OK, 1 widget\n")
    }

    /// Each kind's rules over its options and the files they name, every problem with its line, given as --config.
    @Test func checkReportsProblemsOfTwoFieldsAndOfTheFilesTheyName() async throws {
        let file = try BuiltBinary.temporaryFile("", name: "notes/todo.md")
        let folder = file.deletingLastPathComponent().path
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        let config = try BuiltBinary.temporaryFile("""
            [[widget]]
            kind = "command"
            title = "CI"

            [[widget]]
            kind = "command"
            command = ["uname"]
            shell = "uname -a"

            [[widget]]
            kind = "http"

            [[widget]]
            kind = "http"
            url = "https://example.com/status.json"
            max_bytes = 2097152

            [[widget]]
            kind = "notes"
            path = "\(file.path)"

            [[widget]]
            kind = "notes"
            path = "\(folder)/pipe"

            [[widget]]
            kind = "notes"
            size = "large"
            path = "\(folder)"
            show = "note"
            note = "todo.txt"
            exclude = ["*.txt"]

            [[widget]]
            kind = "notes"
            path = "\(folder)/gone"
            """)
        let result = try await BuiltBinary.run(["check", "--config", config.path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        let at = config.path + ":"
        #expect(result.error.split(separator: "\n").map(String.init) == [
            at + #"1: widget 1 (command): nothing to run; add command = ["program", "argument"] (run without a shell) or shell = "a command line" (run by /bin/sh -c)"#,
            at + #"8: widget 2 (command): shell: set either command or shell, not both; keep command = ["program", "argument"] to run it without a shell, or shell = "a command line" to run it by /bin/sh -c"#,
            at + #"10: widget 3 (http): url is missing; add url = "https://…", the address serving a timeline document or text"#,
            at + "16: widget 4 (http): max_bytes 2097152 is more than 1048576, the most it may be; use a whole number from 1024 to 1048576",
            at + "20: widget 5 (notes): path: \(QuotedValue.quote(file.path)) is a note, not a folder; set path to the folder of notes, such as path = \(QuotedValue.quote(folder)), and to show this one note add show = \"note\" and note = \"todo.md\"",
            at + "24: widget 6 (notes): path: \(QuotedValue.quote(folder + "/pipe")) is a FIFO, device or socket, not a folder; set path to the folder of notes, such as \"~/notes\"",
            at + #"31: widget 7 (notes): note: "todo.txt" is left out by exclude; remove the glob that matches it, or name another note"#,
            at + "36: warning: widget 8 (notes): path: there is no folder \(QuotedValue.quote(folder + "/gone")) yet; the tile says so and its New Note creates it, or set path to your notes folder",
            "widgetty: the configuration has 7 problems; fix the lines above",
        ], "stderr was: \(result.error)")
        let dashboard = try await BuiltBinary.run(["--config", config.path])
        #expect(dashboard.status == 2 && dashboard.output.isEmpty)
        #expect(dashboard.error.hasPrefix(result.error.split(separator: "\n").dropLast().joined(separator: "\n")), "the dashboard says the same")
        #expect(dashboard.error.contains("the dashboard did not start"))
    }

    /// What a widget runs with but shows as a problem is a warning on stderr, `~` read from $HOME as the widget reads it.
    @Test func checkWarnsAboutAMissingNotesFolderOrNoteWithStatus0() async throws {
        let config = try BuiltBinary.temporaryFile("""
            [[widget]]
            kind = "notes"
            size = "large"
            path = "~/notes"
            show = "note"
            note = "todo.md"

            [[widget]]
            kind = "notes"
            size = "large"
            show = "note"
            note = "tood.md"
            """)
        let home = config.deletingLastPathComponent()
        let missing = try await BuiltBinary.run(["check", config.path], environment: ["HOME": home.path])
        #expect(missing.status == 0)
        #expect(missing.error == """
            \(config.path):4: warning: widget 1 (notes): path: there is no folder "~/notes" yet; the tile says so and its New Note creates it, or set path to your notes folder
            \(config.path):8: warning: widget 2 (notes): path: there is no folder "~/notes" yet; the tile says so and its New Note creates it, or set path to your notes folder

            """)
        #expect(missing.output == "\(config.path): OK, 2 widgets\n")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("notes"), withIntermediateDirectories: false)
        try Data("- [ ] milk\n".utf8).write(to: home.appendingPathComponent("notes/todo.md"))
        let present = try await BuiltBinary.run(["check", config.path], environment: ["HOME": home.path])
        #expect(present.status == 0)
        #expect(present.error == "\(config.path):12: warning: widget 2 (notes): note: there is no note \"tood.md\" in \"~/notes\"; the large tile says so until it exists, so create it or correct the name\n")
    }

    @Test func kindsPrintsEveryKindAsTextAndJSON() async throws {
        let text = try await BuiltBinary.run(["kinds"])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("Clock (kind = \"clock\")\n  Shows the time"))
        #expect(text.output.contains("\nWeather (kind = \"weather\")\n"))
        let json = try await BuiltBinary.run(["kinds", "--json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect((object?["kinds"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == ["clock", "weather", "system", "timer", "calendar", "command", "notes", "http"])
    }

    @Test func versionAndHelp() async throws {
        #expect(try await BuiltBinary.run(["--version"]).output == "0.1.0\n")
        let help = try await BuiltBinary.run(["--help"]).output
        for word in ["check", "render", "tmux split-window -h -l 49 widgetty"] { #expect(help.contains(word)) }
    }

    @Test func timelineAsJSONListsEveryWidgetsEntriesPolicyAndNextReload() async throws {
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let result = try await BuiltBinary.run(["timeline", "--json", "--config", config.path, "--at", "2026-11-22T09:41:07Z"],
                                         environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["at"] as? String == "2026-11-22T09:41:07Z")
        let widgets = try #require(json["widgets"] as? [[String: Any]])
        #expect(widgets.map { $0["kind"] as? String } == ["clock", "clock"])
        #expect(widgets.map { $0["family"] as? String } == ["small", "medium"])
        let first = widgets[0]
        #expect(first["policy"] as? String == "atEnd")
        #expect(first["nextReload"] as? String == "2026-11-22T10:40:00Z", "at the last entry, the policy's date")
        let entries = try #require(first["entries"] as? [[String: Any]])
        #expect(entries.count == 60)
        #expect(entries[1]["date"] as? String == "2026-11-22T09:42:00Z")
        #expect(entries[0]["relevance"] is NSNull)
        #expect((entries[0]["content"] as? [String: Any])?["date"] != nil, "the entry encodes itself")
    }

    @Test func timelineAsTextIsReadable() async throws {
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let result = try await BuiltBinary.run(["timeline", "--config", config.path, "--at", "2026-11-22T09:41:07Z"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "widget 1 · clock · small")
        #expect(lines[1] == "  policy: atEnd · next reload: 2026-11-22T10:40:00Z · updated: 2026-11-22T09:41:07Z")
        #expect(lines[2] == "  reads: Sunday. 09:41. November 22.", "what the tile shows, in words")
        #expect(lines[3] == "  entries: 60")
        #expect(lines[4].hasPrefix("    2026-11-22T09:41:07Z  {"))
    }

    /// What a calendar feed and a notes folder had to skip is listed under each widget, in text and in JSON, through
    /// the entry's `leftOut`: an unknown zone, an event without a start, a binary note.
    @Test func timelineListsWhatEachWidgetSkipped() async throws {
        let calendar = try BuiltBinary.temporaryFile([
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:z", "SUMMARY:Mars", "DTSTART;TZID=Nowhere/Nope:20261123T100000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:x", "SUMMARY:No start", "END:VEVENT",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n"), name: "cal.ics")
        let notes = try TemporaryFolders.make()
        try Data("# Kept\n".utf8).write(to: notes.appendingPathComponent("kept.md"))
        try Data([0x61, 0, 0, 0, 0x62]).write(to: notes.appendingPathComponent("binary.md"))
        let config = try BuiltBinary.temporaryFile("""
        [[widget]]
        kind = "calendar"
        size = "medium"
        sources = ["\(calendar.path)"]
        [[widget]]
        kind = "notes"
        size = "medium"
        path = "\(notes.path)"
        """)
        let expected = [["cal.ics: \"Mars\" names an unknown time zone \"Nowhere/Nope\"; shown in UTC", "cal.ics: \"No start\" has no DTSTART and is skipped"],
                        ["binary.md: binary (NUL bytes or not UTF-8)"]]
        let arguments = ["timeline", "--config", config.path, "--at", "2026-11-23T09:00:00Z"]
        let text = try await BuiltBinary.run(arguments, environment: ["TZ": "UTC"])
        #expect(text.status == 0, "\(text.error)")
        let skipped = text.output.split(separator: "\n").filter { $0.hasPrefix("  skipped: ") }.map { String($0.dropFirst(11)) }
        #expect(skipped == expected.flatMap { $0 })
        let json = try await BuiltBinary.run(arguments + ["--json"], environment: ["TZ": "UTC"])
        let widgets = try #require((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["widgets"] as? [[String: Any]])
        #expect(widgets.map { $0["skipped"] as? [String] } == expected)
    }

    /// A smart stack of a clock, the demo calendar and a second clock: with nothing coming up the calendar's score is 0
    /// and the clock is on top; half an hour before the demo's 9:30 standup the calendar rises, and during it holds.
    @Test func aSmartStackShowsItsFirstWidgetWhenNothingIsRelevant() async throws {
        let config = try BuiltBinary.temporaryFile("""
            [[stack]]
            size = "small"
            [[stack.widget]]
            kind = "clock"
            [[stack.widget]]
            kind = "calendar"
            sources = ["widgetty:demo"]
            [[stack.widget]]
            kind = "clock"
            zones = ["Asia/Tokyo"]

            """)
        func stack(at moment: String) async throws -> [String] {
            let result = try await BuiltBinary.run(["timeline", "--config", config.path, "--at", moment], environment: ["TZ": "UTC"])
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            return Array(lines.drop { !$0.hasPrefix("stack in slot") }.prefix(2))
        }
        #expect(try await stack(at: "2026-11-24T20:00:00Z") == [
            "stack in slot 1 · smart · on top: widget 1 of the stack",
            "  why: nothing is relevant: the first widget · next rotation: 2026-11-25T00:00:00Z",
        ])
        #expect(try await stack(at: "2026-11-25T09:10:00Z") == [
            "stack in slot 1 · smart · on top: widget 2 of the stack",
            "  why: calendar: score 0.8 until 2026-11-25T09:30:00Z · next rotation: 2026-11-25T09:30:00Z",
        ])
        #expect(try await stack(at: "2026-11-25T09:40:00Z").first == "stack in slot 1 · smart · on top: widget 2 of the stack")
    }
}
