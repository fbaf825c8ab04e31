/// A piece of a widget's content: a value describing what to draw, made of other views through its `body`.
///
/// A widget author's own view is a struct with a `body`, as in SwiftUI:
/// `struct Card: View { var body: any View { VStack { … } } }`. The renderer
/// lays out the body in the view's place, so composed views nest freely.
/// The views the renderer draws itself (text, stacks, glyphs) are
/// `PrimitiveView`s and have no body.
public protocol View: Sendable {
    /// The views this one is made of; the renderer lays it out in this view's place.
    var body: any View { get }
}

/// A view the renderer lays out and draws itself; it has no body.
///
/// Each primitive has a layout in WidgettyRender (see ARCHITECTURE.md, "Adding
/// a view kind"). A primitive without one fails an assertion in debug builds
/// and tests, and draws a red warning sign with its type's name in release.
public protocol PrimitiveView: View {}

extension PrimitiveView {
    /// A primitive has no body of its own; the renderer asks for one only when the primitive has no layout, and gets
    /// `MissingLayout`, which it draws as that warning.
    public var body: any View { MissingLayout(primitive: Self.self) }
}
