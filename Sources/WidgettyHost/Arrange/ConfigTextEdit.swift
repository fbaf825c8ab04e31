/// A change of the home screen made as a targeted edit of the configuration's text: what edit mode, the gallery and
/// the configuration sheets do, each written through `ConfigFileEdit.apply` (or to the demo's text) and kept for undo.
public protocol ConfigTextEdit: Sendable {
    /// What it does in words, for the history and messages ("Move Widget", "Add Widget").
    var title: String { get }
    /// `text` (which loads as `config`) with this change made, only the tables it touches changed; nil when it cannot be made.
    func applied(to text: String, config: DashboardConfig) -> String?
}

extension ArrangeEdit: ConfigTextEdit {}
