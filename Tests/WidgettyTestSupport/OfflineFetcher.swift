import Foundation
import WidgettyKit

/// A fetcher for which every host is unreachable, so frames that would need the network come out the same everywhere.
public struct OfflineFetcher: HTTPFetching {
    /// Creates the fetcher.
    public init() {}

    public func get(_ request: FetchRequest) async throws -> HTTPResponse {
        throw NetworkFailure.unreachable(host: request.host)
    }
}
