import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// The dashboard lends each widget the services it is given, in its kind's name: the test's own
/// fetcher, folders under the test's own homes, and the test's own log.
@Suite struct LentServicesTests {
    /// A kind that fetches one page, keeps it in its state folder and logs that it did.
    static let keeper = WidgetKind(
        kind: "keeper", displayName: "Keeper", description: "Keeps the page it fetches.", supportedFamilies: [.small], options: [],
        makeWidget: { _ in
            AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "…") },
                timeline: { context in
                    let services = context.services
                    let page = try await services.fetcher.get(URL(string: "https://example.invalid/page")!, timeout: 5)
                    let text = String(decoding: page.body, as: UTF8.self)
                    try page.body.write(to: try services.directories.stateDirectory().appendingPathComponent("page.txt"))
                    services.logger.info("Kept the page", metadata: ["bytes": "\(page.body.count)"])
                    return ErasedTimeline(Timeline(entries: [StubEntry(date: context.date, label: text)], policy: .never))
                },
                view: { entry, _ in Text((entry as? StubEntry)?.label ?? "") })
        })

    @Test func eachWidgetGetsTheFetcherFoldersAndLogItIsLent() async throws {
        let home = try TemporaryFolders.make()
        var homes = XDGHomes(environment: [:])
        (homes.cacheHome, homes.stateHome) = (home.appendingPathComponent("cache"), home.appendingPathComponent("state"))
        let log = TestLog()
        let services = HostServices(fetcher: FixtureFetcher(body: Data("fetched".utf8)), homes: homes, logger: log.logger)
        let config = try ConfigLoader(registry: WidgetRegistry([Self.keeper])).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "keeper"
            """, file: "config.toml")
        let canvas = await HeadlessRenderer.render(config: config, registry: WidgetRegistry([Self.keeper]), size: Size(width: 26, height: 12),
                                                   scheme: .dark, at: RunnerHarness.start, services: services)
        #expect(canvas.lines().contains { $0.contains("│ fetched") }, "\(canvas.lines())")
        let kept = home.appendingPathComponent("state/widgetty/keeper/page.txt")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "fetched")
        #expect(log.lines.contains("info Kept the page bytes=7 kind=keeper widget=widget 1"), "\(log.lines)")
        #expect(log.lines.contains("info Timeline loaded entries=1 kind=keeper policy=never widget=widget 1"))
    }

    @Test func aDashboardLentNothingSaysSoInTheTile() async throws {
        let config = try ConfigLoader(registry: WidgetRegistry([Self.keeper])).parse("[[widget]]\nkind = \"keeper\"\n", file: "config.toml")
        let (_, runner) = await HeadlessRenderer.load(config: config, registry: WidgetRegistry([Self.keeper]), scheme: .dark,
                                                      at: RunnerHarness.start, services: .unavailable)
        guard case .failure(let failure)? = runner.content(of: 0, at: RunnerHarness.start) else {
            Issue.record("the load should fail")
            return
        }
        #expect(failure.message == "No network is lent to widgets here (example.invalid)")
    }
}
