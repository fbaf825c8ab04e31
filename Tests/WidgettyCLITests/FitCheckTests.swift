import Foundation
import Testing
import WidgettyHost
import WidgettyTestSupport
@testable import WidgettyCLI

/// `widgetty check` warns about rows a widget cannot show at its size, with the file and line.
@Suite struct FitCheckTests {
    static func warnings(_ text: String) throws -> [String] {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "config.toml")
        return FitCheck.warnings(for: config, registry: ProviderCatalog.registry).map(\.description)
    }

    static let tenZones = #"["America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York", "Europe/London", "Europe/Paris", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland"]"#

    @Test func aMediumClockWithTenZonesNamesTheCitiesThatDoNotFit() throws {
        let text = "[dashboard]\ndevice = \"414x896\"\n\n[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = \(Self.tenZones)\n"
        #expect(try Self.warnings(text) == [
            #"config.toml:4: warning: widget 1 (clock): Tokyo, Sydney, Auckland will not fit a medium tile (3 rows shown as "+3 more")"#,
        ])
    }

    @Test func aSmallClockShowsOneZone() throws {
        let text = "[[widget]]\nkind = \"clock\"\nzones = [\"Asia/Tokyo\", \"Europe/London\", \"Europe/Paris\"]\n"
        #expect(try Self.warnings(text) == [
            #"config.toml:1: warning: widget 1 (clock): London, Paris will not fit a small tile (2 rows shown as "+2 more")"#,
        ])
    }

    @Test func aSmallerDeviceFitsFewerRows() throws {
        let text = "[dashboard]\ndevice = \"320x568\"\n\n[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = \(Self.tenZones)\n"
        let warnings = try Self.warnings(text)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Kolkata, Tokyo, Sydney, Auckland will not fit") == true, "\(warnings)")
    }

    @Test func widgetsThatFitAndTheDemoAndTheExampleGetNoWarning() throws {
        #expect(try Self.warnings("[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = [\"Asia/Tokyo\", \"Europe/London\"]\n").isEmpty)
        #expect(try Self.warnings(DemoConfiguration.text).isEmpty)
        let example = try String(contentsOf: BuiltBinary.packageRoot.appendingPathComponent("config.example.toml"), encoding: .utf8)
        #expect(try Self.warnings(example).isEmpty)
    }
}
