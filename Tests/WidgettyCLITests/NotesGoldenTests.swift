import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport

/// The notes widget in all sizes (large as a list and as one note), dark and light, over a folder written here with
/// English, Japanese and Korean notes and a todo.txt, saved at set times. Read by eye before committing.
extension GoldenRenderTests {
    /// The moment drawn: 2026-11-23 09:41 UTC.
    static let notesMoment = Date(timeIntervalSince1970: 1_795_340_460 + 32 * 3600)

    /// A folder of notes, each saved some minutes before `notesMoment`.
    static func notesFolder() throws -> String {
        let folder = try TemporaryFolders.make().appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let notes: [(String, Double, String)] = [
            ("todo.md", 12, "# Today\n- [x] Water the plants\n- [ ] Call the dentist before five, or the appointment moves to next week\n"
                + "  - [ ] Ask about the `x-ray`\n1. Buy oat milk\n> Slow is smooth.\n"),
            ("買い物.md", 95, "---\ntags: [家]\n---\n# 買い物リスト\n- [ ] 牛乳と卵\n- [x] 醤油\n"),
            ("회의.md", 60 * 27, "# 회의 메모\n다음 주 화요일에 다시 만나기\n"),
            ("todo.txt", 60 * 24 * 4, "(A) Renew the passport +Travel\n(B) Book the train @Phone\nx Pay the electricity bill\n"),
            ("ideas.md", 60 * 24 * 20, "A widget for the tide tables\n"),
        ]
        for (name, minutes, text) in notes {
            let file = folder.appendingPathComponent(name)
            try saveInPlace(text, to: file.path)
            try FileManager.default.setAttributes([.modificationDate: notesMoment.addingTimeInterval(-minutes * 60)], ofItemAtPath: file.path)
        }
        return folder.path
    }

    /// Small, medium, large list and large note over `folder`.
    static func notesConfiguration(_ folder: String) -> String {
        let widgets = [("small", ""), ("medium", ""), ("large", ""), ("large", "show = \"note\"\nnote = \"todo.md\"\n")].map { size, more in
            "[[widget]]\nkind = \"notes\"\nsize = \"\(size)\"\npath = \"\(folder)\"\n\(more)"
        }
        return "[dashboard]\ndevice = \"414x896\"\n\n" + widgets.joined(separator: "\n")
    }

    @Test func notesInEverySizeInDarkAndLight() async throws {
        let configuration = Self.notesConfiguration(try Self.notesFolder())
        let size = Size(width: 49, height: 76)
        let dark = try await GoldenRenderTests.frame(configuration, size: size, scheme: .dark, locale: DateLocale.english, at: Self.notesMoment)
        let light = try await GoldenRenderTests.frame(configuration, size: size, scheme: .light, locale: DateLocale.english, at: Self.notesMoment)
        #expect(dark.lines() == light.lines(), "the same text in both appearances")
        GoldenRenderTests.check(dark, "notes-49x76.txt")
        GoldenRenderTests.check(dark, "notes-49x76-dark.ansi", ansi: true)
        GoldenRenderTests.check(light, "notes-49x76-light.ansi", ansi: true)
    }
}
