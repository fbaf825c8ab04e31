import TOMLKit
import WidgettyKit
import WidgettyRender

/// `accent`, `contrast` and `bold_text` in `[dashboard]`, each wrong value reported with its line and what the key takes.
enum AppearanceReader {
    /// The words `contrast` takes.
    static let contrasts = ["standard", "high"]

    /// The appearance `table` (the `[dashboard]` table, nil when absent) sets; the default for what it leaves out or gets wrong.
    static func read(_ table: TOMLTable?, into report: inout DiagnosticCollector) -> Appearance {
        var appearance = Appearance()
        guard let table else { return appearance }
        if let value = table["accent"] {
            let names = Appearance.accentColors.map(\.rawValue)
            if let name = value.string, let color = SemanticColor(rawValue: name), Appearance.accentColors.contains(color) {
                appearance.accent = color
            } else {
                report.report(at: "dashboard.accent", "dashboard: accent \(TOMLValueReader.notOneOf(value, names, key: "accent"))")
            }
        }
        if let value = table["contrast"] {
            if let word = value.string, contrasts.contains(word) {
                appearance.highContrast = word == "high"
            } else {
                report.report(at: "dashboard.contrast", "dashboard: contrast \(TOMLValueReader.notOneOf(value, contrasts, key: "contrast"))")
            }
        }
        appearance.boldText = ConfigLoader.readFlag(table, key: "bold_text", default: false, into: &report)
        return appearance
    }
}
