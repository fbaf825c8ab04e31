import WidgettyKit

/// What makes two widget instances fetch the same thing: the same kind, size, settings and timeout.
///
/// Instances with equal keys share one source, so one provider call feeds them all.
struct SourceKey: Hashable, Sendable {
    let kind: String
    let family: WidgetFamily
    let settings: WidgetSettings
    let timeout: Double

    /// The key of a configured widget; its label and line do not matter.
    init(_ config: WidgetConfig) {
        kind = config.kind
        family = config.family
        settings = config.settings
        timeout = config.timeout
    }
}
