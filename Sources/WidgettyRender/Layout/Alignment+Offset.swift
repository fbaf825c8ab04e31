import WidgettyKit

extension HorizontalAlignment {
    /// Columns from the left edge to place `width` inside `available`.
    func offset(width: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (available - width) / 2)
        case .trailing: max(0, available - width)
        }
    }
}

extension VerticalAlignment {
    /// Rows from the top to place `height` inside `available`.
    func offset(height: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, (available - height) / 2)
        case .bottom: max(0, available - height)
        }
    }
}

extension Alignment {
    /// Where a child of `size` sits inside `rect`.
    func place(_ size: Size, in rect: Rect) -> Rect {
        Rect(
            x: rect.x + horizontal.offset(width: size.width, in: rect.width),
            y: rect.y + vertical.offset(height: size.height, in: rect.height),
            width: min(size.width, rect.width),
            height: min(size.height, rect.height)
        )
    }
}
