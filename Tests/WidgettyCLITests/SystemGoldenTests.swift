import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The system widget in every size, dark and light, from recorded and hand-written machines, compared with reviewed golden files.
@Suite(.serialized) struct SystemGoldenTests {
    /// The small, medium and large tiles of a machine; the small one shows `show`.
    static func configuration(show: String) -> String {
        """
        [dashboard]
        device = "414x896"
        [[widget]]
        kind = "system"
        size = "small"
        show = "\(show)"
        [[widget]]
        kind = "system"
        size = "medium"
        mounts = ["/", "/home", "/var", "/srv"]
        [[widget]]
        kind = "system"
        size = "large"
        mounts = ["/", "/home", "/var", "/srv"]
        """
    }

    @Test(arguments: [("vm", "cpu"), ("laptop", "battery"), ("full-disk", "memory"), ("restarted", "cpu")])
    func everySizeDarkAndLight(machine: String, show: String) async throws {
        let text = Self.configuration(show: show)
        let dark = try await GoldenRenderTests.frame(text, size: Size(width: 49, height: 50), scheme: .dark, machine: machine)
        let light = try await GoldenRenderTests.frame(text, size: Size(width: 49, height: 50), scheme: .light, machine: machine)
        #expect(dark.lines() == light.lines(), "the same text in both appearances")
        GoldenRenderTests.check(dark, "system-\(machine)-49x50.txt")
        GoldenRenderTests.check(dark, "system-\(machine)-49x50-dark.ansi", ansi: true)
        GoldenRenderTests.check(light, "system-\(machine)-49x50-light.ansi", ansi: true)
    }
}
