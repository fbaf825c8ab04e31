import WidgettyRender
import WidgettyTerminal

/// The colors a terminal shows for each pair of a frame, each pair rounded once (as the screen keeps its color pairs):
/// a frame has a few hundred pairs in twelve thousand cells.
struct ShownColors {
    let mapper: ColorMapper
    private var known: [[RGB]: (foreground: RGB, background: RGB)] = [:]

    init(mapper: ColorMapper) {
        self.mapper = mapper
    }

    /// What `mapper.shown` gives for the pair, from the pairs already rounded where it is one of them.
    mutating func shown(foreground: RGB, background: RGB) -> (foreground: RGB, background: RGB) {
        if let colors = known[[foreground, background]] { return colors }
        let colors = mapper.shown(foreground: foreground, background: background)
        known[[foreground, background]] = colors
        return colors
    }
}
