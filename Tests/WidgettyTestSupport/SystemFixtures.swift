import Foundation

/// The recorded and hand-written machines in `Tests/Fixtures/system` for the system widget (see its README).
public enum SystemFixtures {
    /// The folder of the machine called `name` ("vm", "laptop", "full-disk").
    public static func folder(_ name: String, testFile: String = #filePath) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/system/\(name)")
    }

    /// The widget keys that read machine `name`: its proc and sys folders, and a copy of its history in a
    /// temporary state folder (the provider writes its history back, and fixtures stay as committed).
    public static func keys(_ name: String) throws -> String {
        let folder = folder(name)
        let state = try TemporaryFolders.make()
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("state").path)) ?? [] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent("state/\(file)"), to: state.appendingPathComponent(file))
        }
        return """
        proc_root = "\(folder.appendingPathComponent("proc").path)"
        sys_root = "\(folder.appendingPathComponent("sys").path)"
        state_dir = "\(state.path)"
        """
    }

    /// `configuration` with every system widget reading machine `name`.
    public static func pinned(_ configuration: String, to name: String) throws -> String {
        guard configuration.contains(#"kind = "system""#) else { return configuration }
        return configuration.replacingOccurrences(of: #"kind = "system""#, with: "kind = \"system\"\n" + (try keys(name)))
    }
}
