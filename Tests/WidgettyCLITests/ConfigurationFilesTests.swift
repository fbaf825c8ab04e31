import Foundation
import Testing
import WidgettyHost
import WidgettyTestSupport
@testable import WidgettyCLI
import WidgettyKit

@Suite struct ConfigurationFilesTests {
    @Test func exampleConfigurationLoadsAndUsesEveryKey() throws {
        let path = BuiltBinary.packageRoot.appendingPathComponent("config.example.toml").path
        let config = try ConfigLoader(registry: ProviderCatalog.registry).load(contentsOf: path)
        #expect(config.slots.count == 9)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for kind in ProviderCatalog.registry.kinds {
            for option in kind.options {
                #expect(text.contains("\n\(option.key) = ") || text.contains("\n# \(option.key) = "),
                        "config.example.toml documents \(kind.kind).\(option.key)")
            }
        }
        for key in ConfigLoader.dashboardKeys + ConfigLoader.stackKeys.filter({ $0 != "widget" }) + ["timeout"] {
            #expect(text.contains("\n\(key) = "), "config.example.toml documents \(key)")
        }
    }

    /// Widgets are not meant to change second by second: no demo clock wakes the dashboard every second.
    @Test func demoClocksShowMinutes() throws {
        let clocks = try ConfigLocator.load(.demo).slots.compactMap(\.visibleWidget).filter { $0.kind == "clock" }
        #expect(!clocks.isEmpty)
        for clock in clocks { #expect(!clock.settings.bool("seconds"), "\(clock.label) shows seconds") }
    }

    /// Every kind but `command` and `http`: they run a program or read an address of the person's own, and the demo has none.
    @Test func demoShowsEveryWidgetKindInSeveralSizes() throws {
        let config = try ConfigLocator.load(.demo)
        let kinds = Set(config.slots.compactMap { $0.visibleWidget?.kind })
        #expect(kinds == Set(ProviderCatalog.registry.names).subtracting(["command", "http"]))
        #expect(Set(config.slots.map(\.family)).count >= 2)
    }

    @Test func localeComesFromTheEnvironmentAsPOSIXReadsIt() {
        #expect(EnvironmentLocale.locale(from: ["LANG": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(EnvironmentLocale.locale(from: ["LANG": "ja_JP.UTF-8", "LC_TIME": "en_GB.UTF-8"]).identifier == "en_GB")
        #expect(EnvironmentLocale.locale(from: ["LANG": "de_DE@euro", "LC_ALL": "fr_FR.UTF-8"]).identifier == "fr_FR")
        #expect(EnvironmentLocale.locale(from: ["LANG": "C.UTF-8"]) == .posix)
        #expect(EnvironmentLocale.locale(from: ["LANG": "C.UTF-8"]).uses24HourClock, "the C locale writes 17:00, as `date` does")
        #expect(EnvironmentLocale.locale(from: ["LC_ALL": ""]) == .posix)
    }

    @Test func configIsFoundInXDGConfigHomeElseTheDemo() throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\n", name: "widgetty/config.toml")
        let home = file.deletingLastPathComponent().deletingLastPathComponent().path
        #expect(ConfigLocator.source(explicit: nil, environment: ["XDG_CONFIG_HOME": home]) == .file(file.path))
        #expect(ConfigLocator.source(explicit: nil, environment: ["XDG_CONFIG_HOME": "/nonexistent"]) == .demo)
        #expect(ConfigLocator.source(explicit: "/x.toml", environment: [:]) == .file("/x.toml"))
        #expect(ConfigLocator.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.config/widgetty/config.toml")
    }
}

/// Every kind this build offers keeps the registration rules (at most four quick actions at each size).
@Suite struct CatalogRegistrationTests {
    @Test func everyKindRegistersCleanly() {
        #expect(ProviderCatalog.registry.registrationProblems().isEmpty)
    }
}
