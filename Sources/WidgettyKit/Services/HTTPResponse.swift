import Foundation

/// An HTTP answer: its status and its body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data

    /// Creates a response.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
