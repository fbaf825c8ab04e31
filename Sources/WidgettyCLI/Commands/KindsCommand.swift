import ArgumentParser
import WidgettyHost

/// `widgetty kinds`: every widget kind with its description, sizes and options, as text or JSON.
struct KindsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinds",
        abstract: "List the widget kinds, their sizes and options.",
        discussion: "Every widget kind: its name, description, sizes, and options with their types and defaults.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        try ProviderCatalog.requireValidRegistration()
        let report = KindsReport(registry: ProviderCatalog.registry)
        print(try json ? report.json() : report.text())
    }
}
