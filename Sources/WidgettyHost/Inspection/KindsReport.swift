import FoundationEssentials
import WidgettyKit

/// What `widgetty kinds` prints: every widget kind's gallery words, sizes and options.
public struct KindsReport: Encodable, Sendable {
    /// One widget kind.
    public struct Kind: Encodable, Sendable {
        /// The identifier written as `kind = "…"`.
        public let kind: String
        /// The name the gallery shows.
        public let displayName: String
        /// The gallery's one-sentence description.
        public let description: String
        /// The sizes it can be shown at, in configuration spelling.
        public let sizes: [String]
        /// Every key it accepts besides `kind` and `size`, `timeout` first.
        public let options: [Option]
    }

    /// One key of a kind's `[[widget]]` table.
    public struct Option: Encodable, Sendable {
        /// The key as written in TOML.
        public let key: String
        /// The value's type: string, bool, integer, number, strings, choice or tables.
        public let type: String
        /// The smallest and largest value allowed, for integer and number.
        public let minimum: Double?
        public let maximum: Double?
        /// The words allowed, for choice.
        public let choices: [String]?
        /// The value used when the key is absent; nil when absent means "not set".
        public let defaultValue: WidgetSettingValue?
        /// What the key does.
        public let summary: String

        private enum CodingKeys: String, CodingKey { case key, type, minimum, maximum, choices, summary, defaultValue = "default" }

        /// Reads a kind's option.
        init(_ option: WidgetOption) {
            key = option.key
            summary = option.summary
            defaultValue = option.defaultValue
            switch option.type {
            case .string: (type, minimum, maximum, choices) = ("string", nil, nil, nil)
            case .bool: (type, minimum, maximum, choices) = ("bool", nil, nil, nil)
            case .strings: (type, minimum, maximum, choices) = ("strings", nil, nil, nil)
            case .tables(let primary, let fields):
                (type, minimum, maximum, choices) = ("tables", nil, nil, [primary] + fields.keys.filter { $0 != primary }.sorted())
            case .integer(let range): (type, minimum, maximum, choices) = ("integer", Double(range.lowerBound), Double(range.upperBound), nil)
            case .number(let range): (type, minimum, maximum, choices) = ("number", range.lowerBound, range.upperBound, nil)
            case .choice(let words): (type, minimum, maximum, choices) = ("choice", nil, nil, words)
            }
        }

        /// Encodes every field, the default as a JSON value of the option's own type (null when none).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(minimum, forKey: .minimum)
            try container.encodeIfPresent(maximum, forKey: .maximum)
            try container.encodeIfPresent(choices, forKey: .choices)
            try container.encode(summary, forKey: .summary)
            switch defaultValue {
            case .string(let text): try container.encode(text, forKey: .defaultValue)
            case .bool(let flag): try container.encode(flag, forKey: .defaultValue)
            case .integer(let number): try container.encode(number, forKey: .defaultValue)
            case .number(let number): try container.encode(number, forKey: .defaultValue)
            case .strings(let list): try container.encode(list, forKey: .defaultValue)
            case .tables(let items): try container.encode(items.map { $0.mapValues { Self.text($0) } }, forKey: .defaultValue)
            case nil: try container.encodeNil(forKey: .defaultValue)
            }
        }

        /// The type as people read it: "number 1–300", "one of 24h, 12h".
        var typeText: String {
            switch (type, minimum, maximum, choices) {
            case (_, let low?, let high?, _): "\(type) \(TOMLValueText.value(.number(low)))–\(TOMLValueText.value(.number(high)))"
            case ("choice", _, _, let words?): "one of " + words.joined(separator: ", ")
            case ("strings", _, _, _): "list of strings"
            case ("tables", _, _, let keys?): "list of strings or tables of " + keys.joined(separator: ", ")
            default: type
            }
        }

        /// The default as it would be written in the configuration file.
        var defaultText: String { Self.text(defaultValue) }

        /// A value as it would be written in the configuration file ("none" for no value).
        private static func text(_ value: WidgetSettingValue?) -> String {
            value.map(TOMLValueText.value) ?? "none"
        }
    }

    /// Every kind, in the registry's order.
    public let kinds: [Kind]

    /// The report for every kind in a registry.
    public init(registry: WidgetRegistry) {
        kinds = registry.kinds.map { kind in
            Kind(kind: kind.kind, displayName: kind.displayName, description: kind.description,
                 sizes: kind.supportedFamilies.map(\.configName),
                 options: ([WidgetConfig.timeoutOption] + kind.options).map(Option.init))
        }
    }

    /// The report as indented JSON.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The report for people: a block per kind, one line per option.
    public func text() -> String {
        kinds.map { kind in
            (["\(kind.displayName) (kind = \"\(kind.kind)\")",
              "  \(kind.description)",
              "  sizes: " + kind.sizes.joined(separator: ", "),
              "  options:"]
             + kind.options.map { "    \($0.key): \($0.typeText), default \($0.defaultText) — \($0.summary)" })
            .joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
