import Foundation
import Testing
import WidgettyTestSupport

/// A configuration reached through a symbolic link, as dotfiles set it up: live reload follows the link.
@Suite(.takesTurns) struct LinkedConfigSessionTests {
    @Test func aRepointedLinkAppliesItsFileAndASpecialFileKeepsTheOldOne() async throws {
        let first = try BuiltBinary.temporaryFile(DashboardSession.quietConfig, name: "a.toml")
        let folder = first.deletingLastPathComponent()
        let link = folder.appendingPathComponent("config.toml").path
        try DashboardSession.quietConfig.replacingOccurrences(of: "America/New_York", with: "Europe/Paris")
            .write(to: folder.appendingPathComponent("b.toml"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.toml")
        let runtime = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let tmux = try await TmuxSession(columns: 100, rows: 40, command: "\(BuiltBinary.path) --config \(link)",
                                   environment: ["NO_COLOR": "", "TZ": "UTC", "XDG_RUNTIME_DIR": runtime.path, "XDG_STATE_HOME": folder.path])
        try await tmux.waitFor(text: "New York", timeout: 30)

        try await repoint(link, to: "b.toml")
        let second = try await tmux.waitFor(text: "Paris")
        #expect(!second.contains { $0.contains("New York") }, "b.toml's widgets replace a.toml's")

        try await repoint(link, to: "/dev/zero")
        let banner = { @Sendable (screen: [String]) in screen.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        let refused = try await tmux.waitFor { banner($0).contains("not a regular file") }
        #expect(banner(refused).hasPrefix("Config not applied; the previous one still runs. config.toml: the configuration file is a character device, not a regular file"))
        // The banner covers Paris's row; its offset from UTC (the session's zone) still shows below.
        #expect(refused.contains { $0.contains(", +1h") }, "b.toml keeps running (today or, after 23:00 UTC, tomorrow)")

        try await repoint(link, to: "a.toml")
        let back = try await tmux.waitFor { screen in screen.contains { $0.contains("New York") } && !banner(screen).contains("Config not applied") }
        #expect(!back.contains { $0.contains("Paris") }, "a.toml applies again")
    }

    /// `ln -sfn target link`, as a person re-points a dotfiles link.
    private func repoint(_ link: String, to target: String) async throws {
        #expect(try await Subprocess.run(["ln", "-sfn", target, link]).status == 0)
    }
}
