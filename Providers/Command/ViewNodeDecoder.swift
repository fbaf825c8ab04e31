import WidgettyKit

/// Reads the views of a timeline document, counting them against `InputLimits.viewCount` and their nesting
/// against `InputLimits.viewDepth`.
struct ViewNodeDecoder {
    /// Whether a button may appear: it runs a program here, which a document from a URL may not ask for.
    var allowsButtons = true
    /// Views read so far in this document.
    private(set) var count = 0

    /// The view types and the keys each accepts besides `type`, `font`, `color` and `weight`.
    static let keys: [String: [String]] = [
        "text": ["text", "lineLimit"], "date": ["date", "style"],
        "vstack": ["alignment", "spacing", "children"], "hstack": ["alignment", "spacing", "children"],
        "spacer": ["minLength"], "divider": [], "padding": ["margin", "content"],
        "frame": ["width", "height", "fillWidth", "fillHeight", "alignment", "content"],
        "glyph": ["symbol"], "gauge": ["value", "bounds", "label", "currentValueLabel", "tint"], "link": ["url", "title"], "button": ["title", "role", "command"],
        "chart": ["label", "yDomain", "marks"],
    ]
    private static let styleKeys = ["type", "font", "color", "weight"]
    private static let fonts = ["largeNumerals", "largeTitle", "title", "headline", "body", "subheadline", "footnote", "caption"]
    static let frameAlignments = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                                  "bottomLeading", "bottomTrailing"]

    /// The view at `value`, `depth` levels down from an entry's view.
    mutating func node(_ value: DocumentValue, depth: Int = 1) throws(DocumentError) -> ViewNode {
        guard depth <= InputLimits.viewDepth else { throw value.problem("views nest more than \(InputLimits.viewDepth) deep") }
        count += 1
        guard count <= InputLimits.viewCount else { throw value.problem("the document has more than \(InputLimits.viewCount) views") }
        guard case .object(let members) = value.value else { throw value.problem("expected a view (an object with a \"type\"), found \(value.kind)") }
        guard let typeValue = members["type"] else { throw value.problem("a view needs a \"type\": one of \(Self.keys.keys.sorted().joined(separator: ", "))") }
        let type = try DocumentValue(value: typeValue, path: value.path).word(among: Self.keys.keys.sorted(), what: "view")
        let fields = try value.object(allowing: Self.styleKeys + (Self.keys[type] ?? []))
        let node = try shape(type, fields, at: value, depth: depth)
        let style = ViewNode.StyleSpec(
            font: try fields["font"]?.word(among: Self.fonts, what: "font"),
            color: try fields["color"]?.word(among: SemanticColor.allCases.map(\.rawValue), what: "colour role"),
            isBold: try fields["weight"].map { weight throws(DocumentError) in try weight.word(among: ["bold", "regular"], what: "weight") == "bold" })
        return style == ViewNode.StyleSpec() ? node : .styled(node, style)
    }

    /// The node of one type from its checked fields.
    private mutating func shape(_ type: String, _ fields: [String: DocumentValue], at value: DocumentValue,
                                depth: Int) throws(DocumentError) -> ViewNode {
        switch type {
        case "text":
            return .text(try required("text", fields, value).string(),
                         lineLimit: try fields["lineLimit"]?.integer(in: 1...100) ?? 1)
        case "date":
            let style = try fields["style"]?.word(among: ViewNode.DateStyleName.allCases.map(\.rawValue), what: "date style")
            return .date(try required("date", fields, value).date(),
                         style: style.flatMap(ViewNode.DateStyleName.init(rawValue:)) ?? .relative)
        case "vstack", "hstack":
            let axis = ViewNode.Axis(rawValue: type) ?? .vertical
            let alignments = axis == .vertical ? ["leading", "center", "trailing"] : ["top", "center", "bottom"]
            var children: [ViewNode] = []
            for child in try fields["children"]?.array() ?? [] { children.append(try node(child, depth: depth + 1)) }
            return .stack(axis, alignment: try fields["alignment"]?.word(among: alignments, what: "alignment") ?? "center",
                          spacing: try fields["spacing"]?.integer(in: 0...100), children: children)
        case "spacer":
            return .spacer(minLength: try fields["minLength"]?.integer(in: 0...1000) ?? 0)
        case "divider":
            return .divider
        case "padding":
            return .padding(try node(required("content", fields, value), depth: depth + 1),
                            margin: try fields["margin"].map(margin) ?? .standard)
        case "frame":
            let frame = ViewNode.FrameSpec(
                width: try fields["width"]?.integer(in: 0...1000), height: try fields["height"]?.integer(in: 0...1000),
                fillWidth: try fields["fillWidth"]?.bool() ?? false, fillHeight: try fields["fillHeight"]?.bool() ?? false,
                alignment: try fields["alignment"]?.word(among: Self.frameAlignments, what: "alignment") ?? "center")
            return .frame(try node(required("content", fields, value), depth: depth + 1), frame)
        case "glyph":
            return .glyph(try required("symbol", fields, value).string())
        case "gauge":
            return .gauge(try gauge(fields, at: value))
        case "chart":
            return .chart(try chart(fields, at: value))
        case "link":
            return .link(try required("url", fields, value).url(), title: try required("title", fields, value).string())
        default:
            guard allowsButtons else {
                throw value.problem("a document from a URL cannot have buttons, which run programs on this machine; use a link, or a command widget")
            }
            let command = try required("command", fields, value)
            let words = try command.array(limit: 256).map { word throws(DocumentError) in try word.string() }
            guard let program = words.first, !program.isEmpty else { throw command.problem("expected the program to run and its arguments, found an empty list") }
            let role = try fields["role"]?.word(among: ViewNode.RoleName.allCases.map(\.rawValue), what: "role")
            return .button(title: try required("title", fields, value).string(),
                           role: role.flatMap(ViewNode.RoleName.init(rawValue:)) ?? .normal, command: words)
        }
    }

    /// A gauge's value, its range (0 to 1 unless given), labels and tint.
    private func gauge(_ fields: [String: DocumentValue], at value: DocumentValue) throws(DocumentError) -> ViewNode.GaugeSpec {
        let bounds = try fields["bounds"].map(range) ?? [0, 1]
        return ViewNode.GaugeSpec(
            value: try required("value", fields, value).number(), bounds: bounds[0]...bounds[1],
            label: try fields["label"]?.string(), currentValueLabel: try fields["currentValueLabel"]?.string(),
            tint: try fields["tint"]?.word(among: SemanticColor.allCases.map(\.rawValue), what: "colour role"))
    }

    /// `[lowest, highest]`, lowest under highest.
    private func range(_ value: DocumentValue) throws(DocumentError) -> [Double] {
        let bounds = try value.array(limit: 2).map { bound throws(DocumentError) in try bound.number() }
        guard bounds.count == 2, bounds[0] < bounds[1] else { throw value.problem("expected [lowest, highest] with lowest under highest") }
        return bounds
    }

    /// A chart's label, fixed range and marks.
    private func chart(_ fields: [String: DocumentValue], at value: DocumentValue) throws(DocumentError) -> ViewNode.ChartSpec {
        let domain = try fields["yDomain"].map(range)
        var marks: [ViewNode.MarkSpec] = []
        for mark in try required("marks", fields, value).array() {
            let parts = try mark.object(allowing: ["mark", "x", "y", "series", "color"])
            guard let kind = parts["mark"] else { throw mark.problem("a mark needs \"mark\": one of \(Self.markKinds.joined(separator: ", "))") }
            let spec = ViewNode.MarkSpec(
                mark: try kind.word(among: Self.markKinds, what: "mark"), x: try parts["x"].map(plotted), y: try parts["y"].map(plotted),
                series: try parts["series"]?.string(),
                color: try parts["color"]?.word(among: SemanticColor.allCases.map(\.rawValue), what: "colour role"))
            guard spec.x != nil || spec.y != nil else { throw mark.problem("a mark needs \"x\", \"y\" or both") }
            marks.append(spec)
        }
        return ViewNode.ChartSpec(label: try fields["label"]?.string(), yDomain: domain, marks: marks)
    }

    /// The marks a chart draws.
    static let markKinds = ["bar", "line", "point", "area", "rule"]

    /// `{"label": "Hour", "date": "…"}`, with `number` or `category` instead of `date`.
    private func plotted(_ value: DocumentValue) throws(DocumentError) -> ViewNode.ValueSpec {
        let parts = try value.object(allowing: ["label", "number", "date", "category"])
        let label = try parts["label"]?.string() ?? ""
        if let number = parts["number"] { return .init(label: label, value: .number(try number.number())) }
        if let date = parts["date"] { return .init(label: label, value: .date(try date.date())) }
        if let category = parts["category"] { return .init(label: label, value: .category(try category.string())) }
        throw value.problem("a plotted value needs \"number\", \"date\" or \"category\"")
    }

    /// `"standard"`, `"tight"` or `{"horizontal": 1, "vertical": 0}`.
    private func margin(_ value: DocumentValue) throws(DocumentError) -> ViewNode.MarginSpec {
        if case .string = value.value {
            return try value.word(among: ["standard", "tight"], what: "margin") == "tight" ? .tight : .standard
        }
        let cells = try value.object(allowing: ["horizontal", "vertical"])
        return .cells(horizontal: try cells["horizontal"]?.integer(in: 0...100) ?? 0,
                      vertical: try cells["vertical"]?.integer(in: 0...100) ?? 0)
    }

    /// The field `key`, which this view must have.
    private func required(_ key: String, _ fields: [String: DocumentValue], _ value: DocumentValue) throws(DocumentError) -> DocumentValue {
        guard let field = fields[key] else { throw value.problem("this view needs \"\(key)\"") }
        return field
    }
}
