import Foundation
import Testing
import WidgettyTestSupport

/// `widgetty preview --watch` in tmux on a document the test edits, as a designer saves it.
@Suite struct PreviewSessionTests {
    static let document = #"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "First design"}}]}"#

    @Test func eachSaveRedrawsAndABrokenSaveShowsItsProblemOverTheLastDrawing() async throws {
        let file = try BuiltBinary.temporaryFile(Self.document, name: "design.json")
        let tmux = try TmuxSession(columns: 110, rows: 60, command: "\(BuiltBinary.path) preview --watch \(file.path)",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        let first = try await tmux.waitFor(text: "First design", timeout: 30)
        #expect(first.filter { $0.contains("First design") }.count == 3, "small, medium and large")

        try Self.document.replacingOccurrences(of: "First", with: "Second").write(to: file, atomically: true, encoding: .utf8)
        let second = try await tmux.waitFor(text: "Second design")
        #expect(!second.contains { $0.contains("First design") })

        try #"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let broken = try await tmux.waitFor(text: "unknown view")
        #expect(broken.first?.hasPrefix(#"⚠ entries[0].view: unknown view "txt"; did you mean "text"?"#) == true, "\(broken.first ?? "")")
        #expect(broken.contains { $0.contains("Second design") }, "the last good drawing stays")
    }
}
