import Lasso

/// Progress (``Lasso/WidgetPrimitive/progress(_:)``) and charts
/// (``Lasso/WidgetPrimitive/chart(_:)``).
extension WidgetPainter {
    /// The columns a progress bar's bar asks for, between its brackets.
    static let progressBarWidth = 20

    func measureProgress(_ progress: ProgressContent, width: Int) -> Size {
        let labelWidth = progress.label.isEmpty ? 0 : DisplayWidth.of(progress.label) + 1
        guard progress.fraction != nil else {
            // An activity indicator: a spinner and its message, only while active.
            guard progress.isActive else { return .zero }
            return Size(width: min(width, 1 + labelWidth), height: 1)
        }
        return Size(width: min(width, labelWidth + Self.progressBarWidth + 2 + 5), height: 1)
    }

    func drawProgress(_ progress: ProgressContent, in rect: GridRect) {
        guard let fraction = progress.fraction else {
            guard progress.isActive else { return }
            isAnimating = true
            let x = grid.put(
                Spinner.frame(animationStep), x: rect.x, y: rect.y, attributes: palette[.accent], clip: rect)
            if !progress.label.isEmpty {
                grid.put(" " + progress.label, x: x, y: rect.y, attributes: palette[.text], clip: rect)
            }
            return
        }
        var x = rect.x
        if !progress.label.isEmpty {
            x = grid.put(progress.label + " ", x: x, y: rect.y, attributes: palette[.text], clip: rect)
        }
        let percent = String(Int((fraction * 100).rounded(.down)))
        let percentText = String(repeating: " ", count: max(0, 4 - percent.count)) + percent + "%"
        let barWidth = max(1, min(Self.progressBarWidth, rect.maxX - x - 2 - percentText.count))
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        x = grid.put("[", x: x, y: rect.y, attributes: palette[.border], clip: rect)
        x = grid.put(String(repeating: "█", count: filled), x: x, y: rect.y, attributes: palette[.accent], clip: rect)
        x = grid.put(
            String(repeating: "░", count: barWidth - filled), x: x, y: rect.y, attributes: palette[.border], clip: rect)
        x = grid.put("]", x: x, y: rect.y, attributes: palette[.border], clip: rect)
        grid.put(percentText, x: x, y: rect.y, attributes: palette[.text], clip: rect)
    }

    func measureChart(_ chart: ChartContent, width: Int) -> Size {
        guard !chart.values.isEmpty else { return .zero }
        switch chart.style {
        case .sparkline:
            let titleWidth = chart.title.isEmpty ? 0 : DisplayWidth.of(chart.title) + 1
            return Size(width: min(width, titleWidth + chart.values.count), height: 1)
        case .bars:
            return Size(width: width, height: chart.values.count + (chart.title.isEmpty ? 0 : 1))
        }
    }

    func drawChart(_ chart: ChartContent, in rect: GridRect) {
        guard !chart.values.isEmpty else { return }
        let finite = chart.values.map { $0.isFinite ? $0 : 0 }
        switch chart.style {
        case .sparkline:
            var x = rect.x
            if !chart.title.isEmpty {
                x = grid.put(chart.title + " ", x: x, y: rect.y, attributes: palette[.secondary], clip: rect)
            }
            let line = chart.sparkline(fitting: max(0, rect.maxX - x))
            grid.put(line, x: x, y: rect.y, attributes: palette[.accent], clip: rect)
        case .bars:
            var y = rect.y
            if !chart.title.isEmpty {
                grid.put(chart.title, x: rect.x, y: y, attributes: palette[.title], clip: rect)
                y += 1
            }
            let labels = finite.indices.map { $0 < chart.labels.count ? chart.labels[$0] : "" }
            let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
            let numbers = finite.map(ChartContent.formatted)
            let numberWidth = numbers.map(\.count).max() ?? 0
            let barRoom = max(1, rect.width - labelWidth - numberWidth - 2 - (labelWidth > 0 ? 1 : 0))
            let top = max(finite.max() ?? 0, 0)
            for (index, value) in finite.enumerated() where y < rect.maxY {
                var x = rect.x
                if labelWidth > 0 {
                    let label = TextLayout.truncate(labels[index], to: labelWidth)
                    grid.put(label, x: x, y: y, attributes: palette[.text], clip: rect)
                    x += labelWidth + 1
                }
                let length = top > 0 ? Int((max(0, value) / top * Double(barRoom)).rounded()) : 0
                x = grid.put(
                    String(repeating: "█", count: length), x: x, y: y, attributes: palette[.accent], clip: rect)
                grid.put(" " + numbers[index], x: x, y: y, attributes: palette[.secondary], clip: rect)
                y += 1
            }
        }
    }
}
