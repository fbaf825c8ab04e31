import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyTerminal

/// Re-reading the configuration as its path changes: a special file never blocks or runs forever, and is left behind.
@Suite struct LiveConfigurationTests {
    @Test func aLinkToADeviceIsRefusedAndALinkBackToAFileApplies() throws {
        let folder = try TemporaryFolders.make().path
        let link = folder + "/config.toml"
        let point = { (target: String) in
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
        try "[[widget]]\nkind = \"stub\"\nlabel = \"A\"\n".write(toFile: folder + "/a.toml", atomically: false, encoding: .utf8)
        try point("a.toml")
        var live = LiveConfiguration(path: link, registry: WidgetRegistry([WidgetKind(StubWidget.self)]))
        #expect(live.reread() == nil, "nothing changed since the start")

        try point("/dev/zero")
        let refused = live.reread()
        guard case .failure(let error)? = refused else {
            Issue.record("/dev/zero is refused, not \(String(describing: refused))")
            return
        }
        #expect(LiveConfiguration.banner(for: error)
            == "Config not applied; the previous one still runs. config.toml: the configuration file is a character device, not a regular file; save the configuration as a regular file and point the path at it")
        #expect(live.reread() == nil, "the same problem is not reported again")

        try point("a.toml")
        let applied = live.reread()
        #expect((try? applied?.get())?.slots.count == 1, "a.toml applies again")
    }

    @Test func aBannerWritesOutTheControlCharactersOfWhatItQuotes() {
        let error = ConfigError([ConfigDiagnostic(file: "config.toml", line: 4, message: "zones: \"Europe/\u{1B}[31mRed\" is not a time zone")])
        #expect(LiveConfiguration.banner(for: error)
            == #"Config not applied; the previous one still runs. config.toml:4: zones: "Europe/\u{1B}[31mRed" is not a time zone"#)
    }

    @Test func aBannerForSeveralProblemsSaysHowManyBeforeTheFirst() {
        let error = ConfigError([ConfigDiagnostic(file: "/home/me/.config/widgetty/config.toml", line: 3, message: "widget 1 (clock): unknown key \"zone\""),
                                 ConfigDiagnostic(file: "/home/me/.config/widgetty/config.toml", line: 9, message: "size \"huge\" is not one of small, medium")],
                                omitted: 148)
        #expect(LiveConfiguration.banner(for: error)
            == "Config not applied (150 problems; widgetty check lists them); the previous one still runs. config.toml:3: widget 1 (clock): unknown key \"zone\"")
    }
}
