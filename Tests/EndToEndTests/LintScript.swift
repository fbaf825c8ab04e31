import Foundation
import WidgettyTestSupport

/// A lint of `scripts/`, run by a test over a sample file or over the tree it guards.
struct LintScript {
    /// The script's file name in `scripts/`.
    let name: String

    /// The script's status and output over a new folder holding only `Sample.swift` with `source`.
    func run(over source: String) async throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        return try await Subprocess.run([path, folder.path], captureOutput: true)
    }

    /// The script's status and output over the folders it guards.
    func runOverTheTree() async throws -> (status: Int32, output: String) {
        try await Subprocess.run([path], captureOutput: true)
    }

    private var path: String { BuiltBinary.packageRoot.appendingPathComponent("scripts/\(name)").path }
}
