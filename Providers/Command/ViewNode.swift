import FoundationEssentials

/// A view of a timeline document: the JSON tree's node, decoded and checked, before it becomes a WidgettyKit view.
indirect enum ViewNode: Sendable, Equatable, Encodable {
    /// `{"type": "text", "text": "…", "lineLimit": 2}`
    case text(String, lineLimit: Int?)
    /// `{"type": "date", "date": "2026-11-23T10:00:00Z", "style": "relative"}`: kept current as it is drawn.
    case date(Date, style: DateStyleName)
    /// `{"type": "vstack" | "hstack", "alignment": …, "spacing": 1, "children": […]}`
    case stack(Axis, alignment: String, spacing: Int?, children: [ViewNode])
    /// `{"type": "spacer", "minLength": 0}`
    case spacer(minLength: Int)
    /// `{"type": "divider"}`
    case divider
    /// `{"type": "padding", "margin": "standard" | "tight" | {"horizontal": 1, "vertical": 0}, "content": …}`
    case padding(ViewNode, margin: MarginSpec)
    /// `{"type": "frame", "width": 10, "height": 1, "fillWidth": true, "alignment": "topLeading", "content": …}`
    case frame(ViewNode, FrameSpec)
    /// `{"type": "glyph", "symbol": "☀"}`
    case glyph(String)
    /// `{"type": "gauge", "value": 42, "bounds": [0, 100], "label": "CPU", "currentValueLabel": "42%", "tint": "orange"}`
    case gauge(GaugeSpec)
    /// `{"type": "link", "url": "https://…", "title": "Open"}`
    case link(URL, title: String)
    /// `{"type": "button", "title": "Retry", "role": "primary", "command": ["./retry"]}`: runs, then reloads.
    case button(title: String, role: RoleName, command: [String])
    /// `{"type": "chart", "label": "Queue", "yDomain": [0, 100], "marks": [{"mark": "line", "x": …, "y": …}]}`
    case chart(ChartSpec)
    /// Any node with `font`, `color` or `weight` keys.
    case styled(ViewNode, StyleSpec)

    /// A stack's direction.
    enum Axis: String, Sendable, Encodable { case vertical = "vstack", horizontal = "hstack" }

    /// `DateStyle`'s cases by name.
    enum DateStyleName: String, Sendable, Encodable, CaseIterable { case relative, timer, time, date }

    /// `ButtonRole`'s cases by name.
    enum RoleName: String, Sendable, Encodable, CaseIterable { case normal, primary, cancel, destructive }

    /// A padding's margin: the HIG's standard or tight, or cells.
    enum MarginSpec: Sendable, Equatable, Encodable {
        case standard, tight
        case cells(horizontal: Int, vertical: Int)
    }

    /// A frame's sizes and alignment.
    struct FrameSpec: Sendable, Equatable, Encodable {
        var width: Int?
        var height: Int?
        var fillWidth: Bool
        var fillHeight: Bool
        var alignment: String
    }

    /// A node's font, colour role and weight, each optional.
    struct StyleSpec: Sendable, Equatable, Encodable {
        var font: String?
        var color: String?
        var isBold: Bool?
    }

    /// A gauge's value, the range it spans, its labels and the colour role of its bar.
    struct GaugeSpec: Sendable, Equatable, Encodable {
        var value: Double
        var bounds: ClosedRange<Double>
        var label: String?
        var currentValueLabel: String?
        var tint: String?
    }

    /// A chart's marks and what it shows.
    struct ChartSpec: Sendable, Equatable, Encodable {
        var label: String?
        var yDomain: [Double]?
        var marks: [MarkSpec]
    }

    /// One mark: `bar`, `line`, `point`, `area` or `rule`, placed by `x` and `y`, in a series, in a colour role.
    struct MarkSpec: Sendable, Equatable, Encodable {
        var mark: String
        var x: ValueSpec?
        var y: ValueSpec?
        var series: String?
        var color: String?
    }

    /// A plotted value with what it measures: `{"label": "Hour", "date": "…"}`, `"number"` or `"category"`.
    struct ValueSpec: Sendable, Equatable, Encodable {
        /// The value itself.
        enum Value: Sendable, Equatable, Encodable {
            case number(Double)
            case date(Date)
            case category(String)
        }

        var label: String
        var value: Value
    }
}
