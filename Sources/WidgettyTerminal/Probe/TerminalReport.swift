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

    /// Reads the replies: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (BEL or ST), `ESC [ ? 2026 ; N $ y` and `ESC [ ? flags u`.
    public static func parse(_ reply: String) -> TerminalReport {
        var report = TerminalReport()
        if let range = reply.firstRange(of: "]11;rgb:") {
            let channels = reply[range.upperBound...].prefix { $0.isHexDigit || $0 == "/" }.split(separator: "/")
            if channels.count == 3 {
                let values = channels.map { channel -> UInt8 in
                    let digits = String(channel.prefix(4))
                    let value = Int(digits, radix: 16) ?? 0
                    let maximum = (1 << (4 * digits.count)) - 1
                    return UInt8(Double(value) / Double(max(1, maximum)) * 255)
                }
                report.background = RGB(red: values[0], green: values[1], blue: values[2])
            }
        }
        if let range = reply.firstRange(of: "[?2026;") {
            let state = reply[range.upperBound...].prefix { $0.isNumber }
            report.supportsSynchronizedOutput = state == "1" || state == "2" || state == "3" || state == "4"
        }
        // Split at ESC rather than searched with `ranges(of:)`, whose generic algorithms cost a cold start
        // a tenth of a millisecond to set up.
        report.supportsKeyboardProtocol = reply.split(separator: "\u{1B}").contains { sequence in
            guard sequence.hasPrefix("[?") else { return false }
            let flags = sequence.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            return !flags.isEmpty && sequence[flags.endIndex...].first == "u"
        }
        return report
    }
}
