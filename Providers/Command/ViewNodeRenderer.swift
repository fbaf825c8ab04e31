import FoundationEssentials
import WidgettyKit

/// Turns a timeline document's views into WidgettyKit views; buttons run their command with the widget's environment.
struct ViewNodeRenderer {
    /// Builds the launch of a button's command, in the widget's folder and environment.
    let launch: @Sendable ([String]) -> CommandLaunch

    /// The WidgettyKit view for `node`.
    func view(for node: ViewNode) -> any View {
        switch node {
        case .text(let content, let lineLimit):
            return Text(content).lineLimit(lineLimit)
        case .date(let date, let style):
            return Text(date, style: Self.dateStyle(style))
        case .stack(let axis, let alignment, let spacing, let children):
            let views = children.map(view(for:))
            switch axis {
            case .vertical:
                let horizontal: HorizontalAlignment = alignment == "leading" ? .leading : alignment == "trailing" ? .trailing : .center
                return VStack(alignment: horizontal, spacing: spacing ?? 0) { views }
            case .horizontal:
                let vertical: VerticalAlignment = alignment == "top" ? .top : alignment == "bottom" ? .bottom : .center
                return HStack(alignment: vertical, spacing: spacing ?? 1) { views }
            }
        case .spacer(let minLength):
            return Spacer(minLength: minLength)
        case .divider:
            return Divider()
        case .padding(let content, let margin):
            let cells: Margin = switch margin {
            case .standard: .standard
            case .tight: .tight
            case .cells(let horizontal, let vertical): .cells(horizontal: horizontal, vertical: vertical)
            }
            return view(for: content).padding(cells)
        case .frame(let content, let frame):
            let alignment = Self.alignment(frame.alignment)
            let inner = view(for: content)
            if frame.width != nil || frame.height != nil {
                let sized = inner.frame(width: frame.width, height: frame.height, alignment: alignment)
                return frame.fillWidth || frame.fillHeight ? sized.frame(fillWidth: frame.fillWidth, fillHeight: frame.fillHeight, alignment: alignment) : sized
            }
            return inner.frame(fillWidth: frame.fillWidth, fillHeight: frame.fillHeight, alignment: alignment)
        case .glyph(let symbol):
            return Glyph(symbol)
        case .link(let url, let title):
            return Link(title, destination: url)
        case .button(let title, let role, let command):
            return Button(title, role: Self.role(role), intent: RunCommandIntent(launch: launch(command)))
        case .gauge(let spec):
            let gauge = Gauge(value: spec.value, in: spec.bounds, label: spec.label, currentValueLabel: spec.currentValueLabel)
            return spec.tint.flatMap(SemanticColor.init(rawValue:)).map(gauge.tint) ?? gauge
        case .chart(let spec):
            return Self.chart(spec)
        case .styled(let content, let style):
            return styled(view(for: content), style)
        }
    }

    /// `view` with the node's font, colour and weight.
    private func styled(_ view: any View, _ style: ViewNode.StyleSpec) -> any View {
        var result = view
        if let font = style.font.flatMap(Self.font) { result = result.font(font) }
        if let color = style.color.flatMap(SemanticColor.init(rawValue:)) { result = result.foregroundStyle(color) }
        if let isBold = style.isBold { result = result.bold(isBold) }
        return result
    }

    /// A `Chart` of the spec's marks.
    private static func chart(_ spec: ViewNode.ChartSpec) -> Chart {
        let kinds: [String: ChartMark.Kind] = ["bar": .bar, "line": .line, "point": .point, "area": .area, "rule": .rule]
        let plotted = { (value: ViewNode.ValueSpec) -> PlottableValue in
            switch value.value {
            case .number(let number): .value(value.label, number)
            case .date(let date): .value(value.label, date)
            case .category(let name): .value(value.label, name)
            }
        }
        var chart = Chart { }
        chart.marks = spec.marks.map { mark in
            ChartMark(kind: kinds[mark.mark] ?? .line, x: mark.x.map(plotted), y: mark.y.map(plotted), series: mark.series,
                      color: mark.color.flatMap(SemanticColor.init(rawValue:)))
        }
        chart.label = spec.label
        if let domain = spec.yDomain, domain.count == 2 { chart = chart.chartYScale(domain: domain[0]...domain[1]) }
        return chart
    }

    private static func font(_ name: String) -> Font? {
        let fonts: [String: Font] = ["largeNumerals": .largeNumerals, "largeTitle": .largeTitle, "title": .title,
                                     "headline": .headline, "body": .body, "subheadline": .subheadline,
                                     "footnote": .footnote, "caption": .caption]
        return fonts[name]
    }

    private static func dateStyle(_ name: ViewNode.DateStyleName) -> DateStyle {
        switch name {
        case .relative: .relative
        case .timer: .timer
        case .time: .time
        case .date: .date
        }
    }

    private static func role(_ name: ViewNode.RoleName) -> ButtonRole {
        switch name {
        case .normal: .normal
        case .primary: .primary
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    private static func alignment(_ name: String) -> Alignment {
        let alignments: [String: Alignment] = [
            "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
            "bottomTrailing": .bottomTrailing,
        ]
        return alignments[name] ?? .center
    }
}
