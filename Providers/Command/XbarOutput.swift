import FoundationEssentials
import WidgettyKit

/// What an xbar or SwiftBar plugin printed, read as xbar reads it (its `pkg/plugins/parse.go`).
///
/// The lines before the first `---` are titles (xbar cycles them in the menu bar); the lines after it are the
/// menu's rows, each `--` in front nesting one level (one level deeper than the line above at most), a bare `---`
/// (`-----` one level down) a divider, an empty line an empty row. A line's ` | ` part holds its parameters: `href`,
/// `color` (a name or hex, or a `light,dark` pair), `length`, `trim`, `ansi`, `emojize`, `disabled`, `refresh`,
/// `dropdown`, `alternate` and `shell`/`bash` with `param1…`; any other is ignored and named in `ignoredParameters`.
/// Unless `ansi=false`, backslash escapes are read as xbar reads them (`XbarEscapes`).
/// The menu shows what xbar's shows at rest: an `alternate=true` row (shown while Option is held) and a
/// `dropdown=false` row are left out, and so is what is nested under them. ANSI colours become semantic colours
/// and every other escape is removed.
struct XbarOutput: Sendable, Equatable {
    /// The title lines, in order.
    var titles: [XbarItem]
    /// The rows under the titles.
    var rows: [XbarRow]
    /// Parameters the plugin used that widgetty does not honour, each once, in the order first seen.
    var ignoredParameters: [String]

    /// Seconds each title is shown before the next, as xbar cycles them.
    static let titleSeconds = 5.0
    /// Title turns a run's timeline holds: an hour of them.
    static let turnsPerRun = 720
    /// Lines read; the rest of a longer output is dropped (a tile shows a few dozen at most).
    static let maxLines = 500
    /// The highest `paramN` read: a program takes a few arguments, and a larger N would only allocate.
    static let maxArguments = 100

    /// Reads `text`, choosing `light,dark` colour pairs for `scheme`.
    static func parse(_ text: String, scheme: ColorScheme) -> XbarOutput {
        var output = XbarOutput(titles: [], rows: [], ignoredParameters: [])
        // Split by scalars: a Character would hold "\r\n" whole, and CRLF lines would not be split at all.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var isInMenu = false
        var nesting = XbarNesting()
        for rawLine in lines.prefix(maxLines) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let bar = parameterBar(in: line)
            let text = line[..<(bar ?? line.endIndex)]
            let parameters = bar.map { line[line.index(after: $0)...] } ?? line[line.endIndex...]
            if !isInMenu, XbarNesting.isDivider(text) {
                isInMenu = true
                continue
            }
            let level = nesting.enter(text)
            if isInMenu, level.isDivider {
                if level.isShown { output.rows.append(.divider(depth: level.depth)) }
                continue
            }
            let item = output.item(level.text, parameters: parameters, depth: isInMenu ? level.depth : 0, scheme: scheme)
            if isInMenu {
                let isShown = level.isShown && item.isShownAtRest
                if isShown { output.rows.append(.item(item.item)) }
                nesting.previousIsShown = isShown
            } else {
                output.titles.append(item.item)
                nesting.previousIsShown = false
            }
        }
        return output
    }

    /// One line's text and parameters as an item at `depth`, noting the parameters it ignores, and whether xbar's
    /// menu shows it at rest: not an `alternate=true` line, which xbar shows only while Option is held, in place of
    /// the line above it, nor a `dropdown=false` one. A title shows either way.
    private mutating func item(_ line: Substring, parameters text: Substring, depth: Int,
                               scheme: ColorScheme) -> (item: XbarItem, isShownAtRest: Bool) {
        var parameters: [String: String] = [:]
        var arguments: [Int: String] = [:]
        for pair in XbarParameters.parse(text) {
            if Self.honoured.contains(pair.key) {
                parameters[pair.key] = pair.value
            } else if pair.key.hasPrefix("param"), let number = Int(pair.key.dropFirst(5)), (1...Self.maxArguments).contains(number) {
                arguments[number] = pair.value
            } else if !ignoredParameters.contains(pair.key) {
                ignoredParameters.append(pair.key)
            }
        }
        func flag(_ key: String, otherwise: Bool) -> Bool { parameters[key].flatMap(XbarParameters.bool) ?? otherwise }
        var text = String(line)
        if flag("emojize", otherwise: true) { text = XbarEmoji.emojize(text) }
        let isANSI = flag("ansi", otherwise: true)
        if isANSI { text = XbarEscapes.unquoted(text) }
        var runs = PrintedText.lines(text, maxLines: 1).first ?? []
        if !isANSI { runs = runs.map { StyledRun(text: $0.text, color: nil, isBold: false) } }
        if flag("trim", otherwise: true) { runs = Self.trimmed(runs) }
        if let length = parameters["length"].flatMap(Int.init), length > 0 { runs = Self.truncated(runs, to: length) }
        let isDisabled = flag("disabled", otherwise: false)
        if let color = isDisabled ? .tertiaryLabel : parameters["color"].flatMap({ XbarColor.semantic($0, scheme: scheme) }) {
            runs = runs.map { StyledRun(text: $0.text, color: isDisabled ? color : $0.color ?? color, isBold: $0.isBold) }
        }
        let program = parameters["shell"] ?? parameters["bash"]
        // xbar fills a gap in the numbers with an empty argument (item_params.go, setValueByKey).
        let vector = (1..<(1 + (arguments.keys.max() ?? 0))).map { arguments[$0] ?? "" }
        let url = parameters["href"].flatMap(URL.init(string:)).flatMap { $0.scheme == nil ? nil : $0 }
        let item = XbarItem(depth: depth, runs: runs, url: isDisabled ? nil : url,
                            command: isDisabled ? nil : program.map { [$0] + vector },
                            refreshes: !isDisabled && flag("refresh", otherwise: false), isDisabled: isDisabled)
        return (item, !flag("alternate", otherwise: false) && flag("dropdown", otherwise: true))
    }

    /// Where the line's parameters start: its first `|` outside escape sequences and control strings, which may
    /// hold one (a DCS's `|`) that is no separator.
    private static func parameterBar(in line: Substring) -> Substring.Index? {
        var reader = TerminalControlReader(line)
        while let token = reader.next() {
            if token == .character("|") { return line.unicodeScalars.index(before: reader.position) }
        }
        return nil
    }

    /// The parameters read (besides `param1…`).
    private static let honoured: Set<String> = ["href", "color", "length", "trim", "ansi", "emojize", "disabled", "refresh", "shell", "bash",
                                                "alternate", "dropdown"]

    /// `runs` without white space at either end.
    private static func trimmed(_ runs: [StyledRun]) -> [StyledRun] {
        var runs = runs
        while let first = runs.first, first.text.allSatisfy(\.isWhitespace) { runs.removeFirst() }
        while let last = runs.last, last.text.allSatisfy(\.isWhitespace) { runs.removeLast() }
        if !runs.isEmpty { runs[0].text = String(runs[0].text.drop { $0.isWhitespace }) }
        if let last = runs.indices.last { runs[last].text = String(runs[last].text.reversed().drop { $0.isWhitespace }.reversed()) }
        return runs
    }

    /// `runs` cut to `length` characters, the last replaced by "…" when cut, as xbar's `length` does.
    private static func truncated(_ runs: [StyledRun], to length: Int) -> [StyledRun] {
        guard runs.reduce(0, { $0 + $1.text.count }) > length else { return runs }
        var left = length - 1
        var result: [StyledRun] = []
        for run in runs where left > 0 {
            result.append(StyledRun(text: String(run.text.prefix(left)), color: run.color, isBold: run.isBold))
            left -= min(left, run.text.count)
        }
        if result.isEmpty { result = [StyledRun(text: "", color: runs.first?.color, isBold: false)] }
        result[result.count - 1].text += "…"
        return result
    }
}
