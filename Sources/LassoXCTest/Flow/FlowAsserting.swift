public import Lasso
internal import XCTest

extension Flow where Module.Output: Equatable {
    /// Asserts that `event` makes the flow emit exactly `outputs`, in order.
    public func assert(
        when event: () -> Void, outputs: Module.Output..., file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = FlowOutputRecorder<Module.Output>()
        _ = observeOutput { [recorder] in recorder.outputs.append($0) }
        event()
        if recorder.outputs != outputs {
            XCTFail(differenceMessage(recorder.outputs, outputs), file: file, line: line)
        }
    }
}

/// The outputs a flow emitted during one assertion.
@MainActor
private final class FlowOutputRecorder<Output> {
    var outputs: [Output] = []
}
