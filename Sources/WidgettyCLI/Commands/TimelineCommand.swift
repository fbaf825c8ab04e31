import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit

/// `widgetty timeline`: each widget's current timeline, reload policy and next reload, as text or JSON.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print each widget's timeline and each stack's top.",
        discussion: "Each widget's entries, reload policy and next reload; each stack's widget on top, why, and its next rotation.")

    @OptionGroup var headless: HeadlessOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: headless.config) { _ in "no timeline was loaded" }
        let (date, timeout) = (headless.date, headless.timeout)
        let locale = EnvironmentLocale.locale(from: ProcessEnvironment.current())
        let report = blockingAwait {
            let (dashboard, runner) = await HeadlessRenderer.load(config: dashboardConfig, registry: ProviderCatalog.registry,
                                                                  scheme: .dark, at: date, locale: locale,
                                                                  services: .live(environment: ProcessEnvironment.current()), timeout: timeout)
            let stacks = StackRotator(slots: dashboardConfig.slots, rotatedAt: date, runner: runner)
            return TimelineReport(runner: runner, at: date, plain: PlainTextReport(dashboard: dashboard, runner: runner, at: date, stacks: stacks),
                                  stacks: stacks, samplesForFailures: dashboardConfig.samplesForFailures)
        }
        Console.out(try json ? report.json() : report.text())
    }
}
