/// The kinds report as the Markdown tables of `docs/widgets/`, so each option is written down once: in its kind's code.
extension KindsReport.Kind {
    /// One row per option: its key, type, default and summary; `|` in the words is escaped for the table.
    public func markdownOptionTable() -> String {
        let rows = options.map { option in
            let defaultCell = option.defaultValue == nil ? "none" : "`" + Self.cell(option.defaultText) + "`"
            return "| `\(option.key)` | \(Self.cell(option.typeText)) | \(defaultCell) | \(Self.cell(option.summary)) |"
        }
        return (["| key | type | default | what it does |", "|---|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// Text that stays in its table cell.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}
