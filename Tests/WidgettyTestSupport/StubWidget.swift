import Foundation
import WidgettyKit

/// A widget kind for tests: shows a label, and its provider can be told to wait or to fail.
public struct StubWidget: Widget {
    public static let kind = "stub"
    public static let displayName = "Stub"
    public static let description = "Shows a label for tests."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static let options: [WidgetOption] = [
        WidgetOption(key: "label", type: .string, defaultValue: .string("Hello"), summary: "the text shown"),
        WidgetOption(key: "fail", type: .bool, defaultValue: .bool(false), summary: "the provider throws"),
        WidgetOption(key: "count", type: .integer(1...5), defaultValue: .integer(1), summary: "a number"),
    ]

    public let provider: StubProvider
    private let label: String

    public init(settings: WidgetSettings) {
        label = settings.string("label") ?? "Hello"
        provider = StubProvider(label: label, fails: settings.bool("fail"))
    }

    public func view(entry: StubEntry, context: WidgetContext) -> any View {
        VStack(alignment: .leading) {
            Text("Stub").font(.headline).unredacted()
            Text(entry.label)
        }
    }
}

/// The stub's entry.
public struct StubEntry: TimelineEntry {
    public var date: Date
    public var label: String
    public var relevance: TimelineEntryRelevance?

    /// An entry showing `label` from `date` on, as relevant as `relevance` says (smart stacks).
    public init(date: Date, label: String, relevance: TimelineEntryRelevance? = nil) {
        self.date = date
        self.label = label
        self.relevance = relevance
    }
}

/// The stub's provider: one entry with the label, or a failure.
public struct StubProvider: TimelineProvider {
    let label: String
    let fails: Bool

    public func placeholder(in context: WidgetContext) -> StubEntry {
        StubEntry(date: context.date, label: "Placeholder")
    }

    public func timeline(in context: WidgetContext) async throws -> Timeline<StubEntry> {
        if fails { throw StubFailure() }
        return Timeline(entries: [StubEntry(date: context.date, label: label)], policy: .never)
    }
}

/// The error a failing stub throws.
public struct StubFailure: Error, CustomStringConvertible {
    public var description: String { "The stub was told to fail" }
}
