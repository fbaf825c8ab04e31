import InMemoryLogging
import Logging

/// A logger for one test, keeping every message in memory (swift-log's `InMemoryLogHandler`), from trace up.
public struct TestLog: Sendable {
    /// The logger to hand to the code under test.
    public let logger: Logger
    private let handler: InMemoryLogHandler

    /// An empty log.
    public init() {
        let handler = InMemoryLogHandler()
        self.handler = handler
        var logger = Logger(label: "widgetty-test") { _ in handler }
        logger.logLevel = .trace
        self.logger = logger
    }

    /// Each message as `level message key=value …`, metadata in key order.
    public var lines: [String] {
        handler.entries.map { entry in
            ([entry.level.rawValue, entry.message.description] + entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
                .joined(separator: " ")
        }
    }
}
