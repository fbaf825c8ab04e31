import WidgettyKit

/// A program's printed output as lines of styled runs: SGR colours and bold kept, every other escape removed.
///
/// CSI sequences other than SGR, OSC, DCS, SOS, PM and APC strings, two-byte escapes, C1 controls and every C0
/// control but newline and tab are dropped, so nothing a program prints can move the cursor or talk to the
/// terminal; the renderer's sanitiser still sees every character.
enum PrintedText {
    /// The lines of `output`, at most `maxLines`, without a trailing empty line.
    static func lines(_ output: String, maxLines: Int = 200) -> [[StyledRun]] {
        var parser = Parser()
        var scalars = output.unicodeScalars[...]
        while let scalar = scalars.popFirst(), parser.lines.count <= maxLines {
            parser.take(scalar, rest: &scalars)
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

        mutating func take(_ scalar: Unicode.Scalar, rest: inout Substring.UnicodeScalarView) {
            switch scalar.value {
            case 0x0A: endLine()
            case 0x09: pending += " "
            case 0x1B: escape(&rest)
            case 0x9B: controlSequence(&rest)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipString(&rest)
            case 0x00..<0x20, 0x7F..<0xA0: break
            default: pending.unicodeScalars.append(scalar)
            }
        }

        /// After ESC: a CSI, a string to skip, or a two-byte escape to drop.
        mutating func escape(_ rest: inout Substring.UnicodeScalarView) {
            guard let next = rest.popFirst() else { return }
            switch next {
            case "[": controlSequence(&rest)
            case "]", "P", "X", "^", "_": skipString(&rest)
            default: break
            }
        }

        /// A CSI: parameters, intermediates and a final byte; only SGR (`m`) has an effect.
        mutating func controlSequence(_ rest: inout Substring.UnicodeScalarView) {
            var parameters = ""
            while let next = rest.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    if next == "m" { applySGR(parameters) }
                    return
                }
                guard (0x20...0x3F).contains(next.value) else { return }
                if parameters.count < 64 { parameters.unicodeScalars.append(next) }
            }
        }

        /// Skips to the string terminator (BEL, ESC \ or ST).
        mutating func skipString(_ rest: inout Substring.UnicodeScalarView) {
            while let next = rest.popFirst() {
                if next.value == 0x07 || next.value == 0x9C { return }
                if next.value == 0x1B { _ = rest.popFirst(); return }
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
