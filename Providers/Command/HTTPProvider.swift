import FoundationEssentials
import WidgettyKit

/// Asks a URL for a timeline document or text, through the lent fetcher, with the widget's headers.
struct HTTPProvider: TimelineProvider {
    let settings: HTTPSettings
    /// widgetty's environment, where headers' `$NAME`s are read.
    let environment: [String: String]
    /// The placeholder view the address's last document gave, shown while the next start's first request is in flight.
    let placeholders: PlaceholderMemory
    /// The ignored xbar parameters already logged, so each is logged once.
    let ignoredParameters = IgnoredParameterLog()

    /// A provider for `settings`, reading headers' variables from `environment`.
    init(settings: HTTPSettings, environment: [String: String]) {
        self.settings = settings
        self.environment = environment
        placeholders = PlaceholderMemory(key: settings.url?.absoluteString ?? "", allowsButtons: false)
    }

    /// Seconds a request may take, as weather's: under the runner's 15 s for the whole load, so a slow
    /// server is named rather than the widget.
    static let requestTimeout: Double = 10

    /// The placeholder view the address's last timeline document gave, else a generic tile; drawn redacted until the
    /// first answer.
    func placeholder(in context: WidgetContext) -> CommandEntry {
        CommandEntry(date: context.date, relevance: nil, content: placeholders.view(in: context).map { .view($0, url: nil) } ?? .sample)
    }

    /// Fetches the address and reads the answer as the widget's format; a failure throws its reason in words,
    /// naming the host and never a header's value.
    func timeline(in context: WidgetContext) async throws -> Timeline<CommandEntry> {
        guard let url = settings.url else {
            throw WidgetProblem.needsConfiguration("Set url = \"https://…\" to an address serving a timeline document or text")
        }
        var request = FetchRequest(url: url, timeout: Self.requestTimeout, maxBytes: settings.maxBytes)
        for header in settings.headers { request.headers.append(try header.resolved(in: environment)) }
        let response: HTTPResponse
        do { response = try await context.services.fetcher.get(request) } catch let failure as NetworkFailure {
            throw failure.problem(largestMaxBytes: InputLimits.commandOutputBytes, advice: Self.tooLargeAdvice)
        }
        guard (200..<300).contains(response.status) else { throw WidgetProblem(Self.refusal(response.status, host: request.host)) }
        return try OutputTimeline.timeline(response.body, format: settings.format, title: settings.title, at: context.date,
                                           next: context.date.addingTimeInterval(settings.interval), context: context,
                                           allowsButtons: false, placeholders: placeholders, ignoredParameters: ignoredParameters)
    }

    /// What to do about an answer over the most an http widget reads.
    static let tooLargeAdvice = "have the server send less, or use a command widget that fetches and filters it, such as shell = \"curl -s URL | jq …\""

    /// What a status other than success says, with a hint for the ones a header fixes.
    static func refusal(_ status: Int, host: String) -> String {
        let hint = [401: " (not signed in: check headers)", 403: " (forbidden: check headers)", 404: " (not found: check url)"]
        return "\(host) answered HTTP \(status)\(hint[status] ?? "")"
    }
}
