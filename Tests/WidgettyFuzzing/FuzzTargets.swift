// Fuzzing reads internals through `@testable import`, which only a debug build allows: in a release build of the
// package (`swift build -c release`) this module is empty. `make fuzz` and the corpus tests build it in debug.
#if DEBUG
import Foundation
import WidgettyCLI
import WidgettyHost
import WidgettyKit
import WidgettyRender
@testable import CalendarProvider
@testable import CommandProvider
@testable import NotesProvider
@testable import WeatherProvider
@testable import WidgettyTerminal

/// What the fuzzer (`make fuzz`) and the seed-corpus tests feed bytes to: each place widgetty reads
/// data it does not control. Each target checks what must hold whatever the bytes (a `precondition`
/// the fuzzer reports as a crash), beyond not trapping.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A configuration file through the TOML loader and every kind's option checks.
    case config
    /// An Open-Meteo answer through the decoder, the timeline and the three weather views.
    case openMeteo = "open-meteo"
    /// A line sent to the control socket.
    case controlRequest = "control-request"
    /// Bytes the terminal sends: its replies to the start-up probe, and keys, mouse, paste and focus reports.
    case rawInput = "raw-input"
    /// Text from outside through the screen's sanitiser and the command line's escaping.
    case sanitizer
    /// An iCalendar file through libical, the expansion over two months, and the three calendar views.
    case icalendar
    /// A command widget's timeline document through the decoder and the views it makes, drawn.
    case timelineDocument = "timeline-document"
    /// A command widget's text output through the escape filter.
    case printedText = "printed-text"
    /// A note through the Markdown reader (its lines, then each line's inline marks; the first byte picks `.md` or
    /// `.txt`) and the large note view, drawn.
    case note
    /// An xbar plugin's output through its reader and the rows it makes, drawn.
    case xbar

    /// Runs the target on `bytes`.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .config: Self.config(bytes)
        case .openMeteo: Self.openMeteo(Data(bytes))
        case .controlRequest: Self.controlRequest(Array(bytes))
        case .rawInput: Self.rawInput(bytes)
        case .sanitizer: Self.sanitizer(String(decoding: bytes, as: UTF8.self))
        case .icalendar: Self.icalendar(String(decoding: bytes, as: UTF8.self))
        case .timelineDocument: Self.timelineDocument(Data(bytes))
        case .printedText: Self.printedText(String(decoding: bytes, as: UTF8.self))
        case .note: Self.note(Array(bytes))
        case .xbar: Self.xbar(String(decoding: bytes, as: UTF8.self))
        }
    }

    private static func config(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        do {
            let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "fuzz.toml")
            precondition(!config.slots.isEmpty, "a configuration that loads shows something")
        } catch {
            precondition(!error.diagnostics.isEmpty, "a configuration that does not load says why")
        }
    }

    private static let moment = Date(timeIntervalSince1970: 1_770_414_000)

    private static func openMeteo(_ body: Data) {
        guard let forecast = try? ForecastDecoder.forecast(from: body) else { return }
        let timeline = WeatherTimeline.timeline(for: forecast, place: "Fuzz", at: moment)
        for entry in timeline.entries.prefix(2) {
            for (family, size) in [(WidgetFamily.small, Size(width: 16, height: 8)), (.medium, Size(width: 39, height: 8)),
                                   (.large, Size(width: 39, height: 20))] {
                let context = WidgetContext(family: family, displaySize: DisplaySize(columns: size.width + 4, rows: size.height + 2,
                                                                                     widthPoints: 0, heightPoints: 0))
                let black = RGB(red: 0, green: 0, blue: 0)
                var canvas = Canvas(size: size, style: CellStyle(foreground: black, background: black))
                ViewRenderer.render(WeatherView.view(entry: entry, context: context, glyphs: .unicode), in: canvas.bounds,
                                    canvas: &canvas, environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
            }
        }
    }

    private static func icalendar(_ text: String) {
        let zone = ZoneDatabase.system.zone(named: "Asia/Tokyo")!
        let window = DateInterval(start: moment.addingTimeInterval(-30 * 86_400), end: moment.addingTimeInterval(30 * 86_400))
        guard let reading = try? ICalendarReader.read(text, window: window, viewerZone: zone) else { return }
        precondition(reading.events.count <= ExpansionLimits.occurrencesPerCalendar, "expansion is bounded")
        let entry = CalendarEntry(date: moment, relevance: nil, timeZone: zone, events: reading.events,
                                  marks: CalendarProvider.marks(of: reading.events, zone: zone, within: window),
                                  sources: [CalendarEntry.Source(name: reading.name ?? "Fuzz", color: .blue)], problems: reading.notes, notes: [])
        let widget = CalendarWidget(settings: WidgetSettings())
        for (family, size) in [(WidgetFamily.small, Size(width: 16, height: 8)), (.medium, Size(width: 39, height: 8)),
                               (.large, Size(width: 39, height: 20))] {
            let context = WidgetContext(family: family, displaySize: DisplaySize(columns: size.width + 4, rows: size.height + 2,
                                                                                 widthPoints: 0, heightPoints: 0), timeZone: zone)
            let black = RGB(red: 0, green: 0, blue: 0)
            var canvas = Canvas(size: size, style: CellStyle(foreground: black, background: black))
            ViewRenderer.render(widget.view(entry: entry, context: context), in: canvas.bounds,
                                canvas: &canvas, environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
        }
    }

    private static func controlRequest(_ bytes: [UInt8]) {
        switch ControlRequest.parse(bytes) {
        case .success(.reload(let kind)):
            precondition(kind.map { !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } } ?? true)
        case .failure(let problem):
            precondition(!problem.reply.unicodeScalars.contains { $0.value < 0x20 }, "a reply is one line of text")
        }
    }

    private static func rawInput(_ bytes: UnsafeRawBufferPointer) {
        _ = TerminalReport.parse(String(decoding: bytes, as: UTF8.self))
        // The bytes in two reads split at a point the first byte picks, then whatever is left.
        var decoder = InputDecoder()
        let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        var events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
        events += decoder.flush()
        precondition(!decoder.isWaiting, "a flush leaves nothing waiting")
        for case .paste(let text) in events {
            precondition(!text.unicodeScalars.contains { $0 == "\u{1B}" }, "a paste never carries an escape")
        }
    }

    private static func sanitizer(_ text: String) {
        let isControl = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
        precondition(!TextSanitizer.clean(text).unicodeScalars.contains(where: isControl), "the screen gets no control character")
        precondition(!TextSanitizer.escaped(text).unicodeScalars.contains { isControl($0) && $0 != "\n" && $0 != "\t" },
                     "the command line gets no control character but line breaks and tabs")
        precondition(!TextSanitizer.escapingControlsInJSON(text).unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    }

    private static func timelineDocument(_ bytes: Data) {
        let document: TimelineDocument
        do {
            document = try TimelineDocument.read(bytes, now: moment)
        } catch {
            precondition(!error.description.isEmpty, "a document that does not load says why")
            return
        }
        let renderer = ViewNodeRenderer(launch: { CommandLaunch(arguments: $0, workingDirectory: nil, environment: [:]) })
        let black = RGB(red: 0, green: 0, blue: 0)
        for node in document.entries.prefix(3).map(\.view) + [document.placeholder].compactMap({ $0 }) {
            var canvas = Canvas(size: Size(width: 39, height: 8), style: CellStyle(foreground: black, background: black))
            ViewRenderer.render(renderer.view(for: node), in: canvas.bounds, canvas: &canvas,
                                environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
        }
    }

    private static func printedText(_ text: String) {
        for run in PrintedText.lines(text).joined() {
            precondition(!run.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                         "printed text keeps no escape or control character")
        }
    }

    private static func note(_ bytes: [UInt8]) {
        let name = bytes.first.map { $0 % 4 == 0 } == true ? "fuzz.txt" : "fuzz.md"
        let file = NoteFile(bytes: bytes, version: NoteVersion(size: bytes.count, modified: 0, hash: FNV1a.hash(bytes)), modified: moment)
        let document = NoteDocument(name: name, path: name, file: file, isPinned: false)
        let lines = NoteParser.lines(of: file.text)
        for line in document.lines {
            precondition(lines.indices.contains(line.index), "a line keeps its index in the file")
            // Marks are dropped, escapes and code spans shortened: a line's words are never longer than it.
            precondition(line.block.plainText.utf8.count <= lines[line.index].utf8.count, "no line grows when read")
        }
        let entry = NotesEntry(date: moment, folder: "~/notes", isMissing: false, isSample: false, notes: [document.summary],
                               noteCount: 1, document: document, documentProblem: nil, skipped: [])
        let widget = NotesWidget(settings: WidgetSettings(options: NotesWidget.options, values: ["path": .string("/tmp"), "show": .string("note")]))
        for (family, size) in [(WidgetFamily.small, Size(width: 16, height: 8)), (.large, Size(width: 39, height: 20))] {
            let context = WidgetContext(family: family, displaySize: DisplaySize(columns: size.width + 4, rows: size.height + 2,
                                                                                 widthPoints: 0, heightPoints: 0))
            draw(widget.view(entry: entry, context: context), size: size)
        }
    }

    private static func xbar(_ text: String) {
        let menu = XbarOutput.parse(text, scheme: .dark)
        precondition(menu.titles.count + menu.rows.count <= XbarOutput.maxLines, "at most the lines read")
        for item in menu.titles + menu.rows.compactMap({ if case .item(let item) = $0 { item } else { nil } }) {
            for run in item.runs {
                precondition(!run.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                             "an xbar row keeps no escape or control character")
            }
        }
        let launch: @Sendable ([String]) -> CommandLaunch = { CommandLaunch(arguments: $0, workingDirectory: nil, environment: [:]) }
        for title in [menu.titles.first, menu.titles.last] {
            draw(CommandEntryView(entry: CommandEntry(date: moment, relevance: nil, content: .menu(title: title, rows: menu.rows)),
                                  placeholderTitle: "Fuzz", launch: launch), size: Size(width: 39, height: 20))
        }
    }

    /// Draws `view` on a canvas of `size`.
    private static func draw(_ view: any View, size: Size) {
        let black = RGB(red: 0, green: 0, blue: 0)
        var canvas = Canvas(size: size, style: CellStyle(foreground: black, background: black))
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas,
                            environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
    }
}
#endif
