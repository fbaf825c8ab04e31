/// A check of a kind's options taken together, or against the files they name, run when the configuration is read
/// (`widgetty check`, the dashboard's start and each reload): two keys that need each other, a folder that must be one.
///
/// It runs only when every option has passed its own type and `WidgetOption.validate`, and is given the settings
/// with defaults filled in. It must be quick and must not read files: `stat` (`FileStatus`) is the most it does.
public struct WidgetOptionRule: Sendable {
    private let check: @Sendable (WidgetSettings) -> [WidgetOptionProblem]

    /// A rule that returns what is wrong with a widget's settings, or nothing.
    public init(_ check: @escaping @Sendable (WidgetSettings) -> [WidgetOptionProblem]) {
        self.check = check
    }

    /// What is wrong with `settings`, in the order found.
    public func problems(in settings: WidgetSettings) -> [WidgetOptionProblem] {
        check(settings)
    }
}
