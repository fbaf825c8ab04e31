import WidgettyKit

/// One line of a tile's quick-action menu: a title, an optional subtitle and glyph, and what choosing it does.
public struct MenuItem: Sendable, Equatable {
    /// What choosing an item does.
    public enum Command: Sendable, Equatable {
        /// Show the stack's next widget (`1`) or previous one (`-1`).
        case pageStack(by: Int)
        /// One of the widget's own quick actions, by its place in the widget's list.
        case widgetAction(Int)
        /// Ask the widget for a new timeline now.
        case refresh
        /// Open the widget's configuration sheet (the widget on top, on a stack).
        case configureWidget
        /// Open the configuration file in the editor at the widget's (or stack's) table.
        case editWidget
        /// Enter edit mode ("Edit Home Screen").
        case editHomeScreen
        /// Write the embedded demo, as arranged, to the configuration path ("Save as Configuration").
        case saveAsConfiguration
        /// Ask to remove the widget (a stack's: the one on top; a confirmation follows).
        case removeWidget
        /// Ask to remove the whole stack (a confirmation follows).
        case removeStack
        /// Remove it: the confirmation's destructive choice, naming what leaves and what the question was asked
        /// about (the configuration's slots and its file's text then), so a file changed meanwhile is not edited.
        case confirmRemoval(WidgetRemoval.Target, askedAbout: AskedConfiguration? = nil)
        /// Press the button the question was asked about, wherever the frame on screen has it: a destructive button's
        /// confirmed press.
        case pressButton(ButtonIdentity)
        /// Close the confirmation without doing anything.
        case cancel
    }

    public var title: String
    public var subtitle: String?
    /// A monochrome glyph before the title.
    public var glyph: String?
    /// Drawn red and never chosen by `Return` alone.
    public var isDestructive: Bool
    public var command: Command

    /// An item running `command`.
    public init(title: String, subtitle: String? = nil, glyph: String? = nil, isDestructive: Bool = false, command: Command) {
        self.title = title
        self.subtitle = subtitle
        self.glyph = glyph
        self.isDestructive = isDestructive
        self.command = command
    }

    /// The items a stack's menu begins with, before its widget's own: "Next Widget" and "Previous Widget", in `locale`'s words.
    static func stackItems(_ locale: DateLocale) -> [MenuItem] {
        [MenuItem(title: Phrase("Next Widget", ja: "次のウィジェット")(locale), glyph: "›", command: .pageStack(by: 1)),
         MenuItem(title: Phrase("Previous Widget", ja: "前のウィジェット")(locale), glyph: "‹", command: .pageStack(by: -1))]
    }

    /// The items every tile's menu ends with, in `locale`'s words: "Refresh", "Edit Widget…" (its configuration sheet)
    /// and "Edit in Editor…" (when there is a file to edit; "Edit Stack…" on a stack, at the stack's table; the demo's
    /// "Save as Configuration" instead), "Edit Home Screen", "Remove Widget" and, on a stack, "Remove Stack". Each has
    /// a glyph of its own (the sheet's gear, the editor's pencil); an item that asks for more ends in "…".
    static func systemItems(canEditConfig: Bool, isStack: Bool = false, locale: DateLocale = .english) -> [MenuItem] {
        let editor = isStack ? Phrase("Edit Stack…", ja: "スタックを編集…") : Phrase("Edit in Editor…", ja: "エディタで編集…")
        return [MenuItem(title: Phrase("Refresh", ja: "更新")(locale), glyph: "↻", command: .refresh)]
            + (canEditConfig ? [MenuItem(title: Phrase("Edit Widget…", ja: "ウィジェットを編集…")(locale), glyph: "⚙", command: .configureWidget),
                                MenuItem(title: editor(locale), glyph: "✎", command: .editWidget)]
                : [MenuItem(title: Phrase("Save as Configuration", ja: "設定ファイルとして保存")(locale), glyph: "⤓", command: .saveAsConfiguration)])
            + [MenuItem(title: Phrase("Edit Home Screen", ja: "ホーム画面を編集")(locale), glyph: "⠿", command: .editHomeScreen),
               MenuItem(title: Phrase("Remove Widget", ja: "ウィジェットを削除")(locale), glyph: "⊖", isDestructive: true, command: .removeWidget)]
            + (isStack ? [MenuItem(title: Phrase("Remove Stack", ja: "スタックを削除")(locale), glyph: "⊟", isDestructive: true,
                                   command: .removeStack)] : [])
    }

    /// The removal's destructive choice, removing `target` of the configuration `asked` describes.
    static func remove(_ target: WidgetRemoval.Target, askedAbout asked: AskedConfiguration? = nil, locale: DateLocale = .english) -> MenuItem {
        MenuItem(title: Phrase("Remove", ja: "削除")(locale), isDestructive: true, command: .confirmRemoval(target, askedAbout: asked))
    }
    /// The way out of a confirmation, in `locale`'s words.
    static func cancel(_ locale: DateLocale) -> MenuItem { MenuItem(title: Phrase("Cancel", ja: "キャンセル")(locale), command: .cancel) }
}
