import Lasso

/// Canvases (``Lasso/WidgetPrimitive/canvas(_:)``): the widget draws on a ``Lasso/TextCanvas``
/// of the size it was given, and its cells are copied into the frame in their roles' colours
/// (underlined while the widget has focus).
extension WidgetPainter {
    func drawCanvas(_ content: CanvasContent, of widget: Widget, in rect: GridRect) {
        let width = min(rect.width, content.width)
        let height = min(rect.height, content.height)
        guard width > 0, height > 0 else { return }
        var canvas = TextCanvas(width: width, height: height)
        content.draw(&canvas)
        let focused = isFocused(widget)
        for y in 0..<height {
            for x in 0..<width {
                let cell = canvas[x, y]
                var attributes = palette[cell.role]
                if focused { attributes = attributes.merging(.underline) }
                grid.put(String(cell.character), x: rect.x + x, y: rect.y + y, attributes: attributes, clip: rect)
            }
        }
        hits.add(
            .canvas(widget), label: widget.scriptName,
            in: GridRect(x: rect.x, y: rect.y, width: width, height: height))
    }
}
