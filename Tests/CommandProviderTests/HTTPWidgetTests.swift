import Foundation
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// The http kind: the timeline protocol or text from a URL, fetched by the real helper from a server on 127.0.0.1,
/// with headers whose values come from the environment and never reach a tile or the log.
@Suite struct HTTPWidgetTests {
    static let registry = WidgetRegistry([HTTPKind.widgetKind])
    static let now = Date(timeIntervalSince1970: 1_795_428_000)

    func load(_ widget: String) throws(ConfigError) -> DashboardConfig {
        try ConfigLoader(registry: Self.registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "http"
            \(widget)
            """, file: "config.toml")
    }

    func render(_ widget: String, log: TestLog = TestLog(), content: HeadlessRenderer.Content = .timelines) async throws -> [String] {
        let canvas = await HeadlessRenderer.render(config: try load(widget), registry: Self.registry, size: Size(width: 26, height: 12),
                                                   scheme: .dark, at: Self.now, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english,
                                                   services: HostServices(fetcher: SubprocessFetcher(program: BuiltBinary.path), logger: log.logger),
                                                   content: content)
        return canvas.lines()
    }

    /// A provider reading `settings`, with `environment` for its headers.
    func provider(_ values: [String: WidgetSettingValue], environment: [String: String] = [:]) -> HTTPProvider {
        HTTPProvider(settings: HTTPSettings(settings: WidgetSettings(options: HTTPSettings.options, values: values)), environment: environment)
    }

    func context(_ fetcher: any HTTPFetching) -> WidgetContext {
        WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169),
                      date: Self.now, services: WidgetServices(kind: "http", fetcher: fetcher))
    }

    @Test func aDocumentIsFetchedWithAHeaderFromTheEnvironment() async throws {
        let variable = "WIDGETTY_TEST_TOKEN_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        setenv(variable, "s3cret-token", 1)
        defer { unsetenv(variable) }
        let document = #"{"widgetty": 1, "entries": [{"view": {"type": "vstack", "alignment": "leading", "children": [{"type": "text", "text": "Queue", "font": "headline"}, {"type": "gauge", "value": 3, "bounds": [0, 4], "currentValueLabel": "3 of 4"}]}}]}"#
        let server = try LocalHTTPServer { _ in .status(200, Data(document.utf8)) }
        defer { server.stop() }
        let log = TestLog()
        let lines = try await render("""
            url = "\(server.baseURL)/queue.json"
            headers = ["Authorization: Bearer ${\(variable)}", "X-Team: widgetty"]
            """, log: log)
        #expect(Array(lines.prefix(6)) == [
            "",
            "   ╭──────────────────╮",
            "   │ Queue            │",
            "   │           3 of 4 │",
            "   │ ████████████──── │",
            "   │                  │",
        ])
        #expect(server.requests == ["/queue.json"])
        #expect(server.heads.first?.contains("Authorization: Bearer s3cret-token\r\n") == true)
        #expect(server.heads.first?.contains("X-Team: widgetty\r\n") == true)
        #expect(!log.lines.joined().contains("s3cret"), "a header's value is never logged")
    }

    @Test func textIsDrawnWithItsFirstLineAsTitle() async throws {
        let server = try LocalHTTPServer { _ in .status(200, Data("Deploys\n\u{1B}[32mprod ok\u{1B}[0m\nstaging \u{1B}[2Jbehind\n".utf8)) }
        defer { server.stop() }
        let lines = try await render("url = \"\(server.baseURL)/deploys\"\nformat = \"text\"")
        #expect(Array(lines.prefix(6)) == [
            "",
            "   ╭──────────────────╮",
            "   │ Deploys          │",
            "   │ prod ok          │",
            "   │ staging behind   │",
            "   │                  │",
        ])
    }

    @Test func aMissingVariableNamesTheHeaderAndNothingIsSent() async throws {
        let server = try LocalHTTPServer { _ in .status(200, Data()) }
        defer { server.stop() }
        let http = provider(["url": .string(server.baseURL), "headers": .strings(["Authorization: Bearer $NO_SUCH_TOKEN"])])
        await #expect(throws: WidgetProblem.needsConfiguration(
            "headers: Authorization uses $NO_SUCH_TOKEN, which is not set; export NO_SUCH_TOKEN before starting widgetty")) {
            try await http.timeline(in: context(SubprocessFetcher(program: BuiltBinary.path)))
        }
        #expect(server.requests.isEmpty)
        let broken = provider(["url": .string(server.baseURL), "headers": .strings(["Authorization: $TOKEN"])], environment: ["TOKEN": "a\nb"])
        await #expect(throws: WidgetProblem.self) { try await broken.timeline(in: context(SubprocessFetcher(program: BuiltBinary.path))) }
    }

    @Test func aRefusalNamesTheHostAndHintsButNeverShowsTheSecret() async throws {
        let server = try LocalHTTPServer { _ in .status(401, Data(#"{"error": "bad token s3cret"}"#.utf8)) }
        defer { server.stop() }
        let http = provider(["url": .string(server.baseURL + "/status"), "headers": .strings(["X-Api-Key: $KEY"])], environment: ["KEY": "s3cret"])
        await #expect(throws: WidgetProblem("127.0.0.1 answered HTTP 401 (not signed in: check headers)")) {
            try await http.timeline(in: context(SubprocessFetcher(program: BuiltBinary.path)))
        }
        #expect(server.heads.first?.contains("X-Api-Key: s3cret\r\n") == true)
    }

    @Test func aDocumentFromAURLMayNotRunPrograms() async throws {
        let document = #"{"widgetty": 1, "entries": [{"view": {"type": "button", "title": "Wipe", "command": ["rm", "-rf", "/"]}}]}"#
        let http = provider(["url": .string("https://status.example/doc.json")])
        await #expect(throws: WidgetProblem("Timeline document: entries[0].view: a document from a URL cannot have buttons, which run programs on this machine; use a link, or a command widget")) {
            try await http.timeline(in: context(FixtureFetcher(body: Data(document.utf8))))
        }
    }

    @Test func theWaitingTileIsTitledByTheHost() async throws {
        let lines = try await render(#"url = "https://status.example/doc.json""#, content: .placeholders)
        #expect(lines[2] == "   │ status.example   │")
    }

    /// Raising max_bytes is suggested only as far as the http kind's cap; at the cap, what to do instead.
    @Test func anAnswerOverMaxBytesNeverAsksForMoreThanTheCap() async throws {
        let server = try LocalHTTPServer { _ in .status(200, Data(repeating: 0x61, count: InputLimits.commandOutputBytes + 1)) }
        defer { server.stop() }
        let small = provider(["url": .string(server.baseURL + "/big"), "max_bytes": .integer(1024)])
        await #expect(throws: WidgetProblem("127.0.0.1 sent more than 1 KB; if that is expected, raise max_bytes (up to 1048576, 1 MB)")) {
            try await small.timeline(in: context(SubprocessFetcher(program: BuiltBinary.path)))
        }
        let most = provider(["url": .string(server.baseURL + "/big")])
        await #expect(throws: WidgetProblem("127.0.0.1 sent more than 1 MB, the most widgetty reads of one answer; have the server send less, "
                                            + #"or use a command widget that fetches and filters it, such as shell = "curl -s URL | jq …""#)) {
            try await most.timeline(in: context(SubprocessFetcher(program: BuiltBinary.path)))
        }
    }

    @Test func noURLOrMaxBytesOverTheCapIsRefusedOnItsLine() {
        let missing = #expect(throws: ConfigError.self) { try load("format = \"text\"") }
        #expect(missing?.lines == [#"config.toml:4: widget 1 (http): url is missing; add url = "https://…", the address serving a timeline document or text"#])
        let over = #expect(throws: ConfigError.self) { try load("url = \"https://example.com\"\nmax_bytes = 2097152") }
        #expect(over?.lines == ["config.toml:7: widget 1 (http): max_bytes 2097152 is more than 1048576, the most it may be; use a whole number from 1024 to 1048576"])
        #expect((try? load("url = \"https://example.com\"\nmax_bytes = 1048576")) != nil, "the cap itself is allowed")
    }

    @Test func mistakesInItsTableNameTheFileAndLine() throws {
        let error = #expect(throws: ConfigError.self) {
            try load("url = \"ftp://example.com\"\nheaders = [\"Authorization Bearer x\"]\nformat = \"xml\"")
        }
        #expect(error?.lines == [
            #"config.toml:6: widget 1 (http): url: write an http or https address, such as "https://example.com/status.json""#,
            #"config.toml:7: widget 1 (http): headers: write each header as "Name: value", not "Authorization Bearer x""#,
            #"config.toml:8: widget 1 (http): format must be one of json, text, not "xml""#,
        ])
        for (line, problem) in [("Bad Name: x", #""Bad Name" is not a header name; use letters, digits and - ("X-Api-Key")"#),
                                ("X-Key: $1", "X-Key: a $ starts a variable, $TOKEN or ${TOKEN}; write $$ for a dollar sign"),
                                ("X-Key: ${TOKEN", "X-Key: a $ starts a variable, $TOKEN or ${TOKEN}; write $$ for a dollar sign")] {
            #expect(HeaderTemplate.parse(line) == .failure(HeaderProblem(problem)), "\(line)")
        }
        let header = try HeaderTemplate.parse("X-Price: $$5 ${A}b$B").get().resolved(in: ["A": "1", "B": "2"])
        #expect(header == HTTPHeader(name: "X-Price", value: "$5 1b2"))
    }

    @Test func headersTheHTTPClientWritesAreRefusedByNameOnTheKeysLine() {
        let error = #expect(throws: ConfigError.self) {
            try load("url = \"https://example.com\"\nheaders = [\"X-Key: 1\",\n  \"host: evil.example\", \"Content-Length: 0\"]")
        }
        #expect(error?.lines == ["config.toml:7: widget 1 (http): headers: Host is written by the HTTP client itself; remove it; "
                                 + "Content-Length is written by the HTTP client itself; remove it"])
        for (written, name) in [("TRANSFER-ENCODING", "Transfer-Encoding"), ("connection", "Connection"), ("Expect", "Expect"),
                                ("accept-encoding", "Accept-Encoding"), ("If-None-Match", "If-None-Match")] {
            let problem = "\(name) is written by the HTTP client itself; remove it"
            #expect(HeaderTemplate.parse("\(written): x") == .failure(HeaderProblem(problem)), "\(written)")
        }
        var request = FetchRequest(url: URL(string: "https://example.com")!, timeout: 10)
        request.headers = [HTTPHeader(name: "Host", value: "evil.example")]
        #expect(!request.isValid, "the fetch helper refuses it too")
        #expect((try? load("url = \"https://example.com\"\nheaders = [\"User-Agent: me\", \"Accept: text/plain\"]")) != nil)
    }
}
