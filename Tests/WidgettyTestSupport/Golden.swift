import Foundation

/// Compares text with a golden file; `WIDGETTY_UPDATE_GOLDEN=1` rewrites the file instead.
///
/// Golden files are reviewed by eye before they are committed.
public enum Golden {
    /// The golden folder of the test target whose file calls this.
    public static func directory(forTestFile file: String) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Nil when `actual` matches the golden file; otherwise a description of the first difference.
    public static func mismatch(_ actual: String, name: String, testFile: String = #filePath) -> String? {
        mismatch(actual, at: directory(forTestFile: testFile).appendingPathComponent(name))
    }

    /// Nil when `actual` matches the file at `url` (a generated page of docs/); otherwise the first difference.
    public static func mismatch(_ actual: String, at url: URL) -> String? {
        let name = url.lastPathComponent
        if ProcessInfo.processInfo.environment["WIDGETTY_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "golden file \(name) is missing; run the tests with WIDGETTY_UPDATE_GOLDEN=1, look at it, and commit it"
        }
        guard expected != actual else { return nil }
        let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<none>"
            let got = index < actualLines.count ? actualLines[index] : "<none>"
            if want != got { return "\(name) differs at line \(index + 1):\n expected: \(want)\n actual:   \(got)" }
        }
        return "\(name) differs"
    }
}
