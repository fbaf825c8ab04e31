/// A piece of a widget's content: a value describing what to draw, laid out by the renderer.
public protocol View: Sendable {}
