import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// Frames of the embedded demo from `widgetty render`'s renderer, compared with reviewed golden files.
///
/// Each frame lends its widgets a fetcher of its own: offline for the demo, a recorded forecast for weather.
@Suite struct GoldenRenderTests {
    static let moment = ISO8601DateFormatter().date(from: "2026-11-22T09:41:07Z")!

    static func frame(_ text: String = DemoConfiguration.text, size: Size, scheme: ColorScheme = .dark, content: HeadlessRenderer.Content = .timelines,
                      locale: DateLocale = DateLocale.english, fetcher: any HTTPFetching = OfflineFetcher(),
                      at moment: Date = moment, machine: String = "vm") async throws -> Canvas {
        // System widgets read a recorded machine (the build VM unless told), not the one running the tests.
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(text, to: machine), file: "demo")
        return await HeadlessRenderer.render(
            config: config, registry: ProviderCatalog.registry, size: size, scheme: scheme, at: moment,
            timeZone: ZoneDatabase.system.zone(named: "GMT")!, locale: locale, services: HostServices(fetcher: fetcher), content: content)
    }

    static func check(_ canvas: Canvas, _ name: String, ansi: Bool = false) {
        let text = (ansi ? canvas.ansiLines() : canvas.lines()).joined(separator: "\n") + "\n"
        if let mismatch = Golden.mismatch(text, name: name) { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test(arguments: [Size(width: 49, height: 40), Size(width: 200, height: 60)])
    func demoInDarkAndLight(size: Size) async throws {
        let dark = try await Self.frame(size: size, scheme: .dark)
        let light = try await Self.frame(size: size, scheme: .light)
        #expect(dark.lines() == light.lines(), "the same text in both appearances")
        Self.check(dark, "demo-\(size).txt")
        Self.check(dark, "demo-\(size)-dark.ansi", ansi: true)
        Self.check(light, "demo-\(size)-light.ansi", ansi: true)
    }

    @Test(arguments: ["414x896", "375x812", "414x736", "375x667", "320x568"])
    func everyDeviceRowOfTheTable(device: String) async throws {
        let profile = DeviceProfile.named(device)!
        let grid = GridMetrics(device: profile)
        let size = Size(width: grid.screenColumns, height: grid.cell.rows(forPoints: profile.screen.height))
        let text = DemoConfiguration.text.replacingOccurrences(of: #"device = "auto""#, with: #"device = "\#(device)""#)
        let canvas = try await Self.frame(text, size: size)
        Self.check(canvas, "device-\(device).txt")
        // The tiles drawn are the sizes the table's points give (the scroll bar on the right set aside).
        let lines = canvas.lines().map { $0.replacingOccurrences(of: "▕", with: "") }
        let small = grid.size(of: .small), medium = grid.size(of: .medium)
        let top = lines[HomeScreenLayout.topMargin]
        #expect(top.trimmingCharacters(in: .whitespaces) == "╭" + String(repeating: "─", count: small.width - 2) + "╮"
                + String(repeating: " ", count: grid.horizontalGutter) + "╭" + String(repeating: "─", count: small.width - 2) + "╮")
        let mediumTop = lines[HomeScreenLayout.topMargin + small.height + grid.verticalGutter]
        #expect(mediumTop.trimmingCharacters(in: .whitespaces) == "╭" + String(repeating: "─", count: medium.width - 2) + "╮")
    }

    @Test func narrowPaneAndTinyTerminal() async throws {
        Self.check(try await Self.frame(size: Size(width: 30, height: 40)), "pane-30x40.txt")
        Self.check(try await Self.frame(size: Size(width: 10, height: 5)), "tiny-10x5.txt")
    }

    @Test func japaneseLocale() async throws {
        Self.check(try await Self.frame(size: Size(width: 49, height: 60), locale: DateLocale.named("ja_JP")!), "demo-ja-49x60.txt")
    }

    /// `render --plain` of the demo: each tile's words as sentences, charts by their descriptions.
    @Test func demoAsPlainText() async throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(DemoConfiguration.text, to: "vm"), file: "demo")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark, at: Self.moment,
                                                              timeZone: ZoneDatabase.system.zone(named: "GMT")!, locale: DateLocale.english,
                                                              services: HostServices(fetcher: OfflineFetcher()))
        let text = PlainTextReport(dashboard: dashboard, runner: runner, at: Self.moment).text() + "\n"
        #expect(!text.contains("╭") && !text.contains("⣿"), "no box drawing and no braille")
        if let mismatch = Golden.mismatch(text, name: "demo-plain.txt") { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test func loadingState() async throws {
        Self.check(try await Self.frame(size: Size(width: 49, height: 40), content: .placeholders), "placeholders-49x40.txt")
    }

    /// Weather in all three sizes from the recorded New York forecast, at 16:40 local time.
    static let weatherText = """
    [dashboard]
    device = "414x896"
    [[widget]]
    kind = "weather"
    size = "small"
    name = "New York"
    latitude = 40.79
    longitude = -73.97
    [[widget]]
    kind = "weather"
    size = "medium"
    name = "New York"
    latitude = 40.79
    longitude = -73.97
    [[widget]]
    kind = "weather"
    size = "large"
    name = "ニューヨーク"
    latitude = 40.79
    longitude = -73.97
    """

    /// The weather frame of `weatherInEverySize`: all three sizes, 49 x 50.
    static func weatherFrame(scheme: ColorScheme) async throws -> Canvas {
        let body = try BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast)
        return try await frame(weatherText, size: Size(width: 49, height: 50), scheme: scheme, locale: DateLocale.named("en_US")!,
                               fetcher: FixtureFetcher(body: body), at: ISO8601DateFormatter().date(from: "2026-02-06T21:40:00Z")!)
    }

    /// Weather in all three sizes, dark and light, from the recorded New York forecast at 16:40 local time.
    @Test(SharedFixtures.required, arguments: [ColorScheme.dark, .light])
    func weatherInEverySize(scheme: ColorScheme) async throws {
        let canvas = try await Self.weatherFrame(scheme: scheme)
        Self.check(canvas, "weather-49x50.txt")
        Self.check(canvas, "weather-49x50-\(scheme).ansi", ansi: true)
    }

    /// Four timers: small ready and paused, medium running and done, each from a state file written as the widget writes it.
    static let timerText = """
    [dashboard]
    device = "414x896"
    [[widget]]
    kind = "timer"
    size = "small"
    name = "Tea"
    durations = ["4m"]
    [[widget]]
    kind = "timer"
    size = "small"
    name = "Eggs"
    durations = ["7m"]
    [[widget]]
    kind = "timer"
    size = "medium"
    name = "Focus"
    durations = ["25m", "5m", "1h"]
    [[widget]]
    kind = "timer"
    size = "medium"
    name = "Break"
    durations = ["25m", "5m"]
    """

    /// A state home holding the paused, running and done timers' files at `moment`.
    static func timerStates() throws -> URL {
        let home = try TemporaryFolders.make()
        let folder = home.appendingPathComponent("widgetty/timer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let now = moment.timeIntervalSinceReferenceDate
        let files = [
            "Eggs": #"{"duration":{"seconds":420},"phase":{"paused":{"remaining":272}},"pending":[]}"#,
            "Focus": #"{"duration":{"seconds":1500},"phase":{"running":{"endsAt":\#(now + 754)}},"pending":[]}"#,
            "Break": #"{"duration":{"seconds":300},"phase":{"running":{"endsAt":\#(now - 3600)}},"pending":[]}"#,
        ]
        for (name, json) in files { try Data(json.utf8).write(to: folder.appendingPathComponent("\(name).json")) }
        return home
    }

    /// The timer in both sizes and four states (ready, paused, running, done), dark and light.
    @Test(arguments: [ColorScheme.dark, .light])
    func timerInEverySizeAndState(scheme: ColorScheme) async throws {
        let home = try Self.timerStates()
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.timerText, file: "timer")
        let services = HostServices(homes: XDGHomes(environment: ["HOME": home.path, "XDG_STATE_HOME": home.path, "XDG_CACHE_HOME": home.path]))
        let canvas = await HeadlessRenderer.render(
            config: config, registry: ProviderCatalog.registry, size: Size(width: 49, height: 36), scheme: scheme, at: Self.moment,
            timeZone: ZoneDatabase.system.zone(named: "GMT")!, locale: DateLocale.english, services: services, content: .timelines)
        Self.check(canvas, "timer-49x36.txt")
        Self.check(canvas, "timer-49x36-\(scheme).ansi", ansi: true)
    }

    /// A smart stack of weather and a clock (a large clock there is not: a second forecast) in each size: the page dots on each tile's bottom edge, the weather on top
    /// where its forecast's relevance puts it.
    static let stacksText = ["small", "medium", "large"].map { size in
        """
        [[stack]]
        size = "\(size)"
        rotation = "smart"
        [[stack.widget]]
        kind = "weather"
        name = "New York"
        latitude = 40.79
        longitude = -73.97
        [[stack.widget]]
        \(size == "large" ? "kind = \"weather\"\nname = \"Central Park\"\nlatitude = 40.78\nlongitude = -73.97" : "kind = \"clock\"")
        """
    }.joined(separator: "\n") + "\n[dashboard]\ndevice = \"414x896\"\n"

    /// The stacks of `stacksText`, dark and light, from the recorded New York forecast at 16:40 local time.
    @Test(SharedFixtures.required, arguments: [ColorScheme.dark, .light])
    func stacksInEverySize(scheme: ColorScheme) async throws {
        let body = try BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast)
        let canvas = try await Self.frame(Self.stacksText, size: Size(width: 49, height: 50), scheme: scheme, locale: DateLocale.named("en_US")!,
                                          fetcher: FixtureFetcher(body: body), at: ISO8601DateFormatter().date(from: "2026-02-06T21:40:00Z")!)
        Self.check(canvas, "stacks-49x50.txt")
        Self.check(canvas, "stacks-49x50-\(scheme).ansi", ansi: true)
    }
}
