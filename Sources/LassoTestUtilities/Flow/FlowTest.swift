import Lasso
import Testing

/// Records a flow's outputs, so a test can check what the flow emits for an event.
///
/// Create it before the events under test: it observes the flow from then on.
///
/// ```swift
/// let flow = TwoScreenFlow()
/// let test = FlowTest(flow)
/// flow.start(with: root(of: window).withNavigationEmbedding())
/// let outputs = test.outputs { summaryStore.dispatchAction(.didTapFinish) }
/// #expect(outputs == [.didFinish(count: 2)])
/// ```
@MainActor
public struct FlowTest<Module: FlowModule> {
    /// The flow under test.
    public let flow: Flow<Module>
    private let recorder = OutputRecorder<Module.Output>()

    /// Starts recording `flow`'s outputs.
    public init(_ flow: Flow<Module>) {
        self.flow = flow
        flow.observeOutput { [recorder] output in recorder.outputs.append(output) }
    }

    /// Runs `event` and returns the outputs the flow emitted during it, in order.
    public func outputs(when event: () throws -> Void) rethrows -> [Module.Output] {
        let start = recorder.outputs.count
        try event()
        return Array(recorder.outputs[start...])
    }

    /// Runs `event` and expects the flow to emit exactly `expected` during it, in order.
    ///
    /// On failure, records an issue at the caller's line with the differences.
    @discardableResult
    public func expectOutputs(
        _ expected: [Module.Output],
        sourceLocation: SourceLocation = #_sourceLocation,
        when event: () throws -> Void
    ) rethrows -> Bool {
        let actual = try outputs(when: event)
        let differences = diff(expected, actual, path: "outputs")
        if !differences.isEmpty {
            fail(
                "the flow's outputs are not the expected ones (expected \(expected.count), got \(actual.count)):\n"
                    + indented(differences),
                at: sourceLocation
            )
        }
        return differences.isEmpty
    }

    /// Every output the flow emitted since this test was created, in order.
    public var allOutputs: [Module.Output] { recorder.outputs }
}

/// The outputs a ``FlowTest`` saw.
@MainActor
private final class OutputRecorder<Output> {
    var outputs: [Output] = []
}
