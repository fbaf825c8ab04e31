import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Turns what a provider threw into words for its tile, and says whether retrying can help.
enum FailureWording {
    /// The message and retryability of an error from `displayName`'s provider.
    static func describe(_ error: any Error, displayName: String) -> (message: String, isRetryable: Bool) {
        switch error {
        case let problem as WidgetProblem:
            return (clean(problem.message), problem.isRetryable)
        case let timeout as ProviderTimeout:
            return ("\(displayName) didn’t answer within \(DecimalText.plain(timeout.seconds))\u{A0}s", true)
        case let localized as LocalizedError where localized.errorDescription != nil:
            return (clean(localized.errorDescription ?? ""), true)
        default:
            return (clean(String(describing: error)), true)
        }
    }

    /// The first line of a message, cleaned of control characters.
    private static func clean(_ message: String) -> String {
        let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return TextSanitizer.clean(firstLine)
    }
}

/// A provider call that took longer than its widget's timeout.
struct ProviderTimeout: Error {
    let seconds: Double
}
