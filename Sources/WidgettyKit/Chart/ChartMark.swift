import FoundationEssentials
/// One mark of a chart as the renderer reads it: its kind, position, series and color.
public struct ChartMark: Sendable, Equatable {
    /// The shape a mark takes.
    public enum Kind: Sendable, Equatable {
        /// A bar from the zero baseline (stacked with the other series at the same position).
        case bar
        /// A point joined to the series' next one.
        case line
        /// A dot.
        case point
        /// A line with the space down to the baseline filled.
        case area
        /// A line across the whole plot: at `y` (a threshold) or at `x` (a selected moment).
        case rule
    }

    public var kind: Kind
    /// The horizontal value; nil for a horizontal rule.
    public var x: PlottableValue?
    /// The vertical value; nil for a vertical rule.
    public var y: PlottableValue?
    /// The series the mark belongs to; marks without one form one unnamed series.
    public var series: String?
    /// A color chosen for this mark, over the series' own.
    public var color: SemanticColor?

    /// Creates a mark.
    public init(kind: Kind, x: PlottableValue?, y: PlottableValue?, series: String? = nil, color: SemanticColor? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.series = series
        self.color = color
    }

    /// Whether this is a bar laid along the x axis: a number across, a category down.
    public var isHorizontalBar: Bool {
        guard kind == .bar, case .category = y?.value, case .number = x?.value else { return false }
        return true
    }

    /// Where the mark stands along its position axis (x, or y for a horizontal bar).
    public var position: ChartValue? { isHorizontalBar ? y?.value : x?.value }

    /// The mark's measured number (y, or x for a horizontal bar); nil when it is not a number.
    public var amount: Double? {
        guard case .number(let number) = (isHorizontalBar ? x?.value : y?.value) else { return nil }
        return number
    }

    /// The distinct positions of `marks` in order along their axis: by value, or as first given when any is a category.
    public static func positions(of marks: [ChartMark]) -> [ChartValue] {
        var seen = Set<ChartValue>(), ordered: [ChartValue] = []
        for mark in marks { if let position = mark.position, seen.insert(position).inserted { ordered.append(position) } }
        let numbers = ordered.map { $0.continuous ?? .nan }
        // Categories keep their order; numbers and dates given in order (the usual case) need no sort.
        guard !numbers.contains(where: \.isNaN), zip(numbers, numbers.dropFirst()).contains(where: { $0 > $1 }) else { return ordered }
        return ordered.sorted { ($0.continuous ?? 0) < ($1.continuous ?? 0) }
    }

    /// Whether the mark can be drawn: not a rule, with a finite amount and a finite or named position (NaN and infinities are skipped).
    public var isPlottable: Bool {
        guard kind != .rule, let amount, amount.isFinite, let position else { return false }
        return position.continuous?.isFinite ?? true
    }
}

/// Something a chart's content builder accepts: a mark, or marks.
public protocol ChartContent: Sendable {
    /// The marks this content draws.
    var marks: [ChartMark] { get }
}

extension ChartMark: ChartContent {
    /// The mark itself.
    public var marks: [ChartMark] { [self] }
}

extension ChartContent {
    /// Puts every mark in the series named by `series`, which picks its color and legend entry.
    public func foregroundStyle(by series: PlottableValue) -> [ChartMark] {
        let name: String = switch series.value {
        case .category(let text): text
        case .number(let number): CompactNumber.format(number)
        case .date(let date): UTCStamp.iso8601(date)
        }
        return marks.map { var mark = $0; mark.series = name; return mark }
    }

    /// Draws every mark in one color role.
    public func foregroundStyle(_ color: SemanticColor) -> [ChartMark] {
        marks.map { var mark = $0; mark.color = color; return mark }
    }
}

extension Array: ChartContent where Element == ChartMark {
    /// The marks themselves.
    public var marks: [ChartMark] { self }
}
