import FoundationEssentials
import Glibc
import Synchronization
import WidgettyHost

/// Calls back each time a file is saved, through the inotify watcher, and on each key typed, sleeping in `poll` in
/// between: `widgetty preview --watch`.
public enum FileChangeLoop {
    /// Calls `onChange` once now and after each change of `url`, and `onInput` for each key typed (and turn of the
    /// wheel) when standard input is a terminal (read key by key without echo, the wheel reported; its modes are put
    /// back on return and on any ending signal), until `onInput` returns false, the terminal goes away or the process
    /// is interrupted; returns false at once when inotify is unavailable.
    public static func run(watching url: URL, onChange: @escaping () -> Void, onInput: @escaping (InputEvent) -> Bool = { _ in true }) -> Bool {
        guard let watcher = InotifyWatcher() else { return false }
        let changed = Mutex(false)
        watcher.watch(url, owner: "preview") { changed.withLock { $0 = true } }
        let signals = SelfPipe()
        TerminalGuard.install(relayingTo: signals)
        let keyboard = KeyByKeyInput.start()
        defer { keyboard?.restore() }
        var input = TerminalInput()
        onChange()
        while true {
            var descriptors = [pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: keyboard == nil ? -1 : STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            let woken = poll(&descriptors, nfds_t(descriptors.count), input.isWaiting ? InputDecoder.escapeWait : -1)
            guard woken >= 0 || errno == EINTR else { return true }
            guard woken > 0 || input.isWaiting else { continue }
            if descriptors[1].revents != 0, let signal = TerminalGuard.endingSignal(among: signals.drain()) {
                keyboard?.restore()
                TerminalGuard.endProcess(as: signal)
            }
            watcher.handleEvents()
            if changed.withLock({ let was = $0; $0 = false; return was }) { onChange() }
            if descriptors[2].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
            let events = descriptors[2].revents != 0 ? input.read() : woken == 0 ? input.flush() : []
            for event in events where !onInput(event) { return true }
        }
    }
}
