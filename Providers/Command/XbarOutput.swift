import FoundationEssentials
import WidgettyKit

/// What an xbar or SwiftBar plugin printed, read by their published format.
///
/// The lines before the first `---` are titles (xbar cycles them in the menu bar); the lines after it are the
/// menu's rows, each `--` in front nesting one level, a bare `---` (`-----` one level down) a divider. A line's
/// ` | ` part holds its parameters: `href`, `color` (a name or hex, or a `light,dark` pair), `length`, `trim`,
/// `ansi`, `emojize`, `disabled`, `refresh`, `alternate` (such a line is left out) and `shell`/`bash` with `param1…`;
/// any other is ignored and named in `ignoredParameters`. ANSI colours become semantic colours and every other escape is removed.
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

    /// Reads `text`, choosing `light,dark` colour pairs for `scheme`.
    static func parse(_ text: String, scheme: ColorScheme) -> XbarOutput {
        var output = XbarOutput(titles: [], rows: [], ignoredParameters: [])
        var isInMenu = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maxLines) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard isInMenu else {
                if isDivider(line) {
                    isInMenu = true
                } else if let title = output.item(line, depth: 0, scheme: scheme) {
                    output.titles.append(title)
                }
                continue
            }
            var body = line
            var depth = 0
            while body.hasPrefix("--"), !isDivider(body) {
                depth += 1
                body = body.dropFirst(2)
            }
            if isDivider(body) {
                output.rows.append(.divider(depth: depth))
            } else if let item = output.item(body, depth: depth, scheme: scheme) {
                output.rows.append(.item(item))
            }
        }
        return output
    }

    /// Whether `line` is `---` alone.
    /// Looks no further than the first character after the dashes, so the nesting loop stays linear on a line of
    /// thousands of `--` (trimming the rest at each level took 70 s for 30,000).
    private static func isDivider(_ line: Substring) -> Bool {
        let start = line.drop { $0.isWhitespace }
        return start.hasPrefix("---") && start.dropFirst(3).allSatisfy(\.isWhitespace)
    }

    /// One line as an item at `depth`, noting the parameters it ignores; nil for an `alternate=true` line, which
    /// xbar shows only while Option is held, in place of the line above it: a tile shows what the menu shows at rest.
    private mutating func item(_ line: Substring, depth: Int, scheme: ColorScheme) -> XbarItem? {
        let bar = Self.parameterBar(in: line)
        var text = String(line[..<(bar ?? line.endIndex)])
        var parameters: [String: String] = [:]
        let pairs = bar.map { XbarParameters.parse(line[line.index(after: $0)...]) } ?? []
        for pair in pairs {
            if Self.honoured.contains(pair.key) || pair.key.hasPrefix("param") && Int(pair.key.dropFirst(5)) != nil {
                parameters[pair.key] = pair.value
            } else if !ignoredParameters.contains(pair.key) {
                ignoredParameters.append(pair.key)
            }
        }
        if parameters["alternate"] == "true" { return nil }
        if parameters["emojize"] != "false" { text = XbarEmoji.emojize(text) }
        var runs = PrintedText.lines(text, maxLines: 1).first ?? []
        if parameters["ansi"] == "false" { runs = runs.map { StyledRun(text: $0.text, color: nil, isBold: false) } }
        if parameters["trim"] != "false" { runs = Self.trimmed(runs) }
        if let length = parameters["length"].flatMap(Int.init), length > 0 { runs = Self.truncated(runs, to: length) }
        let isDisabled = parameters["disabled"] == "true"
        if let color = isDisabled ? .tertiaryLabel : parameters["color"].flatMap({ XbarColor.semantic($0, scheme: scheme) }) {
            runs = runs.map { StyledRun(text: $0.text, color: isDisabled ? color : $0.color ?? color, isBold: $0.isBold) }
        }
        let program = parameters["shell"] ?? parameters["bash"]
        let arguments = parameters.compactMap { key, value in
            key.hasPrefix("param") ? Int(key.dropFirst(5)).map { ($0, value) } : nil
        }.sorted { $0.0 < $1.0 }.map(\.1)
        let url = parameters["href"].flatMap(URL.init(string:)).flatMap { $0.scheme == nil ? nil : $0 }
        return XbarItem(depth: depth, runs: runs, url: isDisabled ? nil : url,
                        command: isDisabled ? nil : program.map { [$0] + arguments },
                        refreshes: !isDisabled && parameters["refresh"] == "true", isDisabled: isDisabled)
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
    private static let honoured: Set<String> = ["href", "color", "length", "trim", "ansi", "emojize", "disabled", "refresh", "shell", "bash", "alternate"]

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
