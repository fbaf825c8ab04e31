import WidgettyHost

/// The keys and mouse gestures of the home screen, from the tables its `?` panel shows, as Markdown and as manual text.
enum KeyTable {
    /// Every key binding, then every mouse gesture, then edit mode's keys and gestures, as (what to press, what it does).
    static var rows: [(input: String, summary: String)] {
        KeyBinding.all.map { ($0.label, $0.summary) } + MouseBinding.all.map { ("mouse: " + $0.gesture, $0.summary) }
            + EditModeKey.all.map { ("edit mode: " + $0.label, $0.summary) }
            + EditModeKey.gestures.map { ("edit mode, mouse: " + $0.gesture, $0.summary) }
    }

    /// The table `docs/keys.md` holds between its generated-table marks.
    static func markdown() -> String {
        (["| key | what it does |", "|---|---|"]
         + rows.map { "| `\($0.input.replacing("|", with: "\\|"))` | \($0.summary.replacing("|", with: "\\|")) |" })
            .joined(separator: "\n")
    }
}
