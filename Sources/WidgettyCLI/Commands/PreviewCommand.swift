import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTerminal

/// `widgetty preview FILE`: a widget design in every size it comes in, dark and light side by side.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw one widget at every size, dark and light.",
        discussion: "Dark and light side by side: a timeline document (JSON) or a TOML file whose first [[widget]] is drawn.")

    @Argument(help: ArgumentHelp("A widgetty timeline document (.json) or a configuration whose first widget is drawn.", valueName: "FILE"))
    var file: String

    @Option(help: ArgumentHelp("The moment to show, in ISO 8601 (default: now).", valueName: "ISO8601"))
    var at: Timestamp?

    @Flag(help: "Draw the loading state (the placeholder, redacted).")
    var placeholder = false

    @Flag(help: "Color the output with 24-bit SGR escape sequences.")
    var ansi = false

    @Flag(help: "Draw again each time FILE is saved (until q or an interrupt); a document that does not read shows its problem above the last good drawing. Keys: ←/→ step through the timeline's entries, t toggles the placeholder, q quits.")
    var watch = false

    func run() throws {
        guard watch else {
            // A document that does not read is said here, with its path in it, and the status is not 0: a sheet of
            // six tiles each carrying the same error is no answer to "is my design right?".
            if !file.hasSuffix(".toml"), let problem = Self.documentProblem(file) {
                Console.error("widgetty: \(file): \(problem)")
                throw ExitCode(1)
            }
            let widget = try Self.widget(from: file)
            let lines = sheet(widget, content: placeholder ? .placeholders : .timelines).lines(at: moment, availableWidth: WindowSize.current()?.columns)
            return print(lines.joined(separator: "\n"))
        }
        // A document is drawn from the copy that was checked, so a save landing between the check and the drawing
        // never draws a document the banner did not judge; the next save's event draws that one.
        guard FileManager.default.fileExists(atPath: file) else {
            Console.error("widgetty: \(file) does not exist; give the timeline document or TOML file to preview")
            throw ExitCode(1)
        }
        let snapshot = file.hasSuffix(".toml") ? nil : try Self.snapshotFile()
        defer { if let snapshot { try? FileManager.default.removeItem(at: snapshot.deletingLastPathComponent()) } }
        var widget = try Self.widget(from: file, reading: snapshot?.path)
        var lastGood: PreviewSheet?
        var banner: String?
        var selection = PreviewSelection(showsPlaceholder: placeholder)
        let watching = FileChangeLoop.run(watching: URL(fileURLWithPath: file), onChange: {
            if snapshot == nil {
                // A TOML file is read again at each save: its widget, or its first problem over the last drawing.
                switch Self.firstWidget(of: file) {
                case .success(let saved): (widget, banner) = (saved, nil)
                case .failure(let problem): banner = problem.description
                }
            } else {
                banner = snapshot.flatMap(checkDocument)
            }
            if banner == nil { lastGood = sheet(widget, content: .timelines) }
            draw(lastGood, banner: banner, selection: &selection, widget: widget)
        }, onInput: { event in
            let effect: PreviewSelection.Effect
            switch event {
            case .key(let key):
                let page = max(1, (WindowSize.current()?.rows ?? 24) - 4)
                effect = selection.press(key, entryDates: lastGood?.entryDates ?? [], at: moment, pageRows: page)
            case .mouse(let mouse):
                guard case .wheel(let notches) = mouse.kind else { return true }
                effect = selection.scroll(by: notches.multipliedReportingOverflow(by: 3).partialValue)
            default:
                return true
            }
            if effect == .redraw { draw(lastGood, banner: banner, selection: &selection, widget: widget) }
            return effect != .quit
        })
        if !watching {
            Console.error("widgetty: cannot watch \(file) (inotify is unavailable)")
            throw ExitCode(1)
        }
    }

    /// The moment shown: `--at`, else now (read once, so stepping through entries is measured from one moment).
    private var moment: Date { at?.date ?? Self.started }

    /// When the command started.
    private static let started = Date()
    /// Clears the screen and draws the banner (a problem, escaped as Console escapes it), the selection's status
    /// line and the sheet: the placeholder, or the last good drawing at the chosen entry, from the selection's scroll
    /// (kept within the sheet). Everything is made first and written at once, so the screen is never seen half drawn.
    private func draw(_ sheet: PreviewSheet?, banner: String?, selection: inout PreviewSelection, widget: WidgetConfig) {
        let dates = sheet?.entryDates ?? []
        let shown = selection.showsPlaceholder ? self.sheet(widget, content: .placeholders) : sheet
        let terminal = WindowSize.current()
        // Laid out to the pane's width, so the terminal never wraps them: the problem on up to three rows, the status on one.
        let problem = banner.map { "⚠ " + TextSanitizer.escaped($0) }
        let status = selection.status(entryDates: dates, at: moment, timeZone: .current)
        let top = terminal.map { terminal in
            (problem.map { Array(TextWrap.lines($0, width: terminal.columns).prefix(3)) } ?? [])
                + [TextTruncation.truncate(status, toWidth: terminal.columns)]
        } ?? ((problem.map { [$0] } ?? []) + [status])
        var drawing = shown?.lines(at: selection.showsPlaceholder ? moment : selection.date(entryDates: dates, at: moment),
                                   availableWidth: terminal?.columns) ?? []
        // What does not fit the pane scrolls under the banner and the status line, which stay in sight; a line
        // under it says how much is below.
        if let rows = terminal?.rows, top.count + drawing.count >= rows {
            let kept = max(1, rows - top.count - 2)
            selection.clampScroll(lines: drawing.count, rows: kept)
            let below = drawing.count - selection.scroll - kept
            let shown = Array(drawing.dropFirst(selection.scroll).prefix(kept))
            let footer = below > 0 ? "… \(CountedNoun.phrase(below, "more line")) below (j/k, PgDn, G)" : "— end (\(CountedNoun.phrase(selection.scroll, "line")) above; k, PgUp, g)"
            // One row, whatever the width: a wrapped footer would push the status line off the top.
            drawing = shown + [TextTruncation.truncate(footer, toWidth: terminal?.columns ?? footer.count)]
        } else {
            selection.scroll = 0
        }
        StandardStream.output.write(("\u{1B}[H\u{1B}[2J" + (top + drawing).joined(separator: "\n") + "\n"))
    }

    /// `widget` loaded with `content` at the moment shown.
    private func sheet(_ widget: WidgetConfig, content: HeadlessRenderer.Content) -> PreviewSheet {
        let environment = ProcessEnvironment.current()
        let date = moment
        return blockingAwait {
            await PreviewSheet.load(widget: widget, registry: ProviderCatalog.registry, at: date, content: content, ansi: ansi,
                                    locale: EnvironmentLocale.locale(from: environment), services: .live(environment: environment))
        }
    }

    /// Reads the document (up to one byte over the limit, so a longer one is refused, not cut) and copies it to
    /// `snapshot` when it reads; returns what is wrong with it, or nil.
    private func checkDocument(into snapshot: URL) -> String? {
        guard let bytes = (try? BoundedFile.prefix(atPath: file, count: InputLimits.commandOutputBytes + 1)).flatMap({ $0 }) else { return "cannot read \(file)" }
        let data = Data(bytes)
        // Named as the config banner names its file, by its name: the full path is long for the line above the drawing.
        if let problem = ProviderCatalog.timelineDocumentProblem(data) { return "\(URL(fileURLWithPath: file).lastPathComponent): \(problem)" }
        do { try data.write(to: snapshot, options: .atomic) } catch { return "cannot copy \(file) to \(snapshot.path): \(SystemError.describe(error))" }
        return nil
    }

    /// What is wrong with the timeline document at `path` (missing, unreadable, too large or not the protocol), or nil.
    static func documentProblem(_ path: String) -> String? {
        let contents: Data?
        switch Result(catching: { () throws(BoundedFile.Refusal) in try BoundedFile.data(at: URL(fileURLWithPath: path), limit: InputLimits.commandOutputBytes) }) {
        case .success(let data): contents = data
        case .failure(.tooLarge(let limit)): return "over \(limit >> 20) MB, the most a timeline document may hold"
        case .failure(.notRegularFile): return "not a regular file"
        case .failure(.unreadable(let reason)): return "cannot be read: \(reason)"
        }
        guard let data = contents else { return "no such file; give the timeline document to preview" }
        return ProviderCatalog.timelineDocumentProblem(data)
    }

    /// Where the checked copy of a document goes: a new folder of this process's own under the temporary folder.
    static func snapshotFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder.appendingPathComponent("document.json")
    }

    /// The widget `path` describes: a command widget reading a timeline document (from `reading` when given), or a
    /// configuration's first widget.
    static func widget(from path: String, reading document: String? = nil) throws -> WidgetConfig {
        let loader = ConfigLoader(registry: ProviderCatalog.registry)
        do {
            let config: DashboardConfig
            if path.hasSuffix(".toml") {
                config = try loader.load(contentsOf: path)
            } else {
                let absolute = URL(fileURLWithPath: document ?? path).standardizedFileURL.path
                config = try loader.parse("[[widget]]\nkind = \"command\"\nformat = \"json\"\ncommand = [\"cat\", \(TOMLValueText.string(absolute))]\n",
                                          file: path)
            }
            guard let widget = config.slots.first?.visibleWidget else {
                Console.error("widgetty: \(path) has no [[widget]] to preview")
                throw ExitCode(1)
            }
            return widget
        } catch let error as ConfigError {
            Console.error((error.lines + ["widgetty: nothing was previewed"]).joined(separator: "\n"))
            throw ExitCode(1)
        }
    }

    /// Why a TOML file has no widget to preview, in one line for the problem row.
    struct TOMLProblem: Error, CustomStringConvertible {
        let description: String
    }

    /// The first widget of the TOML file at `path`, or its first problem (and how many more) named by the file's name.
    static func firstWidget(of path: String) -> Result<WidgetConfig, TOMLProblem> {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            guard let widget = try ConfigLoader(registry: ProviderCatalog.registry).load(contentsOf: path).slots.first?.visibleWidget else {
                return .failure(TOMLProblem(description: "\(name) has no [[widget]] to preview"))
            }
            return .success(widget)
        } catch {
            guard let first = error.diagnostics.first else { return .failure(TOMLProblem(description: "\(name) does not load")) }
            let more = error.problemCount > 1 ? " (+\(error.problemCount - 1) more)" : ""
            return .failure(TOMLProblem(description: "\(name)\(first.line.map { ":\($0)" } ?? ""): \(first.message)\(more)"))
        }
    }
}
