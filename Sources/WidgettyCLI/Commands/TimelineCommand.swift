import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyKit

/// `widgetty timeline`: each widget's current timeline, reload policy and next reload, as text or JSON.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print every widget's timeline: its entries, reload policy and next reload.")

    @Option(help: ArgumentHelp("The configuration file.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("The moment to ask about, in ISO 8601 (default: now).", valueName: "ISO8601"))
    var at: Timestamp?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(help: "Seconds to wait for every widget's data.")
    var timeout: Double = 10

    func run() throws {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: config) { _ in "no timeline was loaded" }
        let (date, timeout) = (at?.date ?? Date(), timeout)
        let locale = EnvironmentLocale.locale(from: ProcessInfo.processInfo.environment)
        let report = blockingAwait {
            let dashboard = Dashboard(config: dashboardConfig, registry: ProviderCatalog.registry, scheme: .dark, locale: locale)
            let runner = dashboard.makeRunner(time: .fixed(date))
            runner.tick()
            await runner.waitForFirstLoads(timeout: timeout)
            return TimelineReport(runner: runner, at: date)
        }
        print(try json ? report.json() : report.text())
    }
}
