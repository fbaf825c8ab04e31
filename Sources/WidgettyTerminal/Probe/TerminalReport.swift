import WidgettyKit
import WidgettyRender

/// What the terminal said about itself in answer to the start-up queries.
public struct TerminalReport: Sendable, Equatable {
    /// The background color from the OSC 11 reply.
    public var background: RGB?
    /// Whether DECRQM said synchronized output (mode 2026) is known.
    public var supportsSynchronizedOutput = false
    /// Whether the terminal answered `CSI ? u`, which only terminals with the kitty keyboard protocol do.
    public var supportsKeyboardProtocol = false

    /// Creates an empty report.
    public init(background: RGB? = nil, supportsSynchronizedOutput: Bool = false, supportsKeyboardProtocol: Bool = false) {
        self.background = background
        self.supportsSynchronizedOutput = supportsSynchronizedOutput
        self.supportsKeyboardProtocol = supportsKeyboardProtocol
    }

    /// Reads the replies: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (BEL or ST), `ESC [ ? 2026 ; N $ y` and `ESC [ ? flags u`;
    /// of a reply given twice, the first that reads whole counts.
    public static func parse(_ reply: String) -> TerminalReport {
        var report = TerminalReport()
        var toldSynchronizedOutput = false
        // Split at ESC rather than searched with `firstRange(of:)` or `ranges(of:)`, whose generic algorithms cost a
        // cold start a tenth of a millisecond to set up.
        for sequence in reply.split(separator: "\u{1B}") {
            if sequence.hasPrefix("]11;rgb:") {
                if report.background == nil { report.background = background(sequence.dropFirst(8)) }
            } else if sequence.hasPrefix("[?2026;") {
                guard !toldSynchronizedOutput else { continue }
                toldSynchronizedOutput = true
                let state = sequence.dropFirst(7).prefix { $0.isNumber }
                report.supportsSynchronizedOutput = state == "1" || state == "2" || state == "3" || state == "4"
            } else if sequence.hasPrefix("[?") {
                let flags = sequence.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
                if !flags.isEmpty && sequence[flags.endIndex...].first == "u" { report.supportsKeyboardProtocol = true }
            }
        }
        return report
    }

    /// The color of `RRRR/GGGG/BBBB` (one to four hex digits a channel) at the start of `text`; nil for anything else.
    private static func background(_ text: Substring) -> RGB? {
        let channels = text.prefix { $0.isHexDigit || $0 == "/" }.split(separator: "/")
        guard channels.count == 3 else { return nil }
        let values = channels.map { channel -> UInt8 in
            let digits = String(channel.prefix(4))
            let value = Int(digits, radix: 16) ?? 0
            let maximum = (1 << (4 * digits.count)) - 1
            return UInt8(Double(value) / Double(max(1, maximum)) * 255)
        }
        return RGB(red: values[0], green: values[1], blue: values[2])
    }
}
