/// Number formatting for reports, without Foundation.
enum Format {
    /// `value` with `digits` decimals: `fixed(12.345, 1)` → `12.3`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded - Double(whole) * scale)
        let sign = value < 0 && rounded != 0 ? "-" : ""
        guard digits > 0 else { return sign + grouped(whole) }
        let fractionText = String(fraction).padding(leftToLength: digits).replacingSpaces(with: "0")
        return "\(sign)\(grouped(whole)).\(fractionText)"
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Operations per second for a cost of `nanoseconds` per operation, e.g. `12.3 M/s`.
    static func rate(nanosecondsPerOperation nanoseconds: Double) -> String {
        let perSecond = 1e9 / nanoseconds
        if perSecond >= 1e6 { return fixed(perSecond / 1e6, 2) + " M/s" }
        if perSecond >= 1e3 { return fixed(perSecond / 1e3, 1) + " k/s" }
        return fixed(perSecond, 0) + " /s"
    }

    /// A byte count: `102400` → `100.0 KiB`.
    static func bytes(_ value: Int) -> String {
        if value.magnitude >= 1024 { return fixed(Double(value) / 1024, 1) + " KiB" }
        return "\(value) B"
    }
}

extension String {
    fileprivate func replacingSpaces(with replacement: Character) -> String {
        String(map { $0 == " " ? replacement : $0 })
    }
}
