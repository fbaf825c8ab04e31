import Foundation
import Testing
import WidgettyTestSupport

/// `scripts/lint-conversions.sh`, which `make test` runs over the tree: it must fire on the conversions that trap.
@Suite struct ConversionLintTests {
    func lint(_ source: String) async throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        let result = try await Subprocess.run([BuiltBinary.packageRoot.appendingPathComponent("scripts/lint-conversions.sh").path, folder.path],
                                        captureOutput: true)
        return (result.status, result.output)
    }

    @Test func anUncheckedRoundingIsFlaggedWithItsLine() async throws {
        let (status, output) = try await lint("let a = 1\nlet b = Int(value.rounded())\nlet c = Int64(seconds * 1000)\n")
        #expect(status == 1)
        #expect(output.contains("Sample.swift:2: unchecked Int(value.rounded())"))
        #expect(output.contains("Sample.swift:3: unchecked Int64(seconds * 1000)"))
    }

    @Test func checkedConversionsAndParsingPass() async throws {
        let (status, output) = try await lint("let a = Int(exactly: value.rounded())\nlet b = Int(text)\nlet c = Int(clamping: big)\n")
        #expect(status == 0, "\(output)")
    }

    @Test func theTreeIsClean() async throws {
        let result = try await Subprocess.run([BuiltBinary.packageRoot.appendingPathComponent("scripts/lint-conversions.sh").path], captureOutput: true)
        #expect(result.status == 0, "\(result.output)")
    }
}
