import FoundationEssentials
import Synchronization
import WidgettyKit
import WidgettyRender

/// A configured home screen: its widget instances, where they go, and how a frame is composed.
///
/// The timeline runner lives beside it, so a new configuration can replace
/// the dashboard while the runner keeps the data of unchanged widgets.
public final class Dashboard: Sendable {
    public let config: DashboardConfig
    /// The kinds the gallery offers and a configuration sheet checks its fields by.
    public let registry: WidgetRegistry
    /// Every widget by position (each member of a stack has its own), with the context its provider is asked in.
    public let providerInstances: [WidgetPosition: (WidgetInstance, WidgetContext)]
    private let timeZone: ZoneInfo
    private let locale: DateLocale
    /// What the widgets are lent, and the logger the runner records in.
    private let services: HostServices
    /// The sizes each slot's tile can take (a stack's: those all its widgets' kinds support), smallest first.
    private let sizeChoices: [Int: [WidgetFamily]]
    /// The layout last worked out, and the terminal size it is for: a loop turn asks for it several times.
    private let lastLayout = Mutex<(size: Size, layout: HomeScreenLayout)?>(nil)

    /// Builds the instances of every slot and every member of its stack, each lent its own `services`; `simulatedLatency` delays each provider call
    /// by that many seconds, and `previews` feeds every widget from its provider's snapshot instead of its timeline.
    public init(config: DashboardConfig, registry: WidgetRegistry, scheme: ColorScheme,
                timeZone: ZoneInfo = .current, locale: DateLocale = .current, services: HostServices = .unavailable,
                simulatedLatency: Double = 0, previews: Bool = false) {
        self.config = config
        self.registry = registry
        self.timeZone = timeZone
        let locale = config.screenLocale(locale)
        self.locale = locale
        self.services = services
        let metrics = GridMetrics(device: config.device.profile)
        var instances: [WidgetPosition: (WidgetInstance, WidgetContext)] = [:]
        for (position, widget) in config.slots.enumerated().flatMap(Self.members) {
            guard var instance = registry.instance(for: widget) else { continue }
            if simulatedLatency > 0 { instance = instance.delayed(by: simulatedLatency) }
            if previews { instance = instance.previewing() }
            let context = WidgetContext(family: widget.family, displaySize: metrics.displaySize(of: widget.family),
                                        colorScheme: scheme, timeZone: timeZone, locale: locale, glyphStyle: config.glyphs,
                                        services: services.services(for: widget))
            instances[position] = (instance, context)
        }
        providerInstances = instances
        sizeChoices = Dictionary(uniqueKeysWithValues: config.slots.enumerated().map { slot, entry in
            let kinds = Self.members(slot, entry).map { registry.kind(named: $0.1.kind)?.supportedFamilies ?? [] }
            return (slot, WidgetFamily.allCases.filter { family in kinds.allSatisfy { $0.contains(family) } })
        })
    }

    /// The widgets of a slot with their positions: a lone widget, or each member of a stack in order.
    private static func members(_ slot: Int, _ entry: DashboardSlot) -> [(WidgetPosition, WidgetConfig)] {
        switch entry {
        case .widget(let widget): [(WidgetPosition(slot: slot), widget)]
        case .stack(let stack): stack.widgets.enumerated().map { (WidgetPosition(slot: slot, member: $0), $1) }
        }
    }

    /// A runner for this dashboard's widgets, logging to the services' logger.
    public func makeRunner(time: TimeSource = .live, policy: SchedulingPolicy = SchedulingPolicy(),
                           onUpdate: @escaping @Sendable () -> Void = {}) -> TimelineRunner {
        TimelineRunner(instances: providerInstances, time: time, policy: policy, logger: services.logger,
                       failuresShowSamples: config.samplesForFailures, onUpdate: onUpdate)
    }

    /// Where each slot goes on a terminal of `size`; worked out once per size.
    public func layout(for size: Size) -> HomeScreenLayout {
        lastLayout.withLock { last in
            if let last, last.size == size { return last.layout }
            let layout = HomeScreenLayout(families: config.slots.map(\.family), terminal: size, device: config.device)
            last = (size, layout)
            return layout
        }
    }

    /// The whole screen at `date`, as the person's state asks for it.
    ///
    /// Live dates drawn (relative times, timers, "retrying in 2 min") report
    /// to `liveDates` when they next change; tiles off screen are not drawn and never report.
    /// The links, buttons and toggles drawn, and each tile's tap, record where they are
    /// to `hitRegions`, tagged with their widget's slot (placeholders and failures record none; a small
    /// tile's links none either: WidgetKit makes a small widget one target).
    /// `canEditConfig` says whether the configuration came from a file (menus offer "Edit Widget…" and "Edit in Editor…" then).
    /// A stack draws the widget `stacks` puts on top, with its page dots; the others are not drawn.
    /// With `tileCache`, the tiles whose content is what the last frame drew from are kept as drawn then, and only the
    /// others are laid out and drawn: the frame is the same as one drawn whole.
    public func frame(size: Size, state: HomeScreenState, runner: TimelineRunner, at date: Date, stacks: StackRotator = StackRotator(),
                      liveDates: LiveDates = LiveDates(), hitRegions: HitRegions = HitRegions(), canEditConfig: Bool = false,
                      tileCache: TileCache? = nil) -> Canvas {
        let palette = Palette(scheme: state.scheme, appearance: config.appearance)
        let screen = CellStyle(foreground: palette.screenBackground, background: palette.screenBackground)
        let layout = layout(for: size)
        if layout.isTooSmall {
            tileCache?.forget()
            var canvas = Canvas(size: size, style: screen)
            TooSmallMessage.draw(on: &canvas, minimum: layout.metrics.minimumTerminal, palette: palette)
            return canvas
        }
        liveDates.begin(now: date, timeZone: timeZone, locale: locale)
        let placements = visiblePlacements(layout, size: size, state: state)
        let scene = TileCache.Scene(dashboard: ObjectIdentifier(self), runner: ObjectIdentifier(runner), size: size, scheme: state.scheme,
                                    scroll: state.scroll, emphases: Dictionary(uniqueKeysWithValues: placements.compactMap { placement, _ in
                                        let emphasis = state.emphasis(of: placement.slot)
                                        return emphasis.isEmpty ? nil : (placement.slot, emphasis)
                                    }))
        var canvas = tileCache?.begin(scene, owners: (self, runner)) ?? Canvas(size: size, style: screen)
        for (placement, frame) in placements {
            drawTile(placement, in: frame, layout: layout, state: state, runner: runner, at: date, stacks: stacks, palette: palette,
                     liveDates: liveDates, hitRegions: hitRegions, tileCache: tileCache, canvas: &canvas)
        }
        tileCache?.finish(canvas)
        // The metrics a drag's drop label and an open menu place themselves by, made once and only when one shows.
        let overlayMetrics = state.menu != nil || (state.isEditing && state.drag != nil)
            ? metrics(for: size, canEditConfig: canEditConfig, runner: runner, at: date, stacks: stacks) : nil
        if state.isEditing {
            for (placement, frame) in placements {
                EditBadges.draw(on: frame, canvas: &canvas, palette: palette, emphasis: state.emphasis(of: placement.slot))
                if let drag = state.drag, placement.slot == state.hoveredSlot, placement.slot != drag.slot, let metrics = overlayMetrics {
                    EditBadges.drawDrop(HomeScreenState.drop(drag.slot, on: placement.slot, metrics: metrics), on: frame, canvas: &canvas, palette: palette)
                }
            }
        }
        ItemHighlight.draw(hitRegions.regions, state: state, on: &canvas, palette: palette)
        ScrollIndicator.draw(on: &canvas, scroll: state.scroll, contentHeight: layout.contentHeight, palette: palette)
        if let banner = state.banner { Banner.draw(banner, on: &canvas, palette: palette) }
        if let menu = state.menu, let metrics = overlayMetrics {
            if let menuLayout = state.menuLayout(menu, metrics: metrics) {
                MenuOverlay.draw(menu, layout: menuLayout, header: menu.question ?? [], on: &canvas, palette: palette)
            }
        }
        if state.isEditing { EditModeBar.draw(on: &canvas, palette: palette) }
        if let sheet = state.stackSheet, case .stack(let stack)? = config.slots.indices.contains(sheet.slot) ? config.slots[sheet.slot] : nil {
            StackSheetOverlay.draw(sheet, members: memberNames(of: sheet.slot, stack), rotation: stack.rotation.configWord, on: &canvas, palette: palette)
        }
        if let gallery = state.gallery {
            let context = WidgetContext(family: .small, displaySize: layout.metrics.displaySize(of: .small), isPreview: true,
                                        colorScheme: state.scheme, timeZone: timeZone, locale: locale, glyphStyle: config.glyphs, date: date)
            GalleryOverlay(gallery: gallery, registry: registry, palette: palette, metrics: layout.metrics, context: context,
                           liveDates: liveDates).draw(on: &canvas)
        }
        if let sheet = state.sheet { SheetOverlay(sheet: sheet, palette: palette).draw(on: &canvas) }
        if let list = state.listSheet { ListSheetOverlay.draw(list, on: &canvas, palette: palette, locale: locale) }
        if state.isHelpVisible {
            HelpOverlay.draw(on: &canvas, palette: palette, focus: focusDescription(state, layout: layout, stacks: stacks, regions: hitRegions.regions),
                             reportsMouse: config.mouse, editing: state.isEditing, scroll: state.helpScroll)
        }
        // Bold text: every character, overlays too, as the setting does on a phone (after the tile cache took its copy).
        if config.appearance.boldText { canvas.restyle(canvas.bounds) { $0.bold = true } }
        return canvas
    }

    /// Draws the tile of `placement` at `frame` (moved by the scroll), or keeps it as `tileCache` holds it when it is drawn
    /// from the same content and none of its live dates has come; its regions and live dates are recorded either way.
    private func drawTile(_ placement: TilePlacement, in frame: Rect, layout: HomeScreenLayout, state: HomeScreenState,
                          runner: TimelineRunner, at date: Date, stacks: StackRotator, palette: Palette, liveDates: LiveDates,
                          hitRegions: HitRegions, tileCache: TileCache?, canvas: inout Canvas) {
        let slot = placement.slot
        let position = stacks.position(of: slot)
        let stackSize = stacks.stacks[slot]?.widgets.count
        let instance = providerInstances[position]?.0
        let (revised, loading, intentFailure, intents) = runner.tileState(of: position, at: date, content: placement.fits && instance != nil)
        let scrub = state.scrub.flatMap { $0.slot == slot ? $0.at : nil }
        let emphasis = state.emphasis(of: slot)
        // A stack's dots show while the person is on it (to page it) and for a moment after its widget on top changed.
        let showsDots = stackSize != nil && (!emphasis.isEmpty || state.isEditing || stacks.showsDots(of: slot, at: date))
        let message = placement.fits ? nil : doesNotFitMessage(placement, layout: layout, stacks: stacks)
        let content: TileKey.Content? = switch (message, revised) {
        case (let message?, _): .doesNotFit(message)
        case (nil, nil): .nothing
        case (nil, (.entry(_, let stale), let revision?)?): .entry(revision, stale)
        case (nil, (.failure(let failure), _)?) where !config.samplesForFailures: .failure(failure)
        // A placeholder (or a sample in its place) is made at the frame's moment: always drawn.
        default: nil
        }
        let key = content.map { TileKey(frame: frame, position: position, stackSize: stackSize, showsDots: showsDots, content: $0, loading: loading,
                                        intentFailure: intentFailure, intents: intents, scrub: scrub) }
        if let kept = tileCache?.tile(slot, drawnFrom: key, at: date) {
            liveDates.report(kept.nextChange)
            hitRegions.keep(kept.regions, chartOf: kept.drawsChart ? slot : nil)
            return
        }
        // Drawn afresh over the last frame's cells, which its chrome covers first: a tile fills its whole frame.
        let tileDates = LiveDates()
        tileDates.begin(now: date, timeZone: timeZone, locale: locale)
        let tiles = TileRenderer(palette: palette, metrics: layout.metrics, liveDates: tileDates)
        let firstRegion = hitRegions.regions.count
        if let message {
            tiles.drawMessage(message, in: frame, canvas: &canvas, emphasis: emphasis)
        } else if let instance, let (content, _) = revised {
            // With the widget's services: a button's program runs under the reaper as the widget's own does.
            let context = WidgetContext(family: placement.family, displaySize: layout.metrics.displaySize(of: placement.family),
                                        colorScheme: state.scheme, timeZone: timeZone, locale: locale,
                                        glyphStyle: config.glyphs, date: date,
                                        services: providerInstances[position]?.1.services ?? .unavailable)
            hitRegions.beginWidget(slot, tile: frame.intersection(canvas.bounds), takesLinks: placement.family != .small)
            tiles.draw(content, of: instance, in: frame, context: context, canvas: &canvas, loading: loading, intentFailure: intentFailure,
                       intents: intents, hitRegions: hitRegions, emphasis: emphasis, scrub: scrub,
                       bottomEdgeInUse: showsDots ? stackSize.flatMap { PageDots.span(count: $0, in: frame) } : nil,
                       samplesForFailures: config.samplesForFailures)
        }
        if let stackSize, showsDots {
            PageDots.draw(count: stackSize, current: position.member, in: frame, on: &canvas, palette: palette, emphasis: emphasis)
        }
        liveDates.report(tileDates.nextChange)
        tileCache?.drew(slot, as: key.map { key in
            TileCache.Tile(key: key, nextChange: tileDates.nextChange, regions: Array(hitRegions.regions[firstRegion...]),
                           drawsChart: hitRegions.chartWidgets.contains(slot))
        })
    }

    /// What input is read against at `size`: the layout's tiles and the names of the widgets they show, the stacks
    /// and how many widgets each holds, the screen, whether the file can be edited. Each tile's own quick actions
    /// come from the entry at `date` in `runner` of the widget it shows.
    public func metrics(for size: Size, canEditConfig: Bool, runner: TimelineRunner, at date: Date,
                        stacks: StackRotator = StackRotator()) -> ScreenMetrics {
        let layout = layout(for: size)
        var metrics = ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: size.height, tiles: layout.placements,
                                    cell: layout.metrics.cell, screenWidth: size.width,
                                    tileNames: Dictionary(uniqueKeysWithValues: config.slots.indices.compactMap { slot in
                                        providerInstances[stacks.position(of: slot)].map { (slot, $0.0.name) }
                                    }),
                                    canEditConfig: canEditConfig)
        metrics.stackSizes = stacks.stacks.mapValues(\.widgets.count)
        (metrics.config, metrics.registry) = (config, registry)
        metrics.stackTops = Dictionary(uniqueKeysWithValues: stacks.stacks.keys.map { ($0, stacks.top(of: $0)) })
        metrics.sizeChoices = sizeChoices
        metrics.locale = locale
        for (slot, entry) in config.slots.enumerated() {
            guard case .stack(let stack) = entry else { continue }
            metrics.stackMembers[slot] = memberNames(of: slot, stack)
            metrics.stackRotations[slot] = stack.rotation.configWord
        }
        metrics.widgetActions = { [self] slot in
            quickActions(of: stacks.position(of: slot), runner: runner, at: date).enumerated().map { index, action in
                MenuItem(title: action.title, subtitle: action.subtitle, glyph: action.glyph, command: .widgetAction(index))
            }
        }
        return metrics
    }

    /// The names of the widgets of the stack in `slot`, in order, as their tiles show them.
    private func memberNames(of slot: Int, _ stack: StackConfig) -> [String] {
        stack.widgets.indices.map { providerInstances[WidgetPosition(slot: slot, member: $0)]?.0.name ?? stack.widgets[$0].kind }
    }

    /// The quick actions the widget at `position` offers for what it shows at `date` (none while it has no data).
    public func quickActions(of position: WidgetPosition, runner: TimelineRunner, at date: Date) -> [QuickAction] {
        guard let (instance, context) = providerInstances[position], case .entry(let entry, _) = runner.content(of: position, at: date) else { return [] }
        var now = context
        now.date = date
        return instance.quickActions(for: entry, in: now)
    }

    /// The slots on screen at `size` with the person's scroll position.
    public func visibleSlots(size: Size, state: HomeScreenState) -> Set<Int> {
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return [] }
        return Set(visiblePlacements(layout, size: size, state: state).map(\.placement.slot))
    }

    /// The widgets drawn at `size`: those of the slots on screen, of a stack only the one on top.
    public func visibleWidgets(size: Size, state: HomeScreenState, stacks: StackRotator) -> Set<WidgetPosition> {
        Set(visibleSlots(size: size, state: state).map(stacks.position(of:)))
    }

    /// The placements at least partly on screen, with their frames moved by the scroll.
    private func visiblePlacements(_ layout: HomeScreenLayout, size: Size, state: HomeScreenState) -> [(placement: TilePlacement, frame: Rect)] {
        layout.placements.compactMap { placement in
            var frame = placement.frame
            frame.y -= state.scroll
            return frame.maxY > 0 && frame.y < size.height ? (placement, frame) : nil
        }
    }

    /// "Clock (small), tile 2" for the focused tile, in reading order; nil when no tile has focus.
    /// With an item of the tile focused, it is named too: "…, tile 2, button “Start”".
    private func focusDescription(_ state: HomeScreenState, layout: HomeScreenLayout, stacks: StackRotator,
                                  regions: [InteractiveRegion]) -> String? {
        guard let slot = state.focusedSlot, let placement = layout.placements.first(where: { $0.slot == slot }) else { return nil }
        let number = (FocusNavigator(tiles: layout.placements).readingOrder.firstIndex(of: slot) ?? 0) + 1
        let kind = providerInstances[stacks.position(of: slot)]?.0.displayName ?? "Widget"
        let tile = "\(kind) (\(placement.family.configName.replacing("_", with: " "))), tile \(number)"
        let shadows = ScreenRegion.from(regions)
        let elements = ScreenMetrics.elements(of: slot, in: shadows)
        guard let element = state.focusedElement, elements.indices.contains(element) else { return tile }
        let item = switch shadows[elements[element]].kind {
        case .button(_, let title): "button \u{201C}\(title)\u{201D}"
        case .toggle(let isOn): "toggle (\(isOn ? "on" : "off"))"
        case .link, .tileTap: "link"
        }
        return "\(tile), \(item)"
    }

    private func doesNotFitMessage(_ placement: TilePlacement, layout: HomeScreenLayout, stacks: StackRotator) -> String {
        let units = placement.family.units.columns
        let needed = layout.metrics.span(units) + 2 * layout.metrics.sideMargin
        let kind = providerInstances[stacks.position(of: placement.slot)]?.0.displayName ?? "Widget"
        let family = placement.family.configName.replacing("_", with: " ")
        return "\(kind) (\(family)) needs \(needed) columns"
    }
}
