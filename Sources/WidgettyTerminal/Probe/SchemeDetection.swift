import WidgettyKit
import WidgettyRender

/// Decides light or dark for `theme = "auto"`: the OSC 11 reply, then COLORFGBG, then dark.
public enum SchemeDetection {
    /// The scheme the terminal's background suggests.
    public static func scheme(report: TerminalReport, environment: [String: String]) -> ColorScheme {
        if let background = report.background { return background.luminance > 0.4 ? .light : .dark }
        if let colors = environment["COLORFGBG"], let last = colors.split(separator: ";").last, let index = Int(last) {
            return index == 7 || (9...15).contains(index) ? .light : .dark
        }
        return .dark
    }
}
