import WidgettyKit

/// What the person has changed about the view: appearance, scroll position, help.
public struct HomeScreenState: Sendable, Equatable {
    public var scheme: ColorScheme
    /// Rows scrolled down from the top.
    public var scroll: Int = 0
    public var isHelpVisible = false
    /// A problem with the whole dashboard shown across the top, such as a configuration edit that did not load.
    public var banner: String?

    /// Creates a state showing the top of the screen in a scheme.
    public init(scheme: ColorScheme) {
        self.scheme = scheme
    }

    /// Applies a command's change to the state (quitting, reloading and redrawing are the loop's: see `reduce`).
    public mutating func apply(_ command: HomeScreenCommand, contentHeight: Int, screenHeight: Int) {
        let maxScroll = max(0, contentHeight - screenHeight)
        switch command {
        case .quit: break
        case .toggleHelp: isHelpVisible.toggle()
        case .closeOverlay: isHelpVisible = false
        case .toggleTheme: scheme = scheme == .dark ? .light : .dark
        case .scroll(let rows): scroll += rows
        case .scrollPage(let pages): scroll += pages * max(1, screenHeight - 2)
        case .scrollToTop: scroll = 0
        case .scrollToBottom: scroll = maxScroll
        case .redraw, .reloadAll: break
        }
        clampScroll(contentHeight: contentHeight, screenHeight: screenHeight)
    }

    /// Keeps the scroll inside the content, for a screen that grew or content that shrank.
    public mutating func clampScroll(contentHeight: Int, screenHeight: Int) {
        scroll = min(max(0, scroll), max(0, contentHeight - screenHeight))
    }
}
