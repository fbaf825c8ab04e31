import Foundation
import WidgettyKit

/// A fetcher that answers every request with one recorded body, for frames drawn from fixtures.
public struct FixtureFetcher: HTTPFetching {
    let body: Data

    /// A fetcher answering with `body` and status 200.
    public init(body: Data) {
        self.body = body
    }

    public func get(_ request: FetchRequest) async throws -> HTTPResponse {
        HTTPResponse(status: 200, body: body)
    }
}
