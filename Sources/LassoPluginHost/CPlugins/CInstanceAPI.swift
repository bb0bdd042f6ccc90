internal import CLassoPluginABI
internal import Foundation
import Lasso
import LassoPlugin

#if canImport(Glibc)
    internal import Glibc
#endif

/// The host functions of `lasso_c_instance_api`: state access and emitter lookup for C
/// handlers. Every function checks the instance pointer against the live instances, the field
/// name and type, and the thread, and reports misuse instead of crashing.
enum CInstanceAPI {
    /// The table every instance points to.
    nonisolated(unsafe) static let table: UnsafePointer<lasso_c_instance_api> = {
        let table = UnsafeMutablePointer<lasso_c_instance_api>.allocate(capacity: 1)
        table.initialize(
            to: lasso_c_instance_api(
                struct_size: UInt32(MemoryLayout<lasso_c_instance_api>.size),
                set_int32: { instance, field, value in set(instance, field, .int32(value), "set_int32") },
                set_int64: { instance, field, value in set(instance, field, .int64(value), "set_int64") },
                set_double: { instance, field, value in set(instance, field, .double(value), "set_double") },
                set_bool: { instance, field, value in set(instance, field, .bool(value), "set_bool") },
                set_string: { instance, field, value in
                    set(instance, field, .string(value.map { String(cString: $0) } ?? ""), "set_string")
                },
                get_int32: { instance, field in
                    if case .int32(let value)? = get(instance, field, .int32, "get_int32") { return value }
                    return 0
                },
                get_int64: { instance, field in
                    if case .int64(let value)? = get(instance, field, .int64, "get_int64") { return value }
                    return 0
                },
                get_double: { instance, field in
                    if case .double(let value)? = get(instance, field, .double, "get_double") { return value }
                    return 0
                },
                get_bool: { instance, field in
                    if case .bool(let value)? = get(instance, field, .bool, "get_bool") { return value }
                    return false
                },
                get_string: { instance, field in getString(instance, field) },
                emitter: { instance, output in emitter(instance, output) },
                set_doubles: { instance, field, values, count in
                    let items = values.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
                    guard items.count == Int(count) else { return nullItems(instance, field, count, "set_doubles") }
                    return set(instance, field, .doubles(items), "set_doubles")
                },
                set_strings: { instance, field, values, count in
                    let items =
                        values.map {
                            UnsafeBufferPointer(start: $0, count: Int(count)).map {
                                $0.map { String(cString: $0) } ?? ""
                            }
                        } ?? []
                    guard items.count == Int(count) else { return nullItems(instance, field, count, "set_strings") }
                    let status = set(instance, field, .strings(items), "set_strings")
                    if status == LASSO_STATUS_OK { forgetItemCopies(instance, field) }
                    return status
                },
                get_count: { instance, field in
                    let count = withStore(instance, field, "get_count") { store, _, name -> Int? in
                        switch store.getList(name, function: "get_count") {
                        case .doubles(let values)?: values.count
                        case .strings(let values)?: values.count
                        default: nil
                        }
                    }
                    return UInt32(clamping: count ?? 0)
                },
                get_double_at: { instance, field, index in
                    withStore(instance, field, "get_double_at") { store, _, name -> Double? in
                        guard case .doubles(let values)? = store.getField(name, as: .doubles, function: "get_double_at")
                        else { return nil }
                        return store.item(Int(index), of: values, name, "get_double_at")
                    } ?? 0
                },
                get_string_at: { instance, field, index in getString(instance, field, at: index) },
                present_alert: { instance, title, message, buttons, action in
                    let text = { (pointer: UnsafePointer<CChar>?) in pointer.map { String(cString: $0) } ?? "" }
                    let (title, message, buttons) = (text(title), text(message), text(buttons))
                    let actionName = action.map { String(cString: $0) }
                    let accepted = withStore(instance, emptyString, "present_alert") { store, _, _ -> Bool? in
                        let titles = buttons.isEmpty ? [] : buttons.split(separator: "|").map(String.init)
                        return store.presentAlert(title: title, message: message, buttons: titles, action: actionName)
                    }
                    return accepted == true ? LASSO_STATUS_OK : LASSO_STATUS_ERROR
                },
                user: { instance in
                    let address = withStore(instance, emptyString, "user") { store, box, _ -> UInt? in
                        box.cString(store.userID, key: "\u{0}user")
                    }
                    guard let address, let pointer = UnsafePointer<CChar>(bitPattern: address) else {
                        return emptyString
                    }
                    return pointer
                },
                storage_read: { instance, scope, key, action, observe in
                    let actionName = action.map { String(cString: $0) }
                    let accepted = withStore(instance, key, "storage_read") { store, _, key -> Bool? in
                        guard let actionName else {
                            store.report("storage_read: the action name is NULL")
                            return false
                        }
                        return store.storageRead(scope: scope, key: key, action: actionName, observe: observe)
                    }
                    return accepted == true ? LASSO_STATUS_OK : LASSO_STATUS_ERROR
                },
                storage_write: { instance, scope, key, json in
                    let text = json.map { String(cString: $0) }
                    let accepted = withStore(instance, key, "storage_write") { store, _, key -> Bool? in
                        store.storageWrite(scope: scope, key: key, json: text)
                    }
                    return accepted == true ? LASSO_STATUS_OK : LASSO_STATUS_ERROR
                },
                log: { instance, level, message in
                    let text = message.map { String(cString: $0) } ?? ""
                    _ = withStore(instance, emptyString, "log") { store, _, _ -> Bool? in
                        store.log(level: level, message: text)
                        return nil
                    }
                }
            ))
        return UnsafePointer(table)
    }()

    /// The text `get_string` returns when it has no value: a permanent "".
    nonisolated(unsafe) private static let emptyString: UnsafePointer<CChar> = UnsafePointer(strdup("")!)

    /// Runs `body` with the instance's box and store on the main actor; `nil` (reported) when
    /// the pointer is not a live instance, the field name is NULL or the thread is wrong.
    private static func withStore<T: Sendable>(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?,
        _ name: UnsafePointer<CChar>?,
        _ function: String,
        _ body: @MainActor (CScreenStore, CInstanceBox, String) -> T?
    ) -> T? {
        guard isOnMainQueue() else {
            let message = "C screen: \(function) was called off the main thread; call it from action handlers only"
            DispatchQueue.main.async { MainActor.assumeIsolated { LassoDiagnostics.report(message) } }
            return nil
        }
        // On the main thread already: nothing crosses an isolation boundary.
        nonisolated(unsafe) let instance = instance
        let text = name.map { String(cString: $0) }
        return MainActor.assumeIsolated {
            guard let box = CInstanceBox.from(instance), let store = box.store else {
                LassoDiagnostics.report("C screen: \(function) was given a pointer that is not a live lasso_c_instance")
                return nil
            }
            guard let text else {
                store.report("\(function): the field or output name is NULL")
                return nil
            }
            return body(store, box, text)
        }
    }

    private static func set(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?,
        _ value: CValue, _ function: String
    ) -> lasso_status {
        let accepted = withStore(instance, field, function) { store, _, name in
            store.setField(name, value, function: function)
        }
        return accepted == true ? LASSO_STATUS_OK : LASSO_STATUS_ERROR
    }

    private static func get(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?,
        _ type: CValueType, _ function: String
    ) -> CValue? {
        withStore(instance, field, function) { store, _, name in
            store.getField(name, as: type, function: function)
        }
    }

    /// Frees the item copies `get_string_at` handed out for the field, which was just set (the
    /// header promises them until then), so that reading a long list once costs no memory later.
    private static func forgetItemCopies(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?
    ) {
        _ = withStore(instance, field, "set_strings") { _, box, name -> Bool? in
            box.forgetCopies(prefixed: "\(name)[")
            return nil
        }
    }

    /// Reports a list setter given `count` items and a NULL pointer.
    private static func nullItems(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?, _ count: UInt32,
        _ function: String
    ) -> lasso_status {
        _ = withStore(instance, field, function) { store, _, name -> Bool? in
            store.report("\(function): field '\(name)': the count is \(count) but the values pointer is NULL")
            return nil
        }
        return LASSO_STATUS_ERROR
    }

    /// Item `index` of a string-list field as a C string owned by the box, reused while the
    /// item is unchanged.
    private static func getString(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?, at index: UInt32
    ) -> UnsafePointer<CChar>? {
        let address = withStore(instance, field, "get_string_at") { store, box, name -> UInt? in
            guard case .strings(let values)? = store.getField(name, as: .strings, function: "get_string_at"),
                let value = store.item(Int(index), of: values, name, "get_string_at")
            else { return nil }
            return box.cString(value, key: "\(name)[\(index)]")
        }
        guard let address, let pointer = UnsafePointer<CChar>(bitPattern: address) else { return emptyString }
        return pointer
    }

    /// The field's text as a C string owned by the box, reused while the value is unchanged.
    private static func getString(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ field: UnsafePointer<CChar>?
    ) -> UnsafePointer<CChar>? {
        let address = withStore(instance, field, "get_string") { store, box, name -> UInt? in
            guard case .string(let value)? = store.getField(name, as: .string, function: "get_string") else {
                return nil
            }
            return box.cString(value, key: name)
        }
        guard let address, let pointer = UnsafePointer<CChar>(bitPattern: address) else { return emptyString }
        return pointer
    }

    private static func emitter(
        _ instance: UnsafeMutablePointer<lasso_c_instance>?, _ output: UnsafePointer<CChar>?
    ) -> lasso_c_function? {
        let address = withStore(instance, output, "emitter") { store, box, name -> UInt? in
            guard let index = store.definition.outputIndex(named: name) else {
                let known = store.definition.outputs.map(\.name).joined(separator: ", ")
                store.report("emitter: no output '\(name)' (outputs: \(known.isEmpty ? "none" : known))")
                return nil
            }
            guard let function = box.instance.pointee.emitters?[index] else { return nil }
            return UInt(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
        }
        guard let address, let raw = UnsafeRawPointer(bitPattern: address) else { return nil }
        return unsafeBitCast(raw, to: lasso_c_function.self)
    }
}
