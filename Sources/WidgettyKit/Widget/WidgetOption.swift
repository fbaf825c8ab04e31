/// A key a widget kind accepts in its `[[widget]]` table.
public struct WidgetOption: Sendable {
    /// The key as written in TOML.
    public var key: String
    /// The value's type.
    public var type: WidgetOptionType
    /// The value used when the key is absent; nil when an absent key means "not set".
    public var defaultValue: WidgetSettingValue?
    /// One line for `config.example.toml` and help.
    public var summary: String
    /// Checks a well-typed value further; returns a message when it is wrong.
    public var validate: @Sendable (WidgetSettingValue) -> String?

    /// Creates an option; `validate` defaults to accepting every well-typed value.
    public init(
        key: String,
        type: WidgetOptionType,
        defaultValue: WidgetSettingValue?,
        summary: String,
        validate: @escaping @Sendable (WidgetSettingValue) -> String? = { _ in nil }
    ) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.validate = validate
    }
}
