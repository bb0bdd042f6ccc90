internal import CLassoPluginABI
internal import Foundation
import Lasso
import LassoPlugin

/// The store of a C screen: holds the typed state, calls the plugin's C action handlers through
/// libffi, and turns the plugin's emitter calls into ``ModuleOutput``s.
///
/// ``CScreenModule/Action/invoke(_:_:)`` names an action and gives its arguments; they are
/// coerced to the action's signature (an unknown action, a wrong count or an unfitting value is
/// reported through `LassoDiagnostics` (Lasso) and the handler is not called). State fields the
/// handler sets are applied in one update when it returns (or before it emits an output, so
/// output observers see them).
package final class CScreenStore: LassoStore<CScreenModule> {
    /// The screen the plugin described.
    package let definition: CScreenDefinition

    private var instanceBox: CInstanceBox?
    /// The controller showing the screen, which presents its alerts (`present_alert`).
    weak var alertPresenter: ViewController?
    /// The state as the running handler changed it, applied when the handler returns.
    private var workingState: State?
    /// The session's services for the screen's plugin (storage, log, user: ABI 1.4), when the
    /// screen was built in a session.
    let services: HostServices?
    /// The records the screen follows (`storage_read` with `observe`), for as long as it lives.
    var storageObservations: [StorageObservation] = []
    /// The latest write: each waits for the one before, so that writes commit in call order.
    var lastStorageWrite: Task<Void, Never>?

    /// Creates a store for `definition` holding `initialState` (the definition's defaults when
    /// `nil`), and creates the plugin's instance (its `create` callback runs now).
    package init(definition: CScreenDefinition, initialState: State? = nil, services: HostServices? = nil) {
        self.definition = definition
        self.services = services
        super.init(with: initialState ?? definition.defaultState)
        let box = CInstanceBox(definition: definition)
        instanceBox = box
        box.store = self
        box.create()
    }

    /// Creates a store without a definition: no fields, actions or outputs. Prefer
    /// ``init(definition:initialState:)``.
    package required init(with initialState: State) {
        definition = .empty
        services = nil
        super.init(with: initialState)
    }

    /// Calls the C handler of the invoked action.
    package override func handleAction(_ action: Action) {
        switch action {
        case .invoke(let name, let arguments):
            invoke(name, arguments)
        }
    }

    /// The value of field `name` as the running handler sees it (with its changes so far).
    package func value(of name: String) -> CValue? {
        guard let field = definition.field(named: name) else { return nil }
        return definition.value(of: field, in: workingState ?? state)
    }

    /// The C instance the plugin sees (`lasso_c_instance *`), for tests and benchmarks.
    package var cInstance: UnsafeMutableRawPointer? {
        instanceBox.map { UnsafeMutableRawPointer($0.instance) }
    }

    private func invoke(_ name: String, _ arguments: [CValue]) {
        guard let action = definition.action(named: name) else {
            let known = definition.actions.map(\.name).joined(separator: ", ")
            return report("no action '\(name)' (actions: \(known.isEmpty ? "none" : known))")
        }
        guard let box = instanceBox else { return report("action '\(name)': the screen has no C instance") }
        let parameters = action.signature.parameters
        guard arguments.count == parameters.count else {
            return report(
                "action '\(name)' takes \(parameters.count) argument(s) (\"\(action.signature)\"), got \(arguments.count)"
            )
        }
        var typed: [CValue] = []
        typed.reserveCapacity(arguments.count)
        for (index, (argument, parameter)) in zip(arguments, parameters).enumerated() {
            guard let value = argument.coerced(to: parameter.type) else {
                return report(
                    "action '\(name)': argument \(index + 1) is \(argument.type) \(argument.literal), the signature \"\(action.signature)\" wants \(parameter.type)"
                )
            }
            typed.append(value)
        }
        let isOutermost = workingState == nil
        if isOutermost { workingState = state }
        action.interface.call(action.handler, instance: UnsafeMutableRawPointer(box.instance), arguments: typed)
        if isOutermost {
            let changed = workingState
            workingState = nil
            if let changed, changed != state { update { $0 = changed } }
        }
    }

    /// Applies the running handler's changes so far, then emits `output`.
    func deliver(_ output: ModuleOutput) {
        if let working = workingState, working != state {
            update { $0 = working }
        }
        dispatchOutput(output)
    }

    /// Sets field `name` to `value` (exactly its declared type), for the C `set_*` functions.
    func setField(_ name: String, _ value: CValue, function: String) -> Bool {
        guard let field = definition.field(named: name) else {
            report("\(function): no state field '\(name)'\(fieldList)")
            return false
        }
        guard field.type == value.type else {
            report("\(function): the field '\(name)' is \(field.type), not \(value.type)")
            return false
        }
        if workingState != nil {
            workingState!.values[name] = value
        } else {
            update { $0.values[name] = value }
        }
        return true
    }

    /// The value of field `name` as `type`, for the C `get_*` functions; `nil` (reported) when
    /// the field is missing or has another type.
    func getField(_ name: String, as type: CValueType, function: String) -> CValue? {
        guard let field = definition.field(named: name) else {
            report("\(function): no state field '\(name)'\(fieldList)")
            return nil
        }
        guard field.type == type else {
            report("\(function): the field '\(name)' is \(field.type), not \(type)")
            return nil
        }
        return definition.value(of: field, in: workingState ?? state)
    }

    /// Presents an alert whose choice invokes `action` (signature "i32") with the chosen
    /// button's index, for the C `present_alert`; `false` (reported) when refused.
    func presentAlert(title: String, message: String, buttons: [String], action: String?) -> Bool {
        if let action,
            !isCallback(action, taking: .int32, "the chosen button's index", function: "present_alert")
        {
            return false
        }
        guard let presenter = alertPresenter else {
            report("present_alert: the screen has no view controller (it is not shown), so it cannot present an alert")
            return false
        }
        presenter.presentAlert(title: title, message: message, actions: buttons) { [weak self] index, _ in
            guard let self, let action else { return }
            dispatchAction(.invoke(action, [.int32(Int32(clamping: index))]))
        }
        return true
    }

    /// Whether the screen has an action `action` taking one `type` (what the host calls it back
    /// with: `what`), so that `function` may call it later; reported when not.
    func isCallback(_ action: String, taking type: CValueType, _ what: String, function: String) -> Bool {
        guard let declared = definition.action(named: action) else {
            let known = definition.actions.map(\.name).joined(separator: ", ")
            report("\(function): no action '\(action)' (actions: \(known.isEmpty ? "none" : known))")
            return false
        }
        guard declared.signature.types == [type] else {
            report(
                "\(function): the action '\(action)' takes \(what) (signature \"\(type.rawValue)\"), but its signature is \"\(declared.signature)\""
            )
            return false
        }
        return true
    }

    /// The value of the list field `name` (either list type), for `get_count`; `nil`
    /// (reported) when the field is missing or not a list.
    func getList(_ name: String, function: String) -> CValue? {
        guard let field = definition.field(named: name) else {
            report("\(function): no state field '\(name)'\(fieldList)")
            return nil
        }
        guard field.type == .doubles || field.type == .strings else {
            report("\(function): the field '\(name)' is \(field.type), not a list (f64 list or str list)")
            return nil
        }
        return definition.value(of: field, in: workingState ?? state)
    }

    /// Item `index` of the list `items` of field `name`; `nil` (reported) when out of range.
    func item<Item>(_ index: Int, of items: [Item], _ name: String, _ function: String) -> Item? {
        guard items.indices.contains(index) else {
            report("\(function): index \(index) is out of range: the field '\(name)' has \(items.count) item(s)")
            return nil
        }
        return items[index]
    }

    private var fieldList: String {
        let names = definition.fields.map(\.name).joined(separator: ", ")
        return " (fields: \(names.isEmpty ? "none" : names))"
    }

    func report(_ message: String) {
        LassoDiagnostics.report("C screen \(definition.qualifiedName): \(message)")
    }
}

extension CScreenStore {
    /// Runs `show` with `widget` and the value of the field `fieldName` now and on every change,
    /// while `widget` lives: how every widget of a C screen keeps showing its field.
    func follow<W: Widget>(_ fieldName: String, with widget: W, _ show: @escaping @MainActor (W, CValue) -> Void) {
        guard let field = definition.field(named: fieldName) else { return }
        let definition = self.definition
        observeState { [weak widget] _, state in
            if let widget { show(widget, definition.value(of: field, in: state)) }
        }
    }
}

/// One live C instance: the `lasso_c_instance` the plugin sees, its emitter closures, and the
/// plugin's user data. Calls the plugin's `destroy` and frees everything when released.
///
/// `@unchecked Sendable` invariant: the box crosses threads only as the context pointer of the
/// emitter closures a plugin may call from any thread, and those only read its `let` properties
/// (`definition`, `instance`) before hopping to the main actor; `store`, `strings` and the
/// closures are read and written on the main thread only (the host functions that touch them
/// run there, checked by `MainActor.assumeIsolated`). `instance` and `emitterTable` are owned by
/// the box: allocated in `init`, freed in `deinit`, never freed elsewhere.
final class CInstanceBox: @unchecked Sendable {
    let definition: CScreenDefinition
    let instance: UnsafeMutablePointer<lasso_c_instance>
    /// The store the instance belongs to. Read on the main thread only.
    weak var store: CScreenStore?
    /// Copies handed out by `get_string` and `get_string_at`, by field (and `field[index]`): the
    /// value and its C string. Main thread only.
    var strings: [String: (value: String, copy: UnsafeMutablePointer<CChar>)] = [:]

    /// Frees the copies kept under keys starting with `prefix`. Main thread only.
    func forgetCopies(prefixed prefix: String) {
        for key in strings.keys where key.hasPrefix(prefix) {
            if let entry = strings.removeValue(forKey: key) { free(entry.copy) }
        }
    }

    /// `value` as a C string kept under `key` until the value there changes (as an address, to
    /// cross back from the main actor); `nil` when out of memory. Main thread only.
    func cString(_ value: String, key: String) -> UInt? {
        if let cached = strings[key], cached.value == value {
            return UInt(bitPattern: cached.copy)
        }
        if let old = strings[key] { free(old.copy) }
        guard let copy = strdup(value) else { return nil }
        strings[key] = (value, copy)
        return UInt(bitPattern: copy)
    }

    private let emitterTable: UnsafeMutablePointer<lasso_c_function?>
    private var closures: [CEmitterClosure] = []
    private var created = false

    /// The instances alive, by address: host functions check a plugin's pointer against it
    /// before they use it.
    private static let live = LiveInstances()

    init(definition: CScreenDefinition) {
        self.definition = definition
        instance = .allocate(capacity: 1)
        emitterTable = .allocate(capacity: max(definition.outputs.count, 1))
        emitterTable.initialize(repeating: nil, count: max(definition.outputs.count, 1))
        for (index, output) in definition.outputs.enumerated() {
            let target = CEmitterTarget(outputIndex: index, interface: output.interface) {
                [weak self] index, values, nullStrings in
                self?.emit(index, values, nullStrings: nullStrings)
            }
            if let closure = CEmitterClosure(interface: output.interface, target: target) {
                closures.append(closure)
                emitterTable[index] = closure.function
            }
        }
        instance.initialize(
            to: lasso_c_instance(
                api: CInstanceAPI.table,
                user_data: nil,
                emitters: UnsafePointer(emitterTable),
                emitter_count: UInt32(definition.outputs.count),
                host_private: Unmanaged.passUnretained(self).toOpaque()
            ))
        Self.live.insert(UnsafeMutableRawPointer(instance))
    }

    /// Runs the plugin's `create` callback and keeps its user data.
    @MainActor
    func create() {
        if closures.count != definition.outputs.count {
            store?.report("libffi could not allocate every output emitter; the missing ones are NULL")
        }
        created = true
        guard let create = definition.create else { return }
        instance.pointee.user_data = create(instance, definition.context)
    }

    /// The box of a pointer a plugin passed back, if it is a live instance.
    static func from(_ pointer: UnsafeMutablePointer<lasso_c_instance>?) -> CInstanceBox? {
        guard let pointer, live.contains(UnsafeMutableRawPointer(pointer)),
            let raw = pointer.pointee.host_private
        else { return nil }
        return Unmanaged<CInstanceBox>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Sends an emitter call to the store as an output, on the main thread.
    private func emit(_ index: Int, _ values: [CValue], nullStrings: [Int]) {
        guard definition.outputs.indices.contains(index) else { return }
        let output = definition.outputs[index]
        let payload = Dictionary(uniqueKeysWithValues: zip(output.signature.payloadKeys, values))
        let data = (try? makeCValueEncoder().encode(payload)) ?? Data("{}".utf8)
        let event = ModuleOutput(name: output.name, payload: data)
        let deliver: @MainActor @Sendable () -> Void = { [weak self] in
            guard let store = self?.store else { return }
            for index in nullStrings {
                store.report("output '\(output.name)': string argument \(index + 1) was NULL; sent \"\"")
            }
            store.deliver(event)
        }
        if isOnMainQueue() {
            MainActor.assumeIsolated(deliver)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(deliver) }
        }
    }

    deinit {
        Self.live.remove(UnsafeMutableRawPointer(instance))
        instance.pointee.host_private = nil
        if created, let destroy = definition.destroy {
            destroy(instance, instance.pointee.user_data)
        }
        instance.deinitialize(count: 1)
        instance.deallocate()
        emitterTable.deallocate()
        for entry in strings.values { free(entry.copy) }
    }
}

/// A thread-safe set of addresses.
///
/// `@unchecked Sendable` invariant: `addresses` is read and written only while `lock` is held.
private final class LiveInstances: @unchecked Sendable {
    private let lock = NSLock()
    private var addresses: Set<UnsafeMutableRawPointer> = []

    func insert(_ address: UnsafeMutableRawPointer) { lock.withLock { _ = addresses.insert(address) } }
    func remove(_ address: UnsafeMutableRawPointer) { lock.withLock { _ = addresses.remove(address) } }
    func contains(_ address: UnsafeMutableRawPointer) -> Bool { lock.withLock { addresses.contains(address) } }
}
