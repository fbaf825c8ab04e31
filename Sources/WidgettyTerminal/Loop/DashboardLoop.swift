import FoundationEssentials
import Glibc
import Logging
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The event loop's state and one turn of it: draw, sleep in `poll`, handle what woke it.
struct DashboardLoop {
    /// The options; "Save as Configuration" gives the demo its path.
    private var options: TerminalApp.Options
    private let screen: NcursesScreen
    private var dashboard: Dashboard
    private let runner: TimelineRunner
    private var state: HomeScreenState
    /// Which widget each stack shows, rotated at the dates it asks for and paged by hand.
    private var stacks: StackRotator
    private var reloader: ConfigReloader?
    /// Whether the configuration file's watch is armed (after the first frame, or after the demo is saved).
    private var isWatchingConfiguration = false
    /// When the read-only pages were last handed back: after the first frame, then before long sleeps.
    private var pageHandBack = PageHandBack()
    /// The session's changes of the configuration, which `u` undoes and `U` redoes in edit mode.
    private var history = ConfigEditHistory()
    /// The configuration last applied, as loaded: a reload that finds the same one changes nothing.
    private var appliedConfig: DashboardConfig
    /// The text of the file the configuration on screen was read from, as last read (a reload that changed only
    /// comments too), which a removal's question remembers; nil for the demo.
    private var appliedText: String?
    /// The banner saying the file does not load, which comes back after a message shown over it while it does not.
    private var failure = ConfigFailureBanner()
    /// The embedded demo's text as edit mode left it; nil once it is saved, and for a file.
    private var demoText: String?
    /// Opens web links; its failures wake the loop.
    private var webOpener: WebOpener
    /// The interactive regions of the frame on screen, which input acts on.
    private var regions: [InteractiveRegion] = []
    /// The slots whose tiles on screen drew a chart, which the arrows and the pointer scrub.
    private var chartSlots: Set<Int> = []
    /// The banner on screen when it is about a moment, which goes by itself.
    private var momentBanner: MomentBanner?
    /// The link, button or tile drawn pressed, until its moment ends.
    private var pressedMoment: PressedMoment?
    /// The tiles of the last frame, so a frame lays out and draws only the tiles whose content changed.
    private let tileCache = TileCache()

    /// The dashboard for `options` and its runner, the widgets' first loads started: made beside the terminal's setup,
    /// so that the widgets that answer at once (a clock, a note) work meanwhile. With `lendingCallingThread`, the loads
    /// wait for the calling thread, which must run them (`serve()` on the lent thread returned).
    static func startWidgets(options: TerminalApp.Options, scheme: ColorScheme, lendingCallingThread: Bool,
                             onUpdate: @escaping @Sendable () -> Void)
        -> (dashboard: Dashboard, runner: TimelineRunner, lent: TimelineRunner.LentThread?) {
        let dashboard = dashboard(options.config, options: options, scheme: scheme)
        let runner = dashboard.makeRunner(time: options.time, onUpdate: onUpdate)
        let lent = lendingCallingThread ? runner.lendCallingThread() : nil
        runner.tick()
        return (dashboard, runner, lent)
    }

    /// A loop for `options` over the widgets `startWidgets` started (with the same `onUpdate`); `notice` (why
    /// `widgetty reload` cannot reach it, say) shows in the banner until a config edit applies.
    init(options: TerminalApp.Options, scheme: ColorScheme, screen: NcursesScreen, signals: SelfPipe, notice: String? = nil,
         started: (dashboard: Dashboard, runner: TimelineRunner), onUpdate: @escaping @Sendable () -> Void) {
        self.options = options
        self.screen = screen
        self.signals = signals
        dashboard = started.dashboard
        appliedConfig = options.config
        runner = started.runner
        state = HomeScreenState(scheme: scheme)
        stacks = StackRotator(slots: options.config.slots)
        state.banner = notice
        reloader = options.configPath.map { ConfigReloader(path: $0, registry: options.registry, onOutcome: onUpdate) }
        appliedText = reloader?.firstText
        webOpener = WebOpener(configured: options.config.opener, onFailure: onUpdate)
        demoText = options.configPath == nil ? options.demoText : nil
        self.onUpdate = onUpdate
    }

    /// Wakes the loop (a reload's outcome is ready).
    private let onUpdate: @Sendable () -> Void
    /// Signals, relayed by their handlers; a program run on the terminal is waited for beside them.
    private let signals: SelfPipe
    /// The ending signal that stopped a program run on the terminal: the loop ends by it.
    private var endingSignal: Int32?
    /// Whether a program had the terminal while the last input was handled: what came with the input that started it
    /// (the rest of the click, keys typed on) was meant for the screen before, and is dropped.
    private var handedTerminalOver = false
    /// Whether the event being handled is a mouse press whose release has not been read yet: a program it starts
    /// waits for the release, which would otherwise reach the program.
    private var releaseDue = false

    /// What the loop sleeps on in `poll`, in the order of its descriptors.
    private enum PollSource: Int, CaseIterable {
        /// Keys, mouse, paste and focus reports on standard input.
        case terminal
        /// Provider results and requests from the control socket's thread.
        case wake
        /// Signals, relayed by their handlers.
        case signals
        /// inotify events: the configuration file and its links, and what providers watch.
        case files
        /// Room on the terminal, while it has not taken all that was written (the next frame waits for it).
        case output
    }

    /// Runs until quit, a lost terminal or an ending signal.
    mutating func run(wake: SelfPipe, control: ControlSocket?, watcher: InotifyWatcher?) -> LoopEnding {
        var input = TerminalInput()
        var isFirstFrame = true
        while true {
            runner.tick()
            if isFirstFrame { awaitQuickFirstLoads(wake: wake) }
            isFirstFrame = false
            let now = runner.now
            momentBanner = momentBanner?.settle(&state.banner, at: now)
            failure.settle(&state.banner)
            pressedMoment = PressedMoment.settle(pressedMoment, pressed: &state.pressedRegion, at: now)
            stacks.rotate(at: now, runner: runner)
            let liveDates = LiveDates(), hitRegions = HitRegions()
            screen.present(dashboard.frame(size: screen.size, state: state, runner: runner, at: now, stacks: stacks,
                                           liveDates: liveDates, hitRegions: hitRegions, canEditConfig: options.configPath != nil,
                                           tileCache: tileCache))
            let focusBefore = state.focusedElement
            state.focusedElement = FocusedControl.follow(focusBefore, of: state.focusedSlot, from: regions, to: hitRegions.regions)
            (regions, chartSlots) = (hitRegions.regions, hitRegions.chartWidgets)
            // The highlight was drawn where the focus was; drawn again at once where it went (no wait, no input).
            if state.focusedElement != focusBefore { continue }
            screen.setPointerShape(dashboard.config.pointerShapes ? state.pointerShape : .standard)
            screen.setTextContrast(Palette(scheme: state.scheme, appearance: dashboard.config.appearance).textContrast)
            if runner.takeBell() { screen.ringBell() }
            if options.exitAfterFirstFrame { return .status(0) }
            // Armed after the first frame, which need not wait for it (resolving the path's links, the kernel
            // watches); one look after arming finds an edit saved meanwhile.
            if !isWatchingConfiguration, let reloader, let path = options.configPath {
                watcher?.watch(URL(fileURLWithPath: path), owner: "configuration") { reloader.fileChanged() }
                reloader.fileChanged()
                isWatchingConfiguration = true
            }

            let sources: [PollSource: Int32] = [.terminal: STDIN_FILENO, .wake: wake.readDescriptor,
                                                .signals: signals.readDescriptor, .files: watcher?.descriptor ?? -1,
                                                .output: screen.stalledOutput ?? -1]
            var descriptors = PollSource.allCases.map { pollfd(fd: sources[$0] ?? -1, events: Int16($0 == .output ? POLLOUT : POLLIN), revents: 0) }
            let shown = dashboard.visibleWidgets(size: screen.size, state: state, stacks: stacks)
            let wakeDate = [runner.nextWakeDate(showing: shown), liveDates.nextChange, stacks.nextRotationDate(after: now, runner: runner),
                            stacks.dotsHideDate(after: now), momentBanner?.end, pressedMoment?.end]
                .compactMap { $0 }.min()
            var timeout = TerminalApp.timeout(until: wakeDate, from: now)
            if input.isWaiting { timeout = timeout < 0 ? InputDecoder.escapeWait : min(timeout, InputDecoder.escapeWait) }
            // The code the start or the last turns ran need not stay mapped through a long sleep.
            if pageHandBack.isDue(beforeSleepOf: timeout) {
                let advised = ReadOnlyPages.handBack()
                options.services.logger.debug("Read-only pages handed back", metadata: ["advised_kB": "\(advised / 1024)"])
            }
            let woken = poll(&descriptors, nfds_t(descriptors.count), timeout)
            let ready = { (source: PollSource) in descriptors[source.rawValue].revents }

            var events: [InputEvent] = []
            for signal in signals.drain().map(Int32.init) {
                switch signal {
                // The screen takes the new size first, so the resize is reduced against the new layout.
                case SIGWINCH:
                    screen.resizeToTerminal()
                    events.append(.resize)
                case SIGTSTP: screen.suspend()
                case SIGCONT: screen.invalidate()
                case SIGUSR1: runner.reload()
                // Left on the pipe by a program run in the foreground that ended as its wait did.
                case SIGCHLD: break
                default: return .signal(signal)
                }
            }
            // The terminal is gone (its window closed) without a SIGHUP, which happens when it was
            // not this process's controlling terminal: poll would return at once forever after.
            if ready(.terminal) & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .status(0) }
            _ = wake.drain()
            for pending in control?.takeRequests() ?? [] {
                switch pending.request {
                case .reload(let kind): pending.reply(reply(toReloadOf: kind))
                }
            }
            if ready(.files) != 0 { watcher?.handleEvents() }
            if let outcome = reloader?.takeOutcome() { apply(outcome.result, text: outcome.text) }
            if let failure = webOpener.takeFailures().last {
                showBriefly("The link did not open: \(failure). Set opener = [\"firefox\"] in [dashboard].")
            }
            if ready(.terminal) & Int16(POLLIN) != 0 {
                events += input.read()
            } else if woken == 0, input.isWaiting {
                events += input.flush()
            }
            if !handle(events) { return .status(0) }
            if let endingSignal { return .signal(endingSignal) }
            if handedTerminalOver {
                // A sequence begun before the program ran is never finished by what comes after it.
                input = TerminalInput()
                handedTerminalOver = false
            }
        }
    }

    /// How long the first frame waits for widgets that answer at once (a clock, a note), in milliseconds: they are
    /// drawn with their content, not as placeholders that flash for a few milliseconds and cost a second whole frame.
    /// Widgets that take longer show their placeholders after it.
    static let firstFrameGrace = 20

    /// Waits, at most `firstFrameGrace`, until every widget's first load has answered; input and signals wait
    /// meanwhile and are read by the turn after.
    private func awaitQuickFirstLoads(wake: SelfPipe) {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Self.firstFrameGrace))
        while runner.isAwaitingFirstLoads, ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, PollTimeout.milliseconds(until: deadline)) > 0 else { return }
            _ = wake.drain()
        }
    }

    /// Reduces each input event into the state and carries out its effects; false when one asks to quit.
    ///
    /// What events are read against is built once for a batch (a burst of pointer motion is many events),
    /// and again only after an effect that changes the screen's size, the dashboard or a stack.
    private mutating func handle(_ events: [InputEvent]) -> Bool {
        var current: ScreenMetrics?
        let scheme = state.scheme
        // `t` switched dark and light: later loads are asked in the new scheme, and widgets whose data depend on it reload.
        defer { if state.scheme != scheme { runner.changeColorScheme(to: state.scheme) } }
        for (index, event) in events.enumerated() where endingSignal == nil && !handedTerminalOver {
            releaseDue = event.isMousePress && !events[(index + 1)...].contains(where: \.isMouseRelease)
            let metrics = current ?? inputMetrics()
            current = metrics
            for effect in state.reduce(event, metrics: metrics) {
                switch effect {
                case .pageStack, .showStackWidget, .editWidget, .remove, .arrange, .changeConfig, .undo, .redo, .saveAsConfiguration:
                    current = nil
                default: break
                }
                switch effect {
                case .quit: return false
                case .reloadAll: runner.reload()
                case .repaint: screen.invalidate()
                case .pageStack(let slot, let step): stacks.page(slot, by: step, at: runner.now)
                case .showStackWidget(let slot, let member): stacks.show(slot, member: member, at: runner.now)
                case .refresh(let slot): runner.reload(stacks.position(of: slot))
                case .editWidget(let slot):
                    editConfig(at: dashboard.config.slots.indices.contains(slot) ? dashboard.config.slots[slot].line : nil)
                case .remove(let target, let asked): remove(target, askedAbout: asked)
                case .arrange(let edit): arrange(edit)
                case .changeConfig(let edit): arrange(edit)
                case .undo: restore(undoing: true)
                case .redo: restore(undoing: false)
                case .saveAsConfiguration: saveDemo()
                case .widgetAction(let slot, let index):
                    let actions = dashboard.quickActions(of: stacks.position(of: slot), runner: runner, at: runner.now)
                    if actions.indices.contains(index) { act(actions[index].action, for: slot) }
                case .activate(let index) where regions.indices.contains(index): act(regions[index].action, for: regions[index].widget)
                case .activate: break
                case .pressButton(let button): press(button)
                }
            }
        }
        let size = screen.size
        state.clampScroll(contentHeight: dashboard.layout(for: size).contentHeight, screenHeight: size.height)
        return true
    }

    /// Does what a region or quick action of the widget of `slot` does: opens its link or performs its intent
    /// (on the provider threads); a toggle shows its new state at once.
    private mutating func act(_ action: WidgetAction, for slot: Int) {
        switch action {
        case .perform(let intent as any EditingIntent, _):
            edit(intent, for: slot)
        case .perform(let intent as any HostIntent, _):
            carryOut(intent.request, of: type(of: intent).title)
        case .perform(let intent, _):
            runner.perform(intent, for: stacks.position(of: slot))
        case .toggle(let intent, let isOn):
            runner.perform(intent, for: stacks.position(of: slot), toggling: isOn)
        case .openURL(let url):
            switch LinkDestination(url) {
            case .web(let address): webOpener.open(address)
            case .file(let path): openInEditor(path, line: nil)
            case .folder(let path): webOpener.open(path)
            case .reload(let kind):
                if runner.reload(kind: kind) == 0, let kind { showBriefly("The link asked to reload \(kind) widgets; there are none.") }
            case .refused(let reason): showBriefly("The link was not opened: \(reason).")
            }
        }
    }

    /// A destructive button's confirmed press: the button its question was asked about, found again in the frame on
    /// screen by its widget and intent; when that frame no longer has it (a new entry, a stack turned, a reload),
    /// nothing is pressed and the banner says so.
    private mutating func press(_ button: ButtonIdentity) {
        let stacks = stacks
        guard let index = button.index(in: ScreenRegion.from(regions), top: { stacks.position(of: $0).member }) else {
            return showBriefly("The tile changed while you were asked; \u{201C}\(button.title)\u{201D} was not pressed \u{2014} press it again.")
        }
        act(regions[index].action, for: regions[index].widget)
    }

    /// An editing intent ("New Note"): its file made now and opened in the editor, then the widget reloaded.
    private mutating func edit(_ intent: any EditingIntent, for slot: Int) {
        do {
            openInEditor(try intent.fileToEdit().path, line: nil)
        } catch {
            showBriefly("\(type(of: intent).title) failed: \((error as? WidgetProblem)?.message ?? String(describing: error))")
        }
        runner.reload(stacks.position(of: slot))
    }

    /// What a widget's `HostIntent` asks of the host: a copy to the clipboard, a program on the terminal, a list in a
    /// sheet. `title` names the action in what the banner says.
    private mutating func carryOut(_ request: HostRequest, of title: String) {
        switch request {
        case .copy(let text, let what):
            let shown = "\u{201C}\(TextSanitizer.clean(text))\u{201D}"
            showBriefly(screen.copyToClipboard(text) ? "Copied \(what), \(shown)."
                : "Not copied (this terminal is not known to take OSC 52 copies); \(what) is \(shown).")
        case .runProgram(let candidates):
            let path = ProcessEnvironment.current()["PATH"] ?? ""
            guard let arguments = candidates.first(where: { $0.first.map { ProgramSearch.find($0, in: path) != nil } ?? false }) else {
                return showBriefly("\(title) needs \(candidates.compactMap(\.first).joined(separator: " or ")); none is installed (on PATH).")
            }
            if let problem = runInForeground(arguments) { showBriefly("\(arguments[0]) did not finish: \(problem).") }
        case .showList(let title, let rows, let empty):
            state.listSheet = ListSheet(title: title, rows: rows, empty: empty)
        }
    }

    /// Opens `path` in the person's editor (at `line`), the dashboard suspended meanwhile.
    private mutating func openInEditor(_ path: String, line: Int?) {
        let editor = EditorCommand(file: path, line: line, environment: ProcessEnvironment.current())
        if let problem = runInForeground(editor.arguments) {
            showBriefly("The editor did not finish: \(problem). Set VISUAL or EDITOR to your editor.")
        }
    }

    /// Runs a program on the terminal, the dashboard suspended meanwhile; what went wrong, nil when it exited with
    /// status 0 or when an ending signal stopped it (then the loop ends by that signal, `endingSignal`).
    private mutating func runInForeground(_ arguments: [String]) -> String? {
        handedTerminalOver = true
        switch screen.runInForeground(arguments, signals: signals, afterPress: releaseDue) {
        case .finished(let problem): return problem
        case .interrupted(let signal, _):
            endingSignal = signal
            return nil
        }
    }

    /// Shows `message` in the banner for a moment (`MomentBanner.duration`), or until Esc.
    private mutating func showBriefly(_ message: String) {
        failure.cover(banner: state.banner)
        state.banner = message
        momentBanner = MomentBanner(message, shownAt: runner.now)
    }

    /// What input is read against now: the dashboard's tiles and the last frame's regions and charts.
    private func inputMetrics() -> ScreenMetrics {
        var metrics = dashboard.metrics(for: screen.size, canEditConfig: options.configPath != nil, runner: runner, at: runner.now,
                                        stacks: stacks)
        metrics.regions = ScreenRegion.from(regions)
        metrics.chartSlots = chartSlots
        metrics.configText = appliedText
        return metrics
    }

    /// "Edit in Editor…": the configuration file in the editor at `line`, the dashboard suspended meanwhile;
    /// the file watcher applies what was saved.
    private mutating func editConfig(at line: Int?) {
        guard let path = options.configPath else { return }
        openInEditor(path, line: line)
    }

    /// "Remove Widget", "Remove Stack": its table out of the configuration file, or, for the embedded demo, out of
    /// the demo's text in memory; either can be undone. Nothing is removed when the configuration was reloaded
    /// since the question was asked about `asked` (its slots then), nor once the file's bytes differ from the text it
    /// was asked about: the widget at that place may be another now, or its lines hold what the person just wrote.
    private mutating func remove(_ target: WidgetRemoval.Target, askedAbout asked: AskedConfiguration?) {
        let config = dashboard.config
        do throws(ConfigError) {
            try WidgetRemoval.check(askedAbout: asked, stillShownIn: config, path: options.configPath ?? config.source)
        } catch {
            return refused(error)
        }
        guard config.slots.indices.contains(target.slot) else { return }
        guard let path = options.configPath else {
            guard demoText != nil else {
                guard let shown = WidgetRemoval.removing(target, from: config) else { return showBriefly("The demo keeps its last widget.") }
                return apply(.success(shown), text: nil)
            }
            return arrange(ArrangeEdit.remove(target))
        }
        do throws(ConfigError) {
            record(try WidgetRemoval.remove(target, of: config, askedAbout: asked, path: path, registry: options.registry))
        } catch {
            refused(error)
        }
    }

    /// Edit mode's change (move, resize, stack, take out, rotation, remove), a widget added from the gallery or the
    /// keys a sheet saved: a targeted edit of the configuration file, or of the demo's text in memory, shown at once
    /// and kept for undo.
    private mutating func arrange(_ edit: any ConfigTextEdit) {
        let config = dashboard.config
        guard let path = options.configPath else {
            guard let text = demoText else { return }
            guard let edited = edit.applied(to: text, config: config) else { return showBriefly("\(edit.title) cannot be done here.") }
            return record(ConfigEditHistory.Change(before: text, after: edited, title: edit.title))
        }
        do throws(ConfigError) {
            record(try ConfigFileEdit.apply(edit.title, to: path, showing: config, registry: options.registry) { edit.applied(to: $0, config: config) })
        } catch {
            refused(error)
        }
    }

    /// Keeps `change`, just written, in the session's history and shows its text at once (the file watcher then finds
    /// it already applied). Any edit of the configuration (a sheet's Save too) ends here.
    private mutating func record(_ change: ConfigEditHistory.Change) {
        history.record(change)
        show(change.after)
    }

    /// `u` and `U`: writes back the text before the last change (or after the one undone), only where the file (or
    /// the demo) still holds the other; an edit made meanwhile is refused, in the banner.
    private mutating func restore(undoing: Bool) {
        guard let change = undoing ? history.undoable?.reversed : history.redoable else {
            return showBriefly(undoing ? "Nothing to undo in this session." : "Nothing to redo.")
        }
        if let path = options.configPath {
            do throws(ConfigError) {
                try ConfigFileEdit.restore(change, at: path, undoing: undoing)
            } catch {
                return refused(error)
            }
        } else if demoText != change.before {
            return showBriefly("The demo changed since \u{201C}\(change.title)\u{201D}; nothing was \(undoing ? "undone" : "redone").")
        }
        if undoing { history.didUndo() } else { history.didRedo() }
        show(change.after)
        showBriefly("\(undoing ? "Undid" : "Redid") \u{201C}\(change.title)\u{201D}.")
    }

    /// Applies the configuration `text` says at once (the demo's becomes its text in memory), the focused tile, which
    /// may have moved, scrolled onto the screen.
    private mutating func show(_ text: String) {
        if options.configPath == nil { demoText = text }
        let source = options.configPath ?? dashboard.config.source
        let samples = dashboard.config.samplesForFailures
        apply(Result { () throws(ConfigError) in
            var config = try ConfigLoader(registry: options.registry).parse(text, file: source)
            config.samplesForFailures = samples
            return config
        }, text: options.configPath == nil ? nil : text)
        state.fitScreen(metrics: inputMetrics())
    }

    /// "Save as Configuration": the demo, as arranged, becomes a new file at the configuration path (never over
    /// one there), which the dashboard then follows and edits.
    private mutating func saveDemo() {
        guard let text = demoText, let path = options.savePath else { return }
        do throws(ConfigError) {
            try ConfigFileCreation.create(path, holding: text)
        } catch {
            return refused(error)
        }
        options.configPath = path
        demoText = nil
        reloader = ConfigReloader(path: path, registry: options.registry, onOutcome: onUpdate)
        isWatchingConfiguration = false
        show(text)
        showBriefly("Saved as \(path); widgetty now follows that file.")
    }

    /// Says in the banner why a change of the configuration was not made.
    private mutating func refused(_ error: ConfigError) {
        failure.cover(banner: state.banner)
        state.banner = error.diagnostics.first.map {
            "Not changed: \(URL(fileURLWithPath: $0.file).lastPathComponent)\($0.line.map { " line \($0):" } ?? "") \($0.message)"
        }
            ?? "Not changed."
    }

    /// The control socket's answer to `reload [KIND]`.
    private func reply(toReloadOf kind: String?) -> String {
        if let kind, options.registry.kind(named: kind) == nil {
            return "error \(QuotedValue.quote(kind)) is not a known widget kind (known: \(options.registry.names.joined(separator: ", ")))"
        }
        return "ok \(runner.reload(kind: kind))"
    }

    /// Applies an edit of the configuration file (read as `text`), or shows why it cannot be applied and keeps the old one.
    private mutating func apply(_ outcome: Result<DashboardConfig, ConfigError>, text: String?) {
        if case .success = outcome { appliedText = text }
        switch outcome {
        // The watcher finding what edit mode wrote (and showed) already, or a save that changed no widget: nothing
        // to do, and a banner about a change stays (one saying the file did not load goes: it loads again).
        case .success(let config) where config == appliedConfig:
            failure.loaded(banner: &state.banner)
        case .success(let config):
            appliedConfig = config
            state.refocus(from: dashboard.config.slots, to: config.slots)
            screen.setMouseReporting(config.mouse)
            // A theme the file now fixes is switched to before the widgets are handed their contexts in it.
            if let fixed = config.theme.fixedScheme, fixed != state.scheme {
                state.scheme = fixed
                runner.changeColorScheme(to: fixed)
            }
            dashboard = Self.dashboard(config, options: options, scheme: state.scheme)
            runner.reconfigure(dashboard.providerInstances)
            stacks = StackRotator(slots: config.slots, keeping: stacks)
            failure.loaded(banner: &state.banner)
            state.banner = nil
            for warning in config.warnings { options.services.logger.notice("\(warning.description)") }
        case .failure(let error):
            failure.failed(LiveConfiguration.banner(for: error), banner: &state.banner)
        }
    }

    /// The dashboard for `config`, drawn in ASCII on a terminal without braille and symbols (the Linux console).
    private static func dashboard(_ config: DashboardConfig, options: TerminalApp.Options, scheme: ColorScheme) -> Dashboard {
        var config = config
        // getenv: the whole environment as a dictionary (ProcessInfo's) is not built for one variable at each start and reload.
        config.glyphs = ConsoleGlyphs.style(configured: config.glyphs, term: getenv("TERM").map { String(cString: $0) })
        return Dashboard(config: config, registry: options.registry, scheme: scheme, locale: options.locale,
                         services: options.services, simulatedLatency: options.simulatedLatency)
    }
}

private extension InputEvent {
    /// Whether it is a mouse button going down.
    var isMousePress: Bool { if case .mouse(let mouse) = self { mouse.kind == .press } else { false } }
    /// Whether it is a mouse button coming up.
    var isMouseRelease: Bool { if case .mouse(let mouse) = self { mouse.kind == .release } else { false } }
}
