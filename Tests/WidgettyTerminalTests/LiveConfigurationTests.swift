import Foundation
import Testing
import WidgettyHost
import WidgettyTestSupport
@testable import WidgettyTerminal

/// Re-reading the configuration as its path changes: a special file never blocks or runs forever, and is left behind.
@Suite struct LiveConfigurationTests {
    @Test func aLinkToADeviceIsRefusedAndALinkBackToAFileApplies() throws {
        let folder = try TemporaryFolders.make().path
        try "[[widget]]\nkind = \"stub\"\nlabel = \"A\"\n".write(toFile: folder + "/a.toml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "a.toml")
        var live = LiveConfiguration(path: folder + "/config.toml", registry: WidgetRegistry([StubWidget.self]))
        #expect(live.reread() == nil, "nothing changed since the start")

        try FileManager.default.removeItem(atPath: folder + "/config.toml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "/dev/zero")
        guard case .failure(let error)? = live.reread() else {
            Issue.record("/dev/zero is refused")
            return
        }
        #expect(LiveConfiguration.banner(for: error)
            == "Config not applied; the previous one still runs. config.toml: the configuration file is a character device, not a regular file; save the configuration as a regular file and point the path at it")
        #expect(live.reread() == nil, "the same problem is not reported again")

        try FileManager.default.removeItem(atPath: folder + "/config.toml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "a.toml")
        guard case .success(let config)? = live.reread() else {
            Issue.record("a.toml applies again")
            return
        }
        #expect(config.slots.count == 1)
    }
}
