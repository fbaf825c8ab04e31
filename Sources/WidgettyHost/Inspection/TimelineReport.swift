import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// What `widgetty timeline` prints: every widget instance's current timeline, policy and next reload.
public struct TimelineReport: Encodable, Sendable {
    /// One widget instance.
    public struct Widget: Encodable, Sendable {
        /// The slot's number on the home screen, from 1.
        public let slot: Int
        /// Its place in its stack, from 1; nil for a lone widget.
        public let member: Int?
        /// How messages name it ("widget 2").
        public let label: String
        /// Its kind and size in the configuration's words.
        public let kind: String
        public let family: String
        /// The reload policy: atEnd, after (with `policyDate`), never, or "none yet" before the first answer.
        public let policy: String
        public let policyDate: Date?
        /// When the runner will next ask, after the reload budget; nil for never.
        public let nextReload: Date?
        /// When the current timeline arrived.
        public let updated: Date?
        /// The latest failure, in the words its tile shows.
        public let failure: String?
        /// Whether its tile shows the widget's sample, marked "Sample", for want of any data (the embedded demo's way).
        public let showsSample: Bool
        /// What the tile shows now, as sentences (`render --plain`'s words, charts by their descriptions).
        public let reads: String?
        /// What the provider left out or guessed for the entry current now (files skipped, rules cut short).
        public let skipped: [String]
        /// The current timeline's entries, in date order.
        public let entries: [Entry]
    }

    /// One entry: its date, relevance, and content as the entry encodes itself.
    public struct Entry: Encodable, Sendable {
        /// When the entry becomes current.
        public let date: Date
        /// Its relevance for smart stacks, if it gives one.
        public let relevance: TimelineEntryRelevance?
        /// The entry itself, encoded as it encodes itself.
        public let content: any TimelineEntry

        private enum CodingKeys: String, CodingKey { case date, relevance, content }

        /// Encodes the date, the relevance (null when none) and the entry itself.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(relevance, forKey: .relevance)
            try container.encode(content, forKey: .content)
        }
    }

    /// The moment the timelines were asked for.
    public let at: Date
    /// Every widget instance, in slot order (a stack's in its order).
    public let widgets: [Widget]
    /// Every stack: which widget is on top and why, and when it may next rotate.
    public let stacks: [StackReport]

    /// The report for every widget the runner holds, in slot order, with what each tile reads from `plain`,
    /// and for every stack of `stacks`; with `samplesForFailures`, a widget that never loaded shows its sample.
    public init(runner: TimelineRunner, at date: Date, plain: PlainTextReport? = nil, stacks: StackRotator = StackRotator(),
                samplesForFailures: Bool = false) {
        at = date
        self.stacks = StackReport.all(stacks, runner: runner, at: date)
        let reads = Dictionary((plain?.tiles ?? []).map { ($0.slot, $0.text) }) { first, _ in first }
        widgets = runner.inspection().sorted { $0.key < $1.key }.map { position, source in
            let (policy, policyDate) = Self.describe(source.timeline?.policy)
            let entries = source.timeline?.entries ?? []
            let current = entries.last { $0.date <= date } ?? entries.first
            return Widget(slot: position.slot + 1, member: stacks.stacks[position.slot] == nil ? nil : position.member + 1, label: source.config.label, kind: source.config.kind,
                          family: source.config.family.configName, policy: policy, policyDate: policyDate,
                          nextReload: source.nextReload, updated: source.updated, failure: source.failure?.message,
                          showsSample: samplesForFailures && source.timeline == nil && source.failure != nil,
                          reads: stacks.position(of: position.slot) == position ? reads[position.slot + 1] : nil,
                          skipped: current?.leftOut ?? [],
                          entries: entries.map { Entry(date: $0.date, relevance: $0.relevance, content: $0) })
        }
    }

    /// Dates as `UTCStamp` writes them everywhere else, Gregorian before 1582 too (Foundation's would turn Julian).
    private static let dates = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(UTCStamp.iso8601(date))
    }

    /// The report as indented JSON with ISO 8601 dates.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = Self.dates
        return TextSanitizer.escapingControlsInJSON(String(decoding: try encoder.encode(self), as: UTF8.self))
    }

    /// The report for people: a block per widget, one line per entry.
    public func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = Self.dates
        let stamp = { (date: Date?) in date.map { UTCStamp.iso8601($0) } ?? "none" }
        var lines: [String] = []
        for widget in widgets {
            lines.append("\(widget.label) · \(widget.kind) · \(widget.family)")
            lines.append("  policy: \(widget.policy)\(widget.policyDate.map { " " + UTCStamp.iso8601($0) } ?? "")"
                         + " · next reload: \(stamp(widget.nextReload)) · updated: \(stamp(widget.updated))")
            if let failure = widget.failure { lines.append("  last load failed: \(failure)") }
            if widget.showsSample { lines.append("  shows: its sample, marked \"Sample\", until a load answers (the embedded demo's tiles do)") }
            if let reads = widget.reads { lines.append("  reads: \(reads)") }
            lines += widget.skipped.map { "  skipped: " + TextSanitizer.clean($0) }
            lines.append("  entries: \(widget.entries.count)")
            for entry in widget.entries {
                let relevance = entry.relevance.map { " relevance \($0.score)" + ($0.duration > 0 ? " for \($0.duration) s" : "") } ?? ""
                let content = TextSanitizer.escapingControlsInJSON(String(decoding: try encoder.encode(entry.content), as: UTF8.self))
                lines.append("    \(UTCStamp.iso8601(entry.date))\(relevance)  \(content)")
            }
        }
        for stack in stacks {
            lines.append("stack in slot \(stack.slot) · \(stack.rotation) · on top: widget \(stack.top) of the stack")
            lines.append("  why: \(stack.reason) · next rotation: \(stamp(stack.nextRotation))")
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ policy: ReloadPolicy?) -> (String, Date?) {
        switch policy {
        case .atEnd: ("atEnd", nil)
        case .after(let date): ("after", date)
        case .never: ("never", nil)
        case nil: ("none yet", nil)
        }
    }
}
