import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The real binary against what a hostile server, config file or command line sends: a clear message, never a trap.
@Suite struct HostileInputTests {
    static let environment = ["TZ": "UTC", "LANG": "C.UTF-8", "XDG_CACHE_HOME": "/nonexistent"]

    /// A configuration with one large weather widget fetching from `server`.
    func weatherConfig(_ server: LocalHTTPServer, extra: String = "") throws -> URL {
        try BuiltBinary.temporaryFile("""
        [[widget]]
        kind = "weather"
        size = "large"
        latitude = 40.79
        longitude = -73.97
        name = "New York"
        base_url = "\(server.baseURL)/v1/forecast"
        \(extra)
        """)
    }

    func render(_ config: URL, _ more: [String] = []) async throws -> (status: Int32, output: String, error: String) {
        try await BuiltBinary.run(["render", "--size", "49x30", "--config", config.path, "--at", "2026-02-06T21:40:00Z"] + more,
                            environment: Self.environment)
    }

    @Test func anAbsurdTemperatureIsShownAsTheTilesErrorNotACrash() async throws {
        let body = try HostileAnswers.forecast { HostileAnswers.set(1e300, at: "current", "temperature_2m", in: &$0) }
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let result = try await render(try weatherConfig(server))
        #expect(result.status == 0, "\(result.error)")
        let text = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }.joined(separator: " ")
        #expect(text.contains("Open-Meteo sent a temperature of 1e+300 °C"), "\(result.output)")
    }

    @Test func aLowAboveTheHighDrawsTheLargeTile() async throws {
        let body = try HostileAnswers.forecast { object in
            HostileAnswers.set(40.0, at: "daily", "temperature_2m_min", index: 1, in: &object)
            HostileAnswers.set(-10.0, at: "daily", "temperature_2m_max", index: 1, in: &object)
        }
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let result = try await render(try weatherConfig(server))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("40°"))
    }

    @Test func aWidgetsOwnTimeoutIsKeptByRender() async throws {
        let server = try LocalHTTPServer { _ in .hang }
        defer { server.stop() }
        let result = try await render(try weatherConfig(server, extra: "timeout = 2"))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("didn’t answer"), "the tile says the widget timed out: \(result.output)")
    }

    @Test(arguments: ["2562047788015216h", "153722867280912931m", "9223372036854775807s", "25h"])
    func aRotationTooLongIsAConfigErrorWithItsLine(rotation: String) async throws {
        let file = try BuiltBinary.temporaryFile("[[stack]]\nsize = \"small\"\nrotation = \"\(rotation)\"\n\n[[stack.widget]]\nkind = \"clock\"\n")
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.error.contains("config.toml:3: stack 1: rotation \"\(rotation)\" is not \"off\", \"smart\" or an interval from \"1s\" to \"24h\""),
                "\(result.error)")
    }

    /// toml++ asserts on a DEL or a brace where a table header's name starts, and on a } where a list's value starts
    /// (the fuzzer found them): `check`, and a running dashboard re-reading its edited config, died on them.
    @Test(arguments: [
        ("[[\u{7F}idget]]\nkind = \"clock\"\n", "1: column 3: a control character (U+007F) is not allowed in TOML"),
        ("[[widget]]\nkind = \"clock\"\nzones = [\"a\u{01}\"]\n", "3: column 12: a control character (U+0001)"),
        ("[[widget]]\rkind = \"clock\"\n", "1: column 11: a control character (U+000D)"),
        ("[{widget]]\nkind = \"clock\"\n", "1: column 2: a table's name must follow its brackets"),
        ("[[widget]]\nkind = \"clock\"\n [[ \u{3000}x]]\n", "3: column 5: a table's name must follow its brackets"),
        ("[\t\r\n[\t\r\n]\t", "1: column 3: a table's name must follow its brackets"),
        ("[[widget]]\nkind = \"clock\"\nzones = [\"Asia/Tokyo\",\n  }]\n", "4: column 3: a list's value cannot start with }"),
        // A date and time whose time does not start with a digit (a tester's differential fuzz found them).
        ("[[widget]]\nkind = \"clock\"\nx = 1979-05-27T:\n", "3: column 16: a date and time needs its time in full after the date"),
        ("[[widget]]\nkind = \"clock\"\nx = 1979-05-27 1\n", "3: column 16: a date and time needs its time"),
        ("[[widget]]\nkind = \"clock\"\nx = [1, 1979-05-27t+07:00]\n", "3: column 20: a date and time needs its time"),
        ("[[widget]]\nkind = \"clock\"\nx = {a = 1979-05-27Tx:}\n", "3: column 21: a date and time needs its time"),
    ])
    func whatTheTOMLParserWouldTrapOnIsNamedWithItsLineAndColumn(text: String, message: String) async throws {
        let file = try BuiltBinary.temporaryFile(text)
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.error.contains("config.toml:\(message)"), "\(result.error)")
    }

    /// toml++ reads dotted keys recursively: 150,000 parts overflowed the stack (check, and a dashboard re-reading its config).
    @Test(arguments: [String(repeating: "a.", count: 150_000) + "b = 1", "[" + String(repeating: "a.", count: 150_000) + "b]",
                      "x = {" + String(repeating: "a.", count: 150_000) + "b = 1}"])
    func aKeyWithTooManyDottedPartsIsAConfigError(text: String) async throws {
        let file = try BuiltBinary.temporaryFile(text + "\n")
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.error.contains("a key or table name may have at most 64 dotted parts"), "\(result.error.prefix(300))")
    }

    @Test func eightyThousandProblemsAreCountedNotAllWrittenOut() async throws {
        let keys = (0..<80_000).map { "k\($0) = 1" }.joined(separator: "\n")
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\n" + keys + "\n")
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines[100].hasSuffix("config.toml: and 79900 more problems"))
        #expect(lines[101] == "widgetty: the configuration has 80000 problems; fix the lines above")
    }

    @Test func aPlaceNameLongerThanAnyPlacesIsAConfigError() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"weather\"\nlocation = \"\(String(repeating: "&", count: 30_000))\"\n")
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.error.contains("config.toml:3: widget 1 (weather): location: is 30000 characters long; a place's name has at most 200"),
                "\(result.error.prefix(300))")
    }

    @Test func aBracketInsideAMultiLineStringIsNoHeader() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nzones = [\n  \"Asia/Tokyo\",\n]\n")
        #expect(try await BuiltBinary.run(["check", file.path]).status == 0)
        let braces = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nzones = [\"Asia/Tokyo\", # } in a comment\n  \"}\" ]\n")
        #expect(try await BuiltBinary.run(["check", braces.path]).error.contains("is not a time zone"), "a brace in a string or comment is no brace")
        let windows = try BuiltBinary.temporaryFile("[[widget]]\r\nkind = \"clock\"\r\n[[ widget ]]\r\nkind = \"clock\"\r\n")
        #expect(try await BuiltBinary.run(["check", windows.path]).status == 0, "CRLF line ends are TOML")
    }

    @Test(arguments: ["nan", "inf", "1e300", "-1", "0"])
    func aTimeoutThatIsNoDurationIsRefused(value: String) async throws {
        for command in ["render", "timeline"] {
            let size = command == "render" ? ["--size", "40x10"] : []
            let result = try await BuiltBinary.run([command] + size + ["--timeout=\(value)"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])
            #expect(result.status == 64, "\(command) --timeout \(value): \(result.error)")
            #expect(result.error.contains("--timeout must be a number of seconds over 0, up to 3600"), "\(result.error)")
        }
    }

    /// A server sending a gigabyte, a body without end, or a gzip bomb: `render` and its fetch helper stay small.
    /// The figure is each render's own largest resident size, or its fetch helper's, sampled from /proc while they run.
    @Test func renderStaysSmallWhateverTheServerSends() async throws {
        let bomb = try HostileAnswers.gzipBomb(expandingTo: 1 << 30)
        let replies: [LocalHTTPServer.Reply] = [.raw(HostileAnswers.announcing(bytes: 1_000_000_000)),
                                                .endless(chunk: Data(repeating: 0x20, count: 65_536)), .raw(bomb)]
        for reply in replies {
            let server = try LocalHTTPServer { _ in reply }
            defer { server.stop() }
            let config = try weatherConfig(server)
            let result = try await render(config)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("sent more than 1 MB"), "\(result.output)")
            let measured = try await Subprocess.runMeasuringMemory(
                [BuiltBinary.path, "render", "--size", "49x30", "--config", config.path, "--at", "2026-02-06T21:40:00Z"],
                changes: Self.environment)
            #expect(measured.status == 0)
            #expect(measured.peakKB < 100 * 1024, "largest: \(measured.peakKB) KB")
        }
    }
}
