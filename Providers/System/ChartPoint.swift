import FoundationEssentials

/// A value at a moment, as the system widget's charts draw it.
public struct ChartPoint: Sendable, Equatable, Codable {
    public var date: Date
    public var value: Double
}
