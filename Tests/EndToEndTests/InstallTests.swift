import Foundation
import Testing
import WidgettyTestSupport

/// `make install` and `make uninstall` (scripts/install.sh) into a temporary DESTDIR, with the binaries `swift build` made.
@Suite struct InstallTests {
    static let installed = [
        "bin/widgetty", "share/bash-completion/completions/widgetty", "share/doc/widgetty/config.example.toml",
        "share/fish/vendor_completions.d/widgetty.fish", "share/man/man1/widgetty.1", "share/zsh/site-functions/_widgetty",
    ]

    /// Every file (not folder) under `root`, as paths relative to it, sorted.
    static func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                found.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return found.sorted()
    }

    @Test func installPutsTheProgramsManualCompletionsAndExampleAndUninstallRemovesExactlyThose() async throws {
        let root = try TemporaryFolders.make().appendingPathComponent("usr/local")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "someone else's".write(to: root.appendingPathComponent("bin/other"), atomically: true, encoding: .utf8)
        let script = BuiltBinary.packageRoot.appendingPathComponent("scripts/install.sh").path
        let build = URL(fileURLWithPath: BuiltBinary.path).deletingLastPathComponent().path

        let install = try await BuiltBinary.run(executable: script, ["install", build, root.path])
        #expect(install.status == 0, "\(install.error)")
        #expect(Self.files(under: root) == (Self.installed + ["bin/other"]).sorted())
        let manual = try String(contentsOf: root.appendingPathComponent("share/man/man1/widgetty.1"), encoding: .utf8)
        #expect(manual.hasPrefix(".TH WIDGETTY 1 "))
        let bash = try String(contentsOf: root.appendingPathComponent("share/bash-completion/completions/widgetty"), encoding: .utf8)
        #expect(bash.contains("complete ") && bash.contains("render") && bash.contains("--simulate-latency"))
        let fish = try String(contentsOf: root.appendingPathComponent("share/fish/vendor_completions.d/widgetty.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'widgetty'"))
        let installedBinary = root.appendingPathComponent("bin/widgetty").path
        #expect(try await BuiltBinary.run(executable: installedBinary, ["--version"]).output == "0.1.0\n", "the stripped program runs")
        let attributes = try FileManager.default.attributesOfItem(atPath: installedBinary)
        #expect((attributes[.posixPermissions] as? Int) == 0o755)
        try await Self.expectFetches(installedBinary)

        let uninstall = try await BuiltBinary.run(executable: script, ["uninstall", build, root.path])
        #expect(uninstall.status == 0, "\(uninstall.error)")
        #expect(Self.files(under: root) == ["bin/other"], "only what install put there is removed")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("share/doc/widgetty").path))
        #expect(uninstall.output.split(separator: "\n").count == Self.installed.count, "\(uninstall.output)")
    }

    /// An earlier install's fetch helper, a second program then, is removed by the next install and by uninstall.
    @Test func anEarlierInstallsFetchHelperIsRemovedByInstallAndByUninstall() async throws {
        let root = try TemporaryFolders.make().appendingPathComponent("usr/local")
        let helper = root.appendingPathComponent("bin/widgetty-fetch")
        try FileManager.default.createDirectory(at: helper.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = BuiltBinary.packageRoot.appendingPathComponent("scripts/install.sh").path
        let build = URL(fileURLWithPath: BuiltBinary.path).deletingLastPathComponent().path

        try "an earlier helper".write(to: helper, atomically: true, encoding: .utf8)
        let install = try await BuiltBinary.run(executable: script, ["install", build, root.path])
        #expect(install.status == 0, "\(install.error)")
        #expect(Self.files(under: root) == Self.installed.sorted(), "one program, and no helper beside it")
        #expect(install.output.contains("removed \(helper.path) (an earlier install's; no longer installed)"), "\(install.output)")

        try "an earlier helper".write(to: helper, atomically: true, encoding: .utf8)
        let uninstall = try await BuiltBinary.run(executable: script, ["uninstall", build, root.path])
        #expect(uninstall.status == 0, "\(uninstall.error)")
        #expect(Self.files(under: root) == [])
    }

    /// `program` (the one installed file) fetches: `render` runs it again as its own fetch helper, against a server on 127.0.0.1.
    static func expectFetches(_ program: String) async throws {
        let body = try BuiltBinary.ownForecast()
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let config = try HostileInputTests().weatherConfig(server)
        let render = try await BuiltBinary.run(executable: program, ["render", "--size", "49x30", "--config", config.path, "--at", "2026-11-22T10:30:00Z"],
                                               environment: HostileInputTests.environment)
        #expect(render.status == 0, "\(render.error)")
        #expect(render.output.contains("Overcast") && server.requests.count == 1, "fetched once: \(render.output)")
    }
}
