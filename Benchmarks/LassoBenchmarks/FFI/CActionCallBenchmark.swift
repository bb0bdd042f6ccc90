import CLassoPluginABI
import LassoPlugin
import LassoPluginHost

/// The libffi action path next to a direct call, for the benchmark (ns per action).
///
/// All paths run the same C-ABI handler, `void add(lasso_c_instance *, int32_t)`, which adds
/// its argument to a total kept in the instance's user data:
/// - ``callThroughFFI(_:times:)``: what a C screen's store does per action: the arguments are
///   built at run time from the parsed signature `"i32"` and passed with `ffi_call`;
/// - ``callDirectly(_:times:)``: the same C function called from Swift with a static signature;
/// - ``callSwift(_:times:)``: a plain Swift closure doing the same work;
/// - ``dispatchThroughStore(_:times:)``: the whole store path, `dispatchAction(.invoke("add", …))`.
///
/// Each returns the running total so the work cannot be optimised away.
///
/// The C-plugin types it builds on (``CCallInterface``, ``CScreenDefinition``, ``CScreenStore``)
/// are the host's `package` API, visible here through the root package's package name
/// (Benchmarks/Package.swift).
@MainActor
final class CActionCallBenchmark {
    private typealias Handler = @convention(c) (UnsafeMutablePointer<lasso_c_instance>?, Int32) -> Void

    private static let add: Handler = { instance, value in
        guard let total = instance?.pointee.user_data?.assumingMemoryBound(to: Int64.self) else { return }
        total.pointee &+= Int64(value)
    }

    /// ``add`` read from a stored property, so the optimizer cannot inline the "direct" call
    /// into a loop it then folds away (as it does with the static closure itself).
    private let handler: Handler
    private let interface: CCallInterface
    private let instance: UnsafeMutablePointer<lasso_c_instance>
    private let total: UnsafeMutablePointer<Int64>
    private let store: CScreenStore
    private let swiftAdd: (Int32) -> Void

    /// Prepares the call interface, a stand-alone instance and a C screen store with the action.
    /// Throws if libffi cannot prepare the `"i32"` call (it always can).
    init() throws(CScreenDescriptionError) {
        interface = try CCallInterface(types: [.int32], leadingInstance: true)
        total = .allocate(capacity: 1)
        total.initialize(to: 0)
        handler = Self.add
        instance = .allocate(capacity: 1)
        instance.initialize(
            to: lasso_c_instance(
                api: nil, user_data: UnsafeMutableRawPointer(total), emitters: nil, emitter_count: 0, host_private: nil)
        )
        let handler = unsafeBitCast(Self.add, to: lasso_c_function.self)
        let definition = CScreenDefinition(
            pluginName: "benchmark", name: "add", title: "Add", fields: [], widgets: [],
            actions: [
                .init(name: "add", signature: CSignature([.init(type: .int32)]), handler: handler, interface: interface)
            ],
            outputs: [],
            create: { _, context in context },
            context: UnsafeMutableRawPointer(total)
        )
        store = CScreenStore(definition: definition)
        let total = self.total
        swiftAdd = { value in total.pointee &+= Int64(value) }
        memory = Memory(instance, total)
    }

    /// Frees the instance and the total with the benchmark.
    private final class Memory: @unchecked Sendable {
        let instance: UnsafeMutablePointer<lasso_c_instance>
        let total: UnsafeMutablePointer<Int64>
        init(_ instance: UnsafeMutablePointer<lasso_c_instance>, _ total: UnsafeMutablePointer<Int64>) {
            self.instance = instance
            self.total = total
        }
        deinit {
            instance.deallocate()
            total.deallocate()
        }
    }

    private let memory: Memory

    /// Calls the handler `times` times through libffi with `value`; returns the total.
    func callThroughFFI(_ value: Int32, times: Int) -> Int64 {
        let function = unsafeBitCast(Self.add, to: lasso_c_function.self)
        let arguments: [CValue] = [.int32(value)]
        for _ in 0..<times {
            interface.call(function, instance: UnsafeMutableRawPointer(instance), arguments: arguments)
        }
        return total.pointee
    }

    /// Calls the same C function `times` times directly, through its C function pointer with a
    /// static signature; returns the total.
    func callDirectly(_ value: Int32, times: Int) -> Int64 {
        let add = handler
        for _ in 0..<times { add(instance, value) }
        return total.pointee
    }

    /// Runs a Swift closure doing the same addition `times` times; returns the total.
    func callSwift(_ value: Int32, times: Int) -> Int64 {
        for _ in 0..<times { swiftAdd(value) }
        return total.pointee
    }

    /// Dispatches `.invoke("add", [.int32(value)])` to a C screen store `times` times; returns
    /// the total.
    func dispatchThroughStore(_ value: Int32, times: Int) -> Int64 {
        let action = CScreenModule.Action.invoke("add", [.int32(value)])
        for _ in 0..<times { store.dispatchAction(action) }
        return total.pointee
    }

    /// The total so far.
    var currentTotal: Int64 { total.pointee }
}
