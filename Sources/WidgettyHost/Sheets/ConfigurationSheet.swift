import WidgettyKit

/// "Edit Widget": a form made from the options the widget's kind declares, each field checked as it is typed.
///
/// The fields come in the order the kind declares its options (the ones a person changes first come first), so a
/// new kind's options appear here without code of its own. Below them, Save writes the keys changed, "Edit in
/// Editor…" opens the file at the widget's table, Cancel closes.
public struct ConfigurationSheet: Sendable, Equatable {
    /// The widget the sheet configures.
    public enum Target: Sendable, Equatable {
        /// A widget of the file, by position (a stack's member in its own table).
        case widget(WidgetPosition)
        /// A widget from the gallery that needs a setting before it can show anything: Save adds its table, after the
        /// table of slot `after`'s tile (at the end when nil).
        case newWidget(after: Int?)
    }

    /// The buttons under the fields, in order.
    public enum Button: Int, Sendable, CaseIterable {
        case save, editor, cancel

        /// The button's title.
        public var title: String {
            switch self {
            case .save: "Save"
            case .editor: "Edit in Editor…"
            case .cancel: "Cancel"
            }
        }
    }

    public var target: Target
    /// The kind's identifier.
    public var kind: String
    /// The kind's name, the sheet's title.
    public var displayName: String
    /// The kind's one-line description, under the title.
    public var description: String
    /// The tile's size.
    public var family: WidgetFamily
    /// One field per option the kind declares.
    public var fields: [SheetField]
    /// The selected field, or a button after the last field (`fields.count` is Save).
    public var selection = 0
    /// What the loader says of the fields as they stand.
    public var check = SheetCheck()
    /// What the slot the sheet writes in (or after) held when it opened, so Save writes nothing should the file be
    /// reloaded meanwhile with another widget there.
    public var opened: DashboardSlot?

    /// The slot the sheet writes in, or after.
    var slot: Int? {
        switch target {
        case .widget(let position): position.slot
        case .newWidget(let after): after
        }
    }

    /// The sheet of `kind` for a widget of `family` whose settings hold `values` (the written ones, defaults merged in).
    public init(target: Target, kind: WidgetKind, family: WidgetFamily, values: [String: WidgetSettingValue]) {
        self.target = target
        self.kind = kind.kind
        displayName = kind.displayName
        description = kind.description
        self.family = family
        fields = kind.options.map { SheetField(option: $0, value: values[$0.key]) }
    }

    /// The button selected, if the selection is past the fields.
    public var selectedButton: Button? {
        Button(rawValue: selection - fields.count)
    }

    /// The keys the person changed, with their values as TOML, for Save to write.
    public var changes: [ConfigTableEdit.Assignment] {
        fields.filter(\.isEdited).compactMap { field in field.tomlValue.map { ConfigTableEdit.Assignment(key: field.key, value: $0) } }
    }

    /// Moves the selection by `step` places through the fields and buttons, wrapping.
    mutating func move(by step: Int) {
        let count = fields.count + Button.allCases.count
        selection = ((selection + step) % count + count) % count
    }

    /// Checks the fields again, as `widgetty check` would read them.
    mutating func recheck(registry: WidgetRegistry) {
        check = SheetCheck(kind: kind, family: family, fields: fields, registry: registry)
    }
}
