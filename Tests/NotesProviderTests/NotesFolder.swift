import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import NotesProvider

/// A temporary notes folder for a test: files written with set modification times, a widget over it, and its views as lines.
struct NotesFolder {
    /// The moment the tests are asked about: 2026-11-22 15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_359_600)
    /// The recorded notes (todo.txt files, English, Korean and Japanese Markdown).
    static let fixtures = SharedFixtures.folder.appendingPathComponent("notes")

    let url: URL
    var path: String { url.path }

    /// A new empty folder.
    init() throws {
        url = try TemporaryFolders.make().appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    /// Writes `text` as `name`, saved `minutesAgo` minutes before `now`.
    @discardableResult
    func write(_ name: String, _ text: String, minutesAgo: Double = 0) throws -> String {
        try write(name, bytes: Array(text.utf8), minutesAgo: minutesAgo)
    }

    /// Writes `bytes` as `name`, saved `minutesAgo` minutes before `now`.
    @discardableResult
    func write(_ name: String, bytes: [UInt8], minutesAgo: Double = 0) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        try touch(name, minutesAgo: minutesAgo)
        return file.path
    }

    /// Sets the modification time of `name` to `minutesAgo` minutes before `now`.
    func touch(_ name: String, minutesAgo: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Self.now.addingTimeInterval(-minutesAgo * 60)],
                                              ofItemAtPath: url.appendingPathComponent(name).path)
    }

    /// Copies the recorded fixtures in, the first named the newest and each next one an hour older.
    func copyFixtures(_ names: [String]) throws {
        for (index, name) in names.enumerated() {
            try write(name, bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name))), minutesAgo: Double(index) * 60)
        }
    }

    /// The bytes of `name` now.
    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url.appendingPathComponent(name)))
    }

    /// A widget over this folder with `values` besides its path.
    func widget(_ values: [String: WidgetSettingValue] = [:]) -> NotesWidget {
        var values = values
        values["path"] = values["path"] ?? .string(path)
        return NotesWidget(settings: WidgetSettings(options: NotesWidget.options, values: values))
    }

    /// The context of a tile of `family`, lending `services`.
    static func context(_ family: WidgetFamily, services: WidgetServices = .unavailable, glyphs: GlyphStyle = .unicode,
                        locale: DateLocale = .english) -> WidgetContext {
        let size: DisplaySize = switch family {
        case .small: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169)
        case .medium: DisplaySize(columns: 43, rows: 10, widthPoints: 360, heightPoints: 169)
        default: DisplaySize(columns: 43, rows: 22, widthPoints: 360, heightPoints: 376)
        }
        return WidgetContext(family: family, displaySize: size, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                             locale: locale, glyphStyle: glyphs, date: now, services: services)
    }

    /// The entry the widget's provider gives now.
    func entry(_ values: [String: WidgetSettingValue] = [:], family: WidgetFamily = .large,
               services: WidgetServices = .unavailable) async throws -> NotesEntry {
        let timeline = try await widget(values).provider.timeline(in: Self.context(family, services: services))
        return try #require(timeline.entries.first)
    }

    /// The toggle of the task on `line` of `name` as the large note view draws it now.
    func toggle(_ name: String, line: Int) async throws -> ToggleNoteTask {
        let drawn = try await entry(["show": .string("note"), "note": .string(name)])
        let document = try #require(drawn.document)
        let shown = try #require(document.lines.first { $0.index == line })
        guard case .checkbox(_, _, let isChecked, _) = shown.block else { throw WidgetProblem("line \(line) is no task") }
        return ToggleNoteTask(path: document.summary.path, name: name, line: line, isChecked: isChecked, version: document.version)
    }

    /// The tile's content (inside its margins) as lines, drawn from `entry`.
    static func lines(_ widget: NotesWidget, _ entry: NotesEntry, family: WidgetFamily, glyphs: GlyphStyle = .unicode,
                      regions: HitRegions? = nil, locale: DateLocale = .english) -> [String] {
        canvas(widget, entry, family: family, glyphs: glyphs, regions: regions, locale: locale).lines()
    }

    /// The styles of the cells `text` is drawn in, at its first place on the canvas; empty where it is not drawn.
    static func styles(of text: String, in canvas: Canvas) -> [CellStyle] {
        let lines = canvas.lines()
        guard let y = lines.firstIndex(where: { $0.contains(text) }), let start = lines[y].range(of: text)?.lowerBound else { return [] }
        // Columns count cells: a wide character before the text takes two.
        let x = lines[y][..<start].reduce(0) { $0 + GraphemeWidth.of($1) }
        var styles: [CellStyle] = []
        var column = x
        for character in text {
            styles.append(canvas[column, y].style)
            column += GraphemeWidth.of(character)
        }
        return styles
    }

    /// The canvas a view of `entry` draws on, in a dark tile of the family's size.
    static func canvas(_ widget: NotesWidget, _ entry: NotesEntry, family: WidgetFamily, glyphs: GlyphStyle = .unicode,
                       regions: HitRegions? = nil, locale: DateLocale = .english) -> Canvas {
        let context = Self.context(family, glyphs: glyphs, locale: locale)
        let black = RGB(red: 0, green: 0, blue: 0)
        var canvas = Canvas(size: Size(width: context.displaySize.columns - 4, height: context.displaySize.rows - 2),
                            style: CellStyle(foreground: black, background: black))
        var environment = RenderEnvironment(palette: Palette(scheme: .dark), background: black)
        if let regions {
            regions.beginWidget(0, tile: canvas.bounds)
            environment.hitRegions = regions
        }
        ViewRenderer.render(widget.view(entry: entry, context: context), in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas
    }
}
