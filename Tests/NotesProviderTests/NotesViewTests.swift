import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import NotesProvider

/// The views drawn from entries read from real folders, asserted line by line.
@Suite struct NotesViewTests {
    /// A folder with a Japanese task list, a Korean note, an English one and a todo.txt, one saved after another.
    private func folder() throws -> NotesFolder {
        let folder = try NotesFolder()
        try folder.write("買い物.md", "# 買い物リスト\n- [ ] 牛乳と卵をたくさん買っておくこと、忘れずに\n- [x] 醤油\n", minutesAgo: 5)
        try folder.write("메모.md", "---\ntags: [x]\n---\n# 회의 메모\n다음 주 화요일에 다시 만나기\n", minutesAgo: 130)
        try folder.write("plan.md", "# Plan\n1. Write the **draft**\n2. Read [the spec](https://example.com)\n> dim quote\n`code` and words\n", minutesAgo: 60 * 26)
        try folder.write("todo.txt", "(A) Call Mom +Family\nx Pay the bill\n", minutesAgo: 60 * 24 * 9)
        return folder
    }

    @Test func smallShowsTheFirstNoteItsLinesAndAge() async throws {
        let folder = try folder()
        let entry = try await folder.entry(family: .small)
        #expect(NotesFolder.lines(folder.widget(), entry, family: .small) == [
            "買い物リスト",
            "☐ 牛乳と卵をた…",
            "☑ 醤油",
            "",
            "",
            "",
            "",
            "5m",
        ])
    }

    @Test func mediumListsTheNewestNotesAsLinksWithTheirAges() async throws {
        let folder = try folder()
        let entry = try await folder.entry(family: .medium)
        let regions = HitRegions()
        #expect(NotesFolder.lines(folder.widget(), entry, family: .medium, regions: regions) == [
            "Notes                                 4",
            "買い物リスト                         5m",
            "☐ 牛乳と卵をたくさん買っておくこと、忘…",
            "회의 메모                            2h",
            "다음 주 화요일에 다시 만나기",
            "Plan                                 1d",
            "1. Write the draft",
            "+1 more",
        ])
        let links = regions.regions.compactMap { region -> String? in
            if case .openURL(let url) = region.action { url.lastPathComponent } else { nil }
        }
        #expect(links == ["買い物.md", "메모.md", "plan.md"])
    }

    /// Only the newest notes are read; "+N more" counts the folder, not what was read.
    @Test func moreCountsEveryNoteOfTheFolder() async throws {
        let folder = try NotesFolder()
        for index in 0..<150 { try folder.write("note-\(index).md", "# Note \(index)\n", minutesAgo: Double(index)) }
        let entry = try await folder.entry(family: .medium)
        let lines = NotesFolder.lines(folder.widget(), entry, family: .medium)
        #expect(lines.first == "Notes                               150")
        let shown = lines.filter { $0.hasPrefix("Note ") }.count
        #expect(shown > 0 && lines.last == "+\(150 - shown) more", "\(lines)")
    }

    /// The tile's own words follow the locale, as the other widgets' do: its heading and the notes' ages.
    @Test func inJapaneseTheHeadingAndAgesAreJapanese() async throws {
        let folder = try folder()
        let japanese = try #require(DateLocale.named("ja_JP"))
        let medium = try await folder.entry(family: .medium)
        #expect(NotesFolder.lines(folder.widget(), medium, family: .medium, locale: japanese).prefix(6) == [
            "メモ                                  4",
            "買い物リスト                        5分",
            "☐ 牛乳と卵をたくさん買っておくこと、忘…",
            "회의 메모                         2時間",
            "다음 주 화요일에 다시 만나기",
            "Plan                                1日",
        ])
        let small = try await folder.entry(family: .small)
        #expect(NotesFolder.lines(folder.widget(), small, family: .small, locale: japanese).last == "5分")
    }

    @Test func largeListShowsAboutEightNotes() async throws {
        let folder = try folder()
        let entry = try await folder.entry(family: .large)
        #expect(NotesFolder.lines(folder.widget(), entry, family: .large).prefix(10) == [
            "Notes                                 4",
            "買い物リスト                         5m",
            "☐ 牛乳と卵をたくさん買っておくこと、忘…",
            "회의 메모                            2h",
            "다음 주 화요일에 다시 만나기",
            "Plan                                 1d",
            "1. Write the draft",
            "Call Mom +Family                     9d",
            "✓ Pay the bill",
            "",
        ])
    }

    @Test func aListRowShowsItsPreviewTaskAsTheNoteViewDoes() async throws {
        let folder = try NotesFolder()
        try folder.write("todo.txt", "(A) Call Mom\nx 2026-11-20 call mum\n", minutesAgo: 5)
        try folder.write("tasks.md", "# Shop\n1. [ ] buy **milk**\n", minutesAgo: 10)
        let entry = try await folder.entry(family: .medium)
        #expect(NotesFolder.lines(folder.widget(), entry, family: .medium).prefix(5) == [
            "Notes                                 2",
            "Call Mom                             5m",
            "✓ 2026-11-20 call mum",
            "Shop                                10m",
            "1. ☐ buy milk",
        ])
        #expect(NotesFolder.lines(folder.widget(), entry, family: .medium, glyphs: .ascii)[2...4] == [
            "x 2026-11-20 call mum",
            "Shop                                10m",
            "1. [ ] buy milk",
        ], "the ASCII glyphs, never a hard-coded box")
        let canvas = NotesFolder.canvas(folder.widget(), entry, family: .medium)
        let secondary = Palette(scheme: .dark).color(.secondaryLabel, over: RGB(red: 0, green: 0, blue: 0))
        #expect(NotesFolder.styles(of: "2026-11-20 call mum", in: canvas).allSatisfy { $0.foreground == secondary && $0.muted },
                "a done task is dim, as in the note view")
        #expect(NotesFolder.styles(of: "milk", in: canvas).allSatisfy { $0.bold })
    }

    @Test func inlineMarksAreDrawnAsStylesWithoutTheirMarks() async throws {
        let folder = try NotesFolder()
        try folder.write("style.md", """
        # Style
        Some **strong** and *slanted* words with `code` in a line long enough to wrap onto a second row here
        snake_case_words, 2*3*4, a lone * and **unclosed, `*not*` and \\*escaped\\*
        1. [ ] buy **milk**
        東京は**晴れ**、*明日*は雨
        """)
        let values: [String: WidgetSettingValue] = ["show": .string("note")]
        let entry = try await folder.entry(values, family: .large)
        let regions = HitRegions()
        let lines = NotesFolder.lines(folder.widget(values), entry, family: .large, regions: regions)
        #expect(lines.prefix(6) == [
            "Style                               now",
            "Some strong and slanted words with code",
            "in a line long enough to wrap onto a",
            "second row here",
            "snake_case_words, 2*3*4, a lone * and",
            "**unclosed, *not* and *escaped*",
        ])
        #expect(lines[6...7] == ["1. ☐ buy milk", "東京は晴れ、明日は雨"])
        let canvas = NotesFolder.canvas(folder.widget(values), entry, family: .large)
        let secondary = Palette(scheme: .dark).color(.secondaryLabel, over: RGB(red: 0, green: 0, blue: 0))
        #expect(NotesFolder.styles(of: "strong", in: canvas).allSatisfy { $0.bold && !$0.italic })
        #expect(NotesFolder.styles(of: "slanted", in: canvas).allSatisfy { $0.italic && !$0.bold })
        #expect(NotesFolder.styles(of: "code", in: canvas).allSatisfy { $0.foreground == secondary })
        #expect(NotesFolder.styles(of: "Some ", in: canvas).allSatisfy { !$0.bold && !$0.italic && $0.foreground != secondary })
        #expect(NotesFolder.styles(of: "*not*", in: canvas).allSatisfy { $0.foreground == secondary && !$0.italic })
        #expect(NotesFolder.styles(of: "milk", in: canvas).allSatisfy { $0.bold })
        #expect(NotesFolder.styles(of: "晴れ", in: canvas).allSatisfy { $0.bold })
        #expect(NotesFolder.styles(of: "明日", in: canvas).allSatisfy { $0.italic })
        #expect(NotesFolder.styles(of: "は雨", in: canvas).allSatisfy { !$0.italic && !$0.bold })
        let toggles = regions.regions.filter { if case .toggle = $0.action { true } else { false } }
        #expect(toggles.count == 1, "the numbered task is a toggle")
    }

    @Test func largeNoteDrawsLightMarkdownWrappedByDisplayWidth() async throws {
        let folder = try folder()
        let values: [String: WidgetSettingValue] = ["show": .string("note"), "note": .string("plan.md")]
        let entry = try await folder.entry(values, family: .large)
        #expect(NotesFolder.lines(folder.widget(values), entry, family: .large).prefix(6) == [
            "Plan                                 1d",
            "1. Write the draft",
            "2. Read the spec",
            "▎ dim quote",
            "code and words",
            "",
        ])
        let tasks: [String: WidgetSettingValue] = ["show": .string("note"), "note": .string("買い物.md")]
        let list = try await folder.entry(tasks, family: .large)
        #expect(NotesFolder.lines(folder.widget(tasks), list, family: .large).prefix(5) == [
            "買い物リスト                         5m",
            "☐ 牛乳と卵をたくさん買っておくこと、忘",
            "  れずに",
            "☑ 醤油",
            "",
        ])
        let todo: [String: WidgetSettingValue] = ["show": .string("note"), "note": .string("todo.txt")]
        let done = try await folder.entry(todo, family: .large)
        #expect(NotesFolder.lines(folder.widget(todo), done, family: .large, glyphs: .ascii).prefix(3) == [
            "todo.txt                             9d",
            "(A) Call Mom +Family",
            "x Pay the bill",
        ])
    }

    @Test func escapesControlsAndBidiOverridesNeverReachTheCanvas() async throws {
        let folder = try NotesFolder()
        try folder.write("evil.md", "# Title\u{1B}[31m red\u{1B}]0;pwned\u{07}\n- [ ] a\u{9B}2Jb \u{202E}cba\u{202C} \u{0007}bell\n")
        let values: [String: WidgetSettingValue] = ["show": .string("note")]
        let entry = try await folder.entry(values, family: .large)
        let lines = NotesFolder.lines(folder.widget(values), entry, family: .large)
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) },
                    "\(line.debugDescription)")
        }
        #expect(lines[0].hasPrefix("Title"))
    }

    @Test func theSamplesSayTheyAreSamplesAndOfferNoToggles() {
        let entry = NotesSample.entry(at: NotesFolder.now)
        let widget = NotesWidget(settings: WidgetSettings(options: NotesWidget.options, values: ["path": .string("widgetty:demo"), "show": .string("note")]))
        let regions = HitRegions()
        let lines = NotesFolder.lines(widget, entry, family: .large, regions: regions)
        #expect(lines.first == "Today                sample · read-only")
        #expect(regions.regions.isEmpty)
        #expect(NotesFolder.lines(widget, entry, family: .medium).first == "Sample notes read-only                3")
    }

    /// A line's runs are joined into one text at once, each keeping its style, as `Text + Text` joins them (one `+` at a
    /// time copied all joined so far: a line of `a*` runs took seconds to draw in a debug build).
    @Test func aLineOfManyRunsIsOneTextWithEachRunsStyle() {
        let inline = NoteInline(markdown: "a **b** *c* `d`")
        let view = NoteLineView(line: NoteDocument.Line(index: 0, block: .paragraph(inline)), glyphs: NoteGlyphs(.unicode))
        let text = view.styled(inline)
        #expect(text.content == "a b c d")
        #expect(text.runs == [TextRun("a "), TextRun("b", style: .init(bold: true)), TextRun(" "), TextRun("c", style: .init(italic: true)),
                              TextRun(" "), TextRun("d", style: .init(foreground: NoteLineView.codeColor))])
        let many = NoteInline(markdown: String(repeating: "a*", count: 30_000)[...])
        #expect(view.styled(many).content.count == NoteDocument.lineCharacterLimit, "a line is cut at the limit")
        #expect(view.styled(many).runs.count == NoteDocument.lineCharacterLimit, "every a in a run of its own")
    }
}
