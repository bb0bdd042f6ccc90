import LassoPlugin
import LassoPluginHost
import Testing

/// `$LASSO_PLUGIN_SCAN_TIMEOUT`: plain decimal seconds within the stated range, nothing else.
@Suite("Scan time-out setting")
struct ScanTimeoutSettingTests {
    @Test(arguments: [("0.1", 0.1), ("30", 30), ("2.5", 2.5), ("600", 600), ("007", 7)])
    func plainDecimalSecondsInTheRangeAreTheTimeOut(text: String, seconds: Double) throws {
        #expect(try ScanTimeoutSetting.seconds(parsing: text).get() == seconds)
    }

    @Test(arguments: [
        "1e308", "0x10", "inf", "nan", "-5", "+5", "0", "0.09", "600.5", "1e2", ".5", "5.", "", "5 ", "٣",
    ])
    func anythingElseIsRefusedNamingTheVariableAndTheRange(text: String) {
        guard case .failure(let refused) = ScanTimeoutSetting.seconds(parsing: text) else {
            Issue.record("'\(text)' was accepted")
            return
        }
        #expect(
            refused.description
                == "LASSO_PLUGIN_SCAN_TIMEOUT is '\(text)', not plain decimal seconds from 0.1 to 600 seconds; using 30"
        )
    }

    @Test func aRefusedValueIsQuotedEscapedAndShort() {
        guard
            case .failure(let refused) = ScanTimeoutSetting.seconds(
                parsing: "\u{1B}[2J" + String(repeating: "9", count: 5000))
        else {
            Issue.record("accepted")
            return
        }
        #expect(!refused.description.contains("\u{1B}"))
        #expect(refused.description.count < 400)
    }
}
