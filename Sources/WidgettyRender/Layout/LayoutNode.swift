import WidgettyKit

/// A view and its layout behaviour, found by its type rather than by casting the view itself; composed views are expanded to the primitive their body reaches.
///
/// `view as? any ViewLayout` copies every view larger than an existential's
/// three-word buffer into a new heap box, each time: a fifth of a frame's
/// allocations. Looking up the view's *type* allocates nothing, and each call
/// below reads the view back as that concrete type on the stack.
struct LayoutNode {
    let view: any View
    /// The view's layout type.
    private let kind: any ViewLayout.Type

    /// The node for `view`: a primitive as it is, a composed view by its body, expanded until a primitive is reached.
    init(_ view: any View) {
        var view = view
        for _ in 0..<Self.deepestComposition {
            if let kind = Self.layouts[ObjectIdentifier(type(of: view))] {
                self.view = view
                self.kind = kind
                return
            }
            assert(!(type(of: view) is any ViewLayout.Type), "\(type(of: view)) has a layout but is missing from LayoutNode.layouts")
            // A primitive without a layout gives `MissingLayout` here, which has one.
            view = view.body
        }
        self.view = UnsupportedView(type: type(of: view), isPrimitive: false)
        kind = UnsupportedView.self
    }

    /// How many bodies deep a composed view may go before it is taken for one that never reaches a primitive.
    static let deepestComposition = 256

    /// Every view that has a layout, by its type, so finding a view's layout is one hash lookup.
    ///
    /// Asking the runtime instead (`type(of: view) as? any ViewLayout.Type`) scans every protocol
    /// conformance in the program the first time it meets a type, which a cold start pays for every
    /// type on screen: about a millisecond of the first frame. Debug builds check that no layout is
    /// left out.
    private static let layouts: [ObjectIdentifier: any ViewLayout.Type] = {
        let kinds: [any ViewLayout.Type] = [
            AccessibilityLabeled.self, Button.self, Chart.self, Divider.self, EmptyView.self, FittingList.self, Framed.self, Gauge.self,
            GeometryReader.self, Glyph.self, HStack.self, Link.self, MissingLayout.self, Padded.self, Spacer.self,
            Styled.self, Text.self, TileMargin.self, TileTap.self, Toggle.self, UnsupportedView.self, VStack.self,
            ViewThatFits.self, ZStack.self,
        ]
        return Dictionary(uniqueKeysWithValues: kinds.map { (ObjectIdentifier($0), $0) })
    }()

    /// Whether the view takes part in a stack (empty views take no space or spacing).
    var isVisible: Bool { !(view is EmptyView) }

    /// The size this view takes when offered `proposal`, measured once per node and proposal in a render pass.
    func measured(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        kind.measured(view, proposal, in: environment)
    }

    /// The size this view takes when offered `proposal`, measured now.
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        kind.sizeThatFits(view, proposal, in: environment)
    }

    /// Draws the view filling `rect`.
    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        kind.render(view, in: rect, canvas: &canvas, environment: environment)
    }
}

extension ViewLayout {
    fileprivate static func measured(_ view: any View, _ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        (view as! Self).measured(proposal, in: environment)
    }

    fileprivate static func sizeThatFits(_ view: any View, _ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        (view as! Self).sizeThatFits(proposal, in: environment)
    }

    fileprivate static func render(_ view: any View, in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        (view as! Self).render(in: rect, canvas: &canvas, environment: environment)
    }
}
