import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WidgettyNetwork

/// Fetches with URLSession in this process: what `widgetty-fetch` runs, and what tests may use directly.
public struct URLSessionFetcher: HTTPFetching {
    /// Sent with every request, so servers can tell who is asking.
    public static let userAgent = "widgetty/0.1.0 (+https://github.com/widgetty/widgetty)"

    /// Creates a fetcher.
    public init() {}

    public func get(_ url: URL, timeout: Double) async throws -> HTTPResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let host = url.host ?? url.absoluteString
        do {
            let (data, response) = try await session.data(for: request)
            return HTTPResponse(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
        } catch let error as URLError {
            switch error.code {
            case .timedOut: throw NetworkFailure.timedOut(host: host, seconds: timeout)
            case .cannotFindHost, .cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost, .dnsLookupFailed:
                throw NetworkFailure.unreachable(host: host)
            default: throw NetworkFailure.helper("\(host): \(error.localizedDescription)")
            }
        }
    }
}
