import Lasso

/// How long the scanner's child may take (`$LASSO_PLUGIN_SCAN_TIMEOUT`): plain decimal seconds
/// within ``range``, else the ``default``. Nothing else is read as seconds: not `1e308` (no
/// time-out at all), `0x10` (16 s), `inf`, `nan` or a negative number.
package enum ScanTimeoutSetting {
    /// The environment variable.
    package static let variable = "LASSO_PLUGIN_SCAN_TIMEOUT"
    /// The time-out when none is set, in seconds.
    package static let `default` = 30.0
    /// The time-outs accepted, in seconds.
    package static let range = 0.1...600.0

    /// `0.1 to 600 seconds`.
    package static var rangeText: String { "\(format(range.lowerBound)) to \(format(range.upperBound)) seconds" }

    /// The time-out `text` sets, or why it is refused (a message naming the variable, the value
    /// and the range).
    package static func seconds(parsing text: String) -> Result<Double, Refused> {
        let digits = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isPlainDecimal =
            (1...2).contains(digits.count)
            && digits.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            }
        guard isPlainDecimal, let seconds = Double(text), range.contains(seconds) else {
            return .failure(Refused(text: text))
        }
        return .success(seconds)
    }

    /// A value of the variable that is not a time-out.
    package struct Refused: Error, CustomStringConvertible {
        /// The value, as set.
        package let text: String

        package var description: String {
            "\(variable) is '\(DisplayText.shown(text))', not plain decimal seconds from \(rangeText); using \(format(ScanTimeoutSetting.default))"
        }
    }

    /// `30`, `0.1`: seconds without a needless `.0`.
    package static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
