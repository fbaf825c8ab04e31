/// A control's label from its builder's views: the one view, or several side by side (a glyph and a title).
func actionLabel(_ views: [any View]) -> any View {
    views.count == 1 ? views[0] : HStack { views }
}
