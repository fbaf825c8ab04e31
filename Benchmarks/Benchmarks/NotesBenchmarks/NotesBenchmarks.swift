import Benchmark
import Foundation
import NotesProvider
import WidgettyCLI
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// A folder of `count` notes (about 1.5 KB each: a heading, front matter on every tenth, tasks, a list and prose),
/// saved a minute apart, in the system's temporary folder; made once and kept, for measuring the dashboard by hand too.
func notesFolder(count: Int) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bench-notes-\(count)")
    let marker = folder.appendingPathComponent(".complete")
    guard !FileManager.default.fileExists(atPath: marker.path) else { return folder }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let start = Date(timeIntervalSince1970: 1_795_340_460)
    for index in 0..<count {
        var text = index % 10 == 0 ? "---\ntags: [bench, note\(index)]\n---\n" : ""
        text += "# Note \(index): 会議のメモ and plans\n\n"
        for task in 0..<8 { text += "- [\(task % 3 == 0 ? "x" : " ")] Task \(task) of note \(index), with `code` and a [link](https://example.com/\(task))\n" }
        text += "\n1. First\n2. Second\n> A quoted line\n\n"
        text += String(repeating: "Some prose that wraps across the tile, 日本語も少し。 ", count: 12) + "\n"
        let file = folder.appendingPathComponent("note-\(index).md")
        try? text.write(to: file, atomically: false, encoding: .utf8)
        try? FileManager.default.setAttributes([.modificationDate: start.addingTimeInterval(Double(-index * 60))], ofItemAtPath: file.path)
    }
    _ = FileManager.default.createFile(atPath: marker.path, contents: nil)
    return folder
}

/// Notes of 1 MiB (the most a note may be) in the shapes that once made the inline reader recurse or look ahead to
/// the line's end at every mark, or made the title's search read every line, each alone in a folder of its own.
let hostileNotes: [(name: String, text: String)] = {
    let size = 1 << 20
    let depth = size / 5
    let nested = String(repeating: "[", count: depth) + "x" + String(repeating: "](u)", count: depth)
    let marks = Array("[]()<>*_`!\\a :/")
    let mixed = String((0..<size).map { marks[($0 &* 7_919) % marks.count] })
    let prose = "Some prose that wraps across the tile, with words of every length and a comma, now and then. "
    let japanese = "会議のメモ、*強調*と**太字**と`コード`、[リンク](https://example.com)。日本語の文章が続く。"
    var shapes = [("nested link labels", nested), ("mixed marks", mixed), ("a*", String(repeating: "a*", count: size / 2)),
                  ("*a _b ", String(repeating: "*a _b ", count: size / 6)), ("lines of [", String(repeating: "[\n", count: size / 2)),
                  ("lines of a", String(repeating: "a\n", count: size / 2)),
                  ("lines of - [ ] x", String(repeating: "- [ ] x\n", count: size / 8)),
                  ("lines of 200 nested quotes and a task", String(repeating: String(repeating: ">", count: 200) + " - [x] a\n", count: size / 210)),
                  ("lines of list items nested up to 63 deep", (0..<size / 36).map { String(repeating: " ", count: $0 % 64) + "- b\n" }.joined()),
                  ("lines of # a", String(repeating: "# a\n", count: size / 4)),
                  ("lines of comments", String(repeating: "<!-- a -->\n", count: size / 11)),
                  ("lines of 会", String(repeating: "会\n", count: size / 4)),
                  ("plain text on one line", String(repeating: prose, count: size / prose.utf8.count + 1)),
                  ("CJK text with marks on one line", String(repeating: japanese, count: size / japanese.utf8.count + 1))]
    for mark in ["[", "<", "*", "_", "`", "!["] { shapes.append((mark, String(repeating: mark, count: size / mark.count))) }
    // Notes with no words for a title or preview (whole lines, none cut at the limit): every line could hold them, so
    // each is a line the search looks at; at most so many are read whole.
    let wordless = ["#", "# #", "[](u)", "![](u)", "> #", "---", "***", "- [ ] ", "<!-- -->", "` `"].map { ($0, $0) }
        + [("> (empty quotes)", "> "), ("- (empty items)", "- "), ("1. (empty items)", "1. "),
           ("U+3000 (ideographic space)", "\u{3000}"), ("U+200B (zero width space)", "\u{200B}")]
    for (name, line) in wordless { shapes.append(("lines of \(name)", String(repeating: line + "\n", count: size / (line.utf8.count + 1)))) }
    shapes += [("lines of ``` fences opened and closed", String(repeating: "```\n", count: size / 4)),
               ("empty lines in a fence", "```\n" + String(repeating: "\n", count: size - 4)),
               ("empty lines", String(repeating: "\n", count: size)),
               ("lines of a in a comment never closed", "<!--\n" + String(repeating: "a\n", count: (size - 5) / 2)),
               ("a title, then lines of [](u)", "a\n" + String(repeating: "[](u)\n", count: (size - 2) / 6)),
               ("[](u) on one line", String(repeating: "[](u)", count: size / 5))]
    // Cut at the limit on a character's boundary (the CJK text's characters are three bytes each).
    return shapes.map { shape in
        var text = Substring(shape.1)
        while text.utf8.count > size { text.removeLast() }
        return (name: shape.0, text: String(text))
    }
}()

/// A folder holding one note of `text`, made once and kept.
func folder(holding text: String, named name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bench-hostile-note-\(FNV1a.hex(name))")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: folder.appendingPathComponent("note.md"), atomically: true, encoding: .utf8)
    return folder
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                                timeUnits: .milliseconds, maxDuration: .seconds(30), maxIterations: 50)
    for count in [1_000, 10_000] {
        let folder = notesFolder(count: count)
        let context = WidgetContext(family: .large, displaySize: DisplaySize(columns: 43, rows: 22, widthPoints: 364, heightPoints: 382),
                                    timeZone: .utc, locale: .english,
                                    date: Date(timeIntervalSince1970: 1_795_340_460))
        for show in ["list", "note"] {
            let widget = NotesWidget(settings: WidgetSettings(options: NotesWidget.options,
                                                              values: ["path": .string(folder.path), "show": .string(show)]))
            // The provider's one timeline: list the folder, order it, open and parse the notes the tile can show.
            Benchmark("notes: timeline of a folder of \(count) notes (show = \(show))", configuration: configuration) { benchmark in
                let timeline = try await widget.provider.timeline(in: context)
                precondition(timeline.entries.first?.noteCount == count, "every note counted")
                blackHole(timeline)
            }
        }
    }
    // The dashboard's first frame of one large tile over the folder of 10,000 notes: load the configuration, start the
    // runner, wait for the tile's timeline, draw a 200 × 60 frame (what a start costs beyond the terminal's set-up).
    let tenThousand = notesFolder(count: 10_000)
    for show in ["list", "note"] {
        let text = "[[widget]]\nkind = \"notes\"\nsize = \"large\"\npath = \"\(tenThousand.path)\"\nshow = \"\(show)\"\n"
        let date = Date(timeIntervalSince1970: 1_795_340_460)
        Benchmark("notes: first frame of a folder of 10000 notes (show = \(show))", configuration: configuration) { benchmark in
            let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "bench.toml")
            let canvas = await HeadlessRenderer.render(config: config, registry: ProviderCatalog.registry, size: Size(width: 200, height: 60),
                                                       scheme: .dark, at: date, timeZone: .utc,
                                                       locale: .english)
            precondition(canvas.lines().contains { $0.contains(show == "list" ? "Notes" : "Note 0") }, "the tile shows the folder")
            blackHole(canvas)
        }
    }
    // A note shown whole is read line by line, each line's inline marks in one pass: under 100 ms for any note.
    let hostileConfiguration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds,
                                                       maxDuration: .seconds(10), maxIterations: 20)
    for note in hostileNotes {
        let widget = NotesWidget(settings: WidgetSettings(options: NotesWidget.options,
                                                          values: ["path": .string(folder(holding: note.text, named: note.name).path),
                                                                   "show": .string("note")]))
        let context = WidgetContext(family: .large, displaySize: DisplaySize(columns: 43, rows: 22, widthPoints: 364, heightPoints: 382))
        Benchmark("notes: a 1 MiB note of \(note.name) (show = note)", configuration: hostileConfiguration) { benchmark in
            let timeline = try await widget.provider.timeline(in: context)
            precondition(timeline.entries.first?.document != nil, "the note is read, not skipped")
            blackHole(timeline)
        }
    }
}
