import WidgettyKit

/// Draws a chart into the rectangle it is given: plot, gridlines, value labels on the trailing side,
/// position labels below, legend at the bottom; or a row per category for horizontal bars.
struct ChartPainter {
    let chart: Chart
    let environment: RenderEnvironment
    let series: [ChartSeries]
    /// The marks that can be drawn (NaN and infinite values are skipped).
    let plotted: [ChartMark]
    /// Whether each of the chart's marks can be drawn, by index (lines break at those that cannot).
    let isPlottable: [Bool]
    /// ASCII characters instead of braille, blocks and box drawing.
    let ascii: Bool

    /// A painter for `chart` in `environment`.
    init(_ chart: Chart, environment: RenderEnvironment) {
        self.chart = chart
        self.environment = environment
        series = chart.series
        let isPlottable = chart.marks.indices.map { chart.marks[$0].isPlottable }
        self.isPlottable = isPlottable
        plotted = chart.marks.indices.compactMap { isPlottable[$0] ? chart.marks[$0] : nil }
        ascii = environment.glyphs == .ascii
    }

    /// Draws the whole chart filling `rect`.
    func draw(in rect: Rect, canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        if environment.redacted { return drawRedacted(in: rect, canvas: &canvas) }
        guard !plotted.isEmpty else {
            let words = "No data"
            let x = rect.x + max(0, (rect.width - GraphemeWidth.of(words)) / 2)
            canvas.write(words, x: x, y: rect.y + (rect.height - 1) / 2, style: environment.style(for: .secondaryLabel), clip: clip(rect))
            return
        }
        var area = rect
        if chart.showsLegend && series.count > 1 && area.height >= 3 {
            area.height -= 1
            drawLegend(in: Rect(x: area.x, y: area.maxY, width: area.width, height: 1), canvas: &canvas)
        }
        if plotted.contains(where: \.isHorizontalBar) {
            drawHorizontalBars(in: area, canvas: &canvas)
        } else {
            drawVertical(in: area, canvas: &canvas)
        }
    }

    // MARK: Charts with a vertical value axis

    /// Bars, lines, areas, points and rules over positions across, values up.
    private func drawVertical(in area: Rect, canvas: inout Canvas) {
        let hasPositionLabels = chart.showsXAxis && area.height >= 4
        let plotHeight = area.height - (hasPositionLabels ? 1 : 0)
        let ticks = valueTicks(count: max(2, min(5, plotHeight / 2 + 1)))
        let labels = ticks.values.map { chart.unit.format($0) }
        let labelWidth = labels.map { GraphemeWidth.of($0) }.max() ?? 0
        let hasValueLabels = chart.showsYAxis && area.width - labelWidth - 1 >= 4
        let plot = Rect(x: area.x, y: area.y, width: area.width - (hasValueLabels ? labelWidth + 1 : 0), height: plotHeight)
        let scale = ChartScale(lower: ticks.lower, upper: ticks.upper, length: plot.height * 8)
        let positions = ChartPositions(plotted, rules: chart.marks.filter { $0.kind == .rule && $0.x != nil }, width: plot.width,
                                       domain: chart.xDomain)
        let row = { (value: Double) in plot.maxY - 1 - min(plot.height - 1, scale.step(value, limit: plot.height * 8).step / 8) }

        let separator = environment.style(for: .separator)
        for tick in ticks.values {
            let character: Character = ascii ? (tick == 0 ? "-" : ".") : (tick == 0 ? "─" : "┈")
            for x in plot.x..<plot.maxX { canvas.put(character, x: x, y: row(tick), style: separator, clip: clip(plot)) }
        }
        var overflows: [(column: Int, overflow: ChartScale.Overflow, color: SemanticColor)] = []
        drawVerticalBars(in: plot, scale: scale, positions: positions, overflows: &overflows, canvas: &canvas)
        drawDots(in: plot, scale: scale, positions: positions, overflows: &overflows, canvas: &canvas)
        drawRules(in: plot, row: row, positions: positions, canvas: &canvas)
        for (column, overflow, color) in overflows {
            let marker = overflow == .above ? (ascii ? "^" : "▲") : (ascii ? "v" : "▼")
            canvas.write(marker, x: plot.x + column, y: overflow == .above ? plot.y : plot.maxY - 1, style: environment.style(for: color), clip: clip(plot))
        }
        if hasValueLabels {
            var used = Set<Int>()
            for (tick, label) in zip(ticks.values, labels) where used.insert(row(tick)).inserted {
                canvas.write(label, x: plot.maxX + 1, y: row(tick), style: environment.style(for: .secondaryLabel), clip: clip(area))
            }
        }
        if hasPositionLabels { drawPositionLabels(positions, in: Rect(x: plot.x, y: plot.maxY, width: plot.width, height: 1), canvas: &canvas) }
        if let selection = scrubbed(in: plot, positions: positions) ?? chart.selection {
            drawSelection(selection, in: plot, positions: positions, canvas: &canvas)
        }
    }

    /// The position a scrub points at: some positions back from the latest, or the one drawn nearest a column.
    private func scrubbed(in plot: Rect, positions: ChartPositions) -> ChartValue? {
        switch environment.chartScrub {
        case nil: return nil
        case .stepsBack(let steps): return chart.selection(movedBy: -steps, from: chart.positions.last)
        case .column(let column):
            // A continuous axis keeps only its ends in `positions`; the pointer may point at any sample between.
            let candidates = positions.slotted ? positions.values : chart.positions
            return candidates.min { first, second in
                abs(plot.x + (positions.dot(first, dots: plot.width) ?? Int.max / 2) - column)
                    < abs(plot.x + (positions.dot(second, dots: plot.width) ?? Int.max / 2) - column)
            }
        }
    }

    /// The value axis' ticks: inside a fixed domain, or familiar values covering the data (and zero, under bars and areas).
    private func valueTicks(count: Int) -> ChartTicks {
        if let domain = chart.yDomain { return ChartTicks.inside(domain, count: count) }
        var values = plotted.filter { $0.kind != .bar }.compactMap(\.amount)
        values += stackTotals().flatMap { [$0.down, $0.up] }
        values += chart.marks.compactMap { $0.kind == .rule && $0.x == nil ? $0.amount : nil }.filter(\.isFinite)
        if plotted.contains(where: { $0.kind == .bar || $0.kind == .area }) { values.append(0) }
        return ChartTicks.covering(values.min() ?? 0, values.max() ?? 1, count: count)
    }

    /// Each bar position's stacked totals below and above zero.
    private func stackTotals() -> [(down: Double, up: Double)] {
        var totals: [ChartValue: (down: Double, up: Double)] = [:]
        for mark in plotted where mark.kind == .bar {
            guard let position = mark.position, let amount = mark.amount else { continue }
            var total = totals[position] ?? (0, 0)
            if amount < 0 { total.down += amount } else { total.up += amount }
            totals[position] = total
        }
        return Array(totals.values)
    }

    /// Vertical bars from the zero baseline, stacked by series; the top of a bar beyond a fixed domain is marked.
    private func drawVerticalBars(in plot: Rect, scale: ChartScale, positions: ChartPositions,
                                  overflows: inout [(column: Int, overflow: ChartScale.Overflow, color: SemanticColor)], canvas: inout Canvas) {
        var stacks: [ChartValue: [ChartMark]] = [:]
        for mark in plotted where mark.kind == .bar { if let position = mark.position { stacks[position, default: []].append(mark) } }
        guard !stacks.isEmpty else { return }
        let limit = plot.height * 8
        let zero = scale.step(0, limit: limit).step
        let bars = ChartBars(environment: environment, ascii: ascii)
        for position in positions.values {
            guard let slot = positions.slot(position), let stack = stacks[position] else { continue }
            let width = slot.width >= 3 ? slot.width - 1 : slot.width
            var (up, down) = (0.0, 0.0)
            var segments: [ChartBars.Segment] = []
            for mark in stack {
                let amount = mark.amount ?? 0
                let (from, to) = amount < 0 ? (down + amount, down) : (up, up + amount)
                if amount < 0 { down += amount } else { up += amount }
                let color = chart.color(of: mark, in: series)
                let (low, high) = (scale.step(from, limit: limit), scale.step(to, limit: limit))
                segments.append(.init(from: amount < 0 ? low.step : max(zero, low.step), to: amount < 0 ? min(zero, high.step) : high.step, color: color))
                for overflow in [low.overflow, high.overflow].compactMap({ $0 }) {
                    for column in slot.start..<(slot.start + width) { overflows.append((column, overflow, color)) }
                }
            }
            bars.draw(segments, lanes: (plot.x + slot.start)..<(plot.x + slot.start + width), along: .vertical,
                      origin: plot.maxY - 1, cells: plot.height, canvas: &canvas)
        }
    }

    /// Lines, areas and points on a braille grid (or one mark per cell in ASCII), each series in its color.
    private func drawDots(in plot: Rect, scale: ChartScale, positions: ChartPositions,
                          overflows: inout [(column: Int, overflow: ChartScale.Overflow, color: SemanticColor)], canvas: inout Canvas) {
        guard plotted.contains(where: { $0.kind != .bar }) else { return }
        var grid = DotGrid(columns: plot.width, rows: plot.height, braille: !ascii)
        let top = grid.height - 1
        let baseline = top - scale.step(0, limit: top).step
        let owners = chart.marks.indices.map { index in series.firstIndex { $0.name == chart.marks[index].series } ?? -1 }
        for owner in series.indices {
            var previous: (x: Int, y: Int)?
            // Marks are read in place by index: a thousand points are not copied.
            for index in chart.marks.indices where owners[index] == owner && chart.marks[index].kind != .bar && chart.marks[index].kind != .rule {
                guard isPlottable[index], let position = chart.marks[index].position, let amount = chart.marks[index].amount,
                      let x = positions.dot(position, dots: grid.width) else { previous = nil; continue }
                let (step, overflow) = scale.step(amount, limit: top)
                let point = (x: x, y: top - step)
                if let overflow { overflows.append((x / grid.dotsAcross, overflow, chart.color(of: chart.marks[index], in: series))) }
                switch chart.marks[index].kind {
                case .point:
                    grid.set(point.x, point.y, owner: owner, ink: "o")
                case .area:
                    if let previous { fillArea(from: previous, to: point, baseline: baseline, grid: &grid, owner: owner) }
                    grid.shade(column: point.x, from: point.y, to: baseline, owner: owner, ink: "#")
                    if let previous { grid.line(from: previous, to: point, owner: owner, ink: "*") } else { grid.set(point.x, point.y, owner: owner, ink: "*") }
                default:
                    if let previous { grid.line(from: previous, to: point, owner: owner, ink: "*") } else { grid.set(point.x, point.y, owner: owner, ink: "*") }
                }
                previous = point
            }
        }
        let styles = series.map { environment.style(for: $0.color) }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where grid.isInked(column, row) {
                let owner = grid.owner(column, row)
                canvas.put(grid.character(column, row), x: plot.x + column, y: plot.y + row,
                           style: styles.indices.contains(owner) ? styles[owner] : environment.style(for: .tint), clip: clip(plot))
            }
        }
    }

    /// Shades an area between two of its points down to the baseline, column by column, under the line joining them
    /// (drawn after): a line over a light area, as the Charts chapter draws one.
    private func fillArea(from start: (x: Int, y: Int), to end: (x: Int, y: Int), baseline: Int, grid: inout DotGrid, owner: Int) {
        guard end.x > start.x + 1 else { return }
        for x in (start.x + 1)..<end.x {
            let y = start.y + (end.y - start.y) * (x - start.x) / (end.x - start.x)
            grid.shade(column: x, from: y, to: baseline, owner: owner, ink: "#")
        }
    }

    /// Rules: across the plot at a value (a threshold), or down it at a position, drawn where no mark is.
    private func drawRules(in plot: Rect, row: (Double) -> Int, positions: ChartPositions, canvas: inout Canvas) {
        for mark in chart.marks where mark.kind == .rule {
            let style = environment.style(for: chart.color(of: mark, in: series))
            if mark.x == nil, let amount = mark.amount, amount.isFinite {
                for column in plot.x..<plot.maxX where isBlank(canvas, column, row(amount)) {
                    canvas.write(ascii ? "-" : "╌", x: column, y: row(amount), style: style, clip: clip(plot))
                }
            } else if let position = mark.x?.value, let dot = positions.dot(position, dots: plot.width * (ascii ? 1 : 2)) {
                drawVerticalRule(at: plot.x + dot / (ascii ? 1 : 2), in: plot, style: style, canvas: &canvas)
            }
        }
    }

    /// A vertical rule down column `x` of the plot, where nothing else is drawn.
    private func drawVerticalRule(at x: Int, in plot: Rect, style: CellStyle, canvas: inout Canvas) {
        for y in plot.y..<plot.maxY where isBlank(canvas, x, y) {
            canvas.write(ascii ? "|" : "│", x: x, y: y, style: style, clip: clip(plot))
        }
    }

    /// Whether a cell of the plot holds only a gridline or nothing.
    private func isBlank(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool {
        guard canvas.bounds.contains(x: x, y: y) else { return false }
        return [" ", "┈", "─", ".", "-"].contains(canvas[x, y].text)
    }

    /// The selected position: a rule, and its value with its position's label at the top of the plot.
    private func drawSelection(_ selection: ChartValue, in plot: Rect, positions: ChartPositions, canvas: inout Canvas) {
        guard let position = nearest(selection), let dot = positions.dot(position, dots: plot.width) else { return }
        let x = plot.x + dot
        drawVerticalRule(at: x, in: plot, style: environment.style(for: .label), canvas: &canvas)
        let values = plotted.filter { $0.position == position }.compactMap(\.amount)
        guard let first = values.first else { return }
        let amount = plotted.contains { $0.kind == .bar && $0.position == position } ? values.reduce(0, +) : first
        let text = "\(position.text(spanning: ChartValue.span(of: positions.values), timeZone: environment.timeZone, locale: environment.locale)) \(chart.unit.format(amount))"
        let width = GraphemeWidth.of(text)
        let start = x + 1 + width <= plot.maxX ? x + 1 : max(plot.x, x - width)
        canvas.write(text, x: start, y: plot.y, style: environment.style(for: .label), clip: clip(plot))
    }

    /// The plotted position at `target`, or the nearest to it on a continuous axis.
    private func nearest(_ target: ChartValue) -> ChartValue? {
        if plotted.contains(where: { $0.position == target }) { return target }
        guard let goal = target.continuous else { return nil }
        return plotted.compactMap(\.position).min { abs(($0.continuous ?? .infinity) - goal) < abs(($1.continuous ?? .infinity) - goal) }
    }

    /// Position labels under the plot: every slot's when they fit, else the first and the last.
    private func drawPositionLabels(_ positions: ChartPositions, in row: Rect, canvas: inout Canvas) {
        guard let firstValue = positions.values.first, let lastValue = positions.values.last else { return }
        let span = ChartValue.span(of: [firstValue, lastValue])
        let text = { (value: ChartValue) in value.text(spanning: span, timeZone: self.environment.timeZone, locale: self.environment.locale) }
        let style = environment.style(for: .secondaryLabel)
        // Slots narrower than two cells cannot hold a label and a space: only then is every label written out.
        if positions.slotted, positions.values.count * 2 <= row.width {
            let texts = positions.values.map(text)
            if positions.values.indices.allSatisfy({ GraphemeWidth.of(texts[$0]) <= (positions.slot(positions.values[$0])?.width ?? 0) - 1 }) {
                for (position, text) in zip(positions.values, texts) {
                    guard let slot = positions.slot(position) else { continue }
                    let bar = slot.width >= 3 ? slot.width - 1 : slot.width
                    canvas.write(text, x: row.x + slot.start + max(0, (bar - GraphemeWidth.of(text)) / 2), y: row.y, style: style, clip: clip(row))
                }
                return
            }
        }
        let (first, last) = (text(firstValue), text(lastValue))
        let lastWidth = GraphemeWidth.of(last)
        if positions.values.count > 1 && GraphemeWidth.of(first) + 1 + lastWidth <= row.width {
            canvas.write(first, x: row.x, y: row.y, style: style, clip: clip(row))
        }
        canvas.write(last, x: max(row.x, row.maxX - lastWidth), y: row.y, style: style, clip: clip(row))
    }

    // MARK: Horizontal bars

    /// A row per category: its name, its bar from the zero baseline, its value.
    private func drawHorizontalBars(in area: Rect, canvas: inout Canvas) {
        let shown = Array(ChartMark.positions(of: plotted.filter(\.isHorizontalBar)).prefix(area.height))
        let totals = shown.map { name in plotted.filter { $0.isHorizontalBar && $0.position == name }.compactMap(\.amount) }
        let texts = shown.map { $0.text(spanning: 0, timeZone: environment.timeZone, locale: environment.locale) }
        let values = totals.map { chart.unit.format($0.reduce(0, +)) }
        // The names' column and the space after it; none when the axis is hidden.
        let nameColumn = chart.showsYAxis ? min(area.width / 3, texts.map { GraphemeWidth.of($0) }.max() ?? 0) + 1 : 0
        let valueWidth = values.map { GraphemeWidth.of($0) }.max() ?? 0
        let barWidth = area.width - nameColumn - valueWidth - 1
        let domain = chart.yDomain ?? {
            let ticks = ChartTicks.covering(min(0, totals.map { $0.filter { $0 < 0 }.reduce(0, +) }.min() ?? 0),
                                            max(0, totals.map { $0.filter { $0 > 0 }.reduce(0, +) }.max() ?? 0), count: 3)
            return ticks.lower...ticks.upper
        }()
        let scale = ChartScale(lower: domain.lowerBound, upper: domain.upperBound, length: max(0, barWidth) * 8)
        let limit = max(0, barWidth) * 8
        let zero = scale.step(0, limit: limit).step
        let bars = ChartBars(environment: environment, ascii: ascii)
        for (index, name) in shown.enumerated() {
            let y = area.y + index
            canvas.write(texts[index], x: area.x, y: y, style: environment.style(for: .secondaryLabel),
                         clip: clip(Rect(x: area.x, y: y, width: nameColumn - 1, height: 1)))
            let valueX = area.maxX - GraphemeWidth.of(values[index])
            canvas.write(values[index], x: valueX, y: y, style: environment.style(for: .label), clip: clip(area))
            guard barWidth > 0 else { continue }
            let origin = area.x + nameColumn
            var (up, down) = (0.0, 0.0)
            var segments: [ChartBars.Segment] = []
            var markers: [(x: Int, text: String, color: SemanticColor)] = []
            for mark in plotted where mark.isHorizontalBar && mark.position == name {
                let amount = mark.amount ?? 0
                let (from, to) = amount < 0 ? (down + amount, down) : (up, up + amount)
                if amount < 0 { down += amount } else { up += amount }
                let (low, high) = (scale.step(from, limit: limit), scale.step(to, limit: limit))
                let color = chart.color(of: mark, in: series)
                segments.append(.init(from: amount < 0 ? low.step : max(zero, low.step), to: amount < 0 ? min(zero, high.step) : high.step, color: color))
                if high.overflow == .above { markers.append((origin + barWidth - 1, ascii ? ">" : "▶", color)) }
                if low.overflow == .below { markers.append((origin, ascii ? "<" : "◀", color)) }
            }
            bars.draw(segments, lanes: y..<(y + 1), along: .horizontal, origin: origin, cells: barWidth, canvas: &canvas)
            for marker in markers { canvas.write(marker.text, x: marker.x, y: y, style: environment.style(for: marker.color), clip: clip(area)) }
        }
    }

    // MARK: Legend and placeholder

    /// "● user  ● system": each series' mark in its color, its name in the secondary label color.
    private func drawLegend(in row: Rect, canvas: inout Canvas) {
        var x = row.x
        for entry in series {
            x += canvas.write(ascii ? "o " : "● ", x: x, y: row.y, style: environment.style(for: entry.color), clip: clip(row))
            x += canvas.write(entry.name ?? "", x: x, y: row.y, style: environment.style(for: .secondaryLabel), clip: clip(row)) + 2
        }
    }

    /// The placeholder's neutral shape: a low even band along the bottom, whatever the data.
    private func drawRedacted(in rect: Rect, canvas: inout Canvas) {
        canvas.write(String(repeating: ascii ? "_" : "▂", count: rect.width), x: rect.x, y: rect.maxY - 1,
                     style: environment.style(for: .placeholder), clip: clip(rect))
    }

    /// The part of `rect` the chart may draw in.
    private func clip(_ rect: Rect) -> Rect { environment.clipped(rect) }
}
