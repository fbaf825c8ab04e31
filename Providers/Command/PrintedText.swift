import WidgettyKit

/// A program's printed output as lines of styled runs: SGR colours and bold kept, every other escape removed.
///
/// The text is read by `TerminalControlReader`, as the renderer's sanitiser reads it: other control sequences,
/// control strings (OSC, DCS, SOS, PM, APC) and escape sequences are dropped whole, and so is every control
/// character but newline and tab, so nothing a program prints can move the cursor or talk to the terminal, or
/// leave part of a sequence on the tile.
enum PrintedText {
    /// The lines of `output`, at most `maxLines`, without a trailing empty line.
    static func lines(_ output: String, maxLines: Int = 200) -> [[StyledRun]] {
        var parser = Parser()
        var reader = TerminalControlReader(output)
        while parser.lines.count <= maxLines, let token = reader.next() {
            parser.take(token)
        }
        parser.endLine()
        var lines = parser.lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return Array(lines.prefix(maxLines))
    }

    /// The state while reading: the current style, line and runs.
    private struct Parser {
        var lines: [[StyledRun]] = []
        var runs: [StyledRun] = []
        var pending = ""
        var color: SemanticColor?
        var isBold = false

        mutating func take(_ token: TerminalControlReader.Token) {
            switch token {
            case .character(let scalar): pending.unicodeScalars.append(scalar)
            case .control("\n"): endLine()
            case .control("\t"): pending += " "
            case .control: break
            case .controlSequence(let parameters, "m"): applySGR(parameters)
            case .controlSequence: break
            }
        }

        /// Applies SGR parameters: reset, bold, dim, colours by name, 256 or 24 bits; backgrounds are ignored.
        mutating func applySGR(_ text: String) {
            flush()
            var codes = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            if codes.isEmpty { codes = [0] }
            while let code = codes.popFirst() {
                switch code {
                case 0: color = nil; isBold = false
                case 1: isBold = true
                case 2: color = .secondaryLabel
                case 22: isBold = false
                case 30...37: color = TerminalColorMatch.basic(code - 30)
                case 90...97: color = TerminalColorMatch.basic(code - 90)
                case 39: color = nil
                case 38, 48:
                    let picked = extendedColor(&codes)
                    if code == 38 { color = picked }
                default: break
                }
            }
        }

        /// `5;N` or `2;R;G;B` after 38 or 48.
        func extendedColor(_ codes: inout ArraySlice<Int>) -> SemanticColor? {
            switch codes.popFirst() {
            case 5: return codes.popFirst().flatMap(TerminalColorMatch.indexed)
            case 2:
                let channels = (0..<3).map { _ in min(max(codes.popFirst() ?? 0, 0), 255) }
                return TerminalColorMatch.nearest(channels[0], channels[1], channels[2])
            default: return nil
            }
        }

        /// Ends the run being read.
        mutating func flush() {
            guard !pending.isEmpty else { return }
            runs.append(StyledRun(text: pending, color: color, isBold: isBold))
            pending = ""
        }

        /// Ends the line being read.
        mutating func endLine() {
            flush()
            lines.append(runs)
            runs = []
        }
    }
}
