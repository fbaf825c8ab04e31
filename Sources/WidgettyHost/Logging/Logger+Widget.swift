import Logging

extension Logger {
    /// This logger with a widget's kind and label (`widget 3`, `stack 1, widget 2`) as metadata.
    func describing(_ widget: WidgetConfig) -> Logger {
        var logger = self
        logger[metadataKey: "kind"] = .string(widget.kind)
        logger[metadataKey: "widget"] = .string(widget.label)
        return logger
    }
}
