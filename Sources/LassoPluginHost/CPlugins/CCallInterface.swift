internal import CFFI
package import CLassoPluginABI
import LassoPlugin

#if canImport(Glibc)
    internal import Glibc
#endif

/// A prepared libffi call interface (`ffi_cif`) for C functions returning `void` that take an
/// optional leading instance pointer and then one argument per signature type. Action handlers
/// are called through it with `ffi_call`; output emitters are libffi closures built on it.
/// `package`: the benchmarks (Benchmarks/Package.swift) time ``call(_:instance:arguments:)``.
///
/// `@unchecked Sendable` invariant: `cif` and `argumentTypes` are allocated and filled by
/// `ffi_prep_cif` in `init`, never written again and freed only in `deinit`; libffi reads a
/// prepared `ffi_cif` without writing it, so calls from several threads at once are safe. Every
/// other property is a `let`.
package final class CCallInterface: @unchecked Sendable {
    /// The argument types after the instance pointer.
    let types: [CValueType]
    /// Whether the first C argument is the `lasso_c_instance *`.
    let leadingInstance: Bool
    /// The number of C arguments.
    let argumentCount: Int

    let cif: UnsafeMutablePointer<ffi_cif>
    private let argumentTypes: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>

    /// Prepares the interface. Throws when libffi refuses it (it does not for supported types).
    package init(types: [CValueType], leadingInstance: Bool) throws(CScreenDescriptionError) {
        self.types = types
        self.leadingInstance = leadingInstance
        argumentCount = types.count + (leadingInstance ? 1 : 0)
        cif = .allocate(capacity: 1)
        argumentTypes = .allocate(capacity: max(argumentCount, 1))
        var index = 0
        if leadingInstance {
            argumentTypes[0] = lasso_ffi_type(LASSO_FFI_POINTER)
            index = 1
        }
        for type in types {
            argumentTypes[index] = lasso_ffi_type(type.ffiKind)
            index += 1
        }
        guard lasso_ffi_prep_void_cif(cif, UInt32(argumentCount), argumentTypes) == 0 else {
            cif.deallocate()
            argumentTypes.deallocate()
            throw CScreenDescriptionError("libffi cannot prepare a call with \(argumentCount) arguments")
        }
    }

    deinit {
        cif.deallocate()
        argumentTypes.deallocate()
    }

    /// Calls `function` with `instance` (when the interface has one) and `arguments`, which
    /// must match ``types`` (use ``CValue/coerced(to:)``; a call with another count is not
    /// made, an unfitting value is passed as zero). Strings are passed as
    /// NUL-terminated UTF-8 copies valid for the duration of the call.
    package func call(_ function: lasso_c_function, instance: UnsafeMutableRawPointer?, arguments: [CValue]) {
        guard arguments.count == types.count else { return }
        let count = max(argumentCount, 1)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { slots in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: count) { pointers in
                var strings: [UnsafeMutablePointer<CChar>] = []
                defer { for string in strings { free(string) } }
                var index = 0
                func slot() -> UnsafeMutableRawPointer {
                    let raw = UnsafeMutableRawPointer(slots.baseAddress! + index)
                    raw.storeBytes(of: 0, as: UInt64.self)
                    pointers[index] = raw
                    index += 1
                    return raw
                }
                if leadingInstance {
                    slot().storeBytes(of: instance, as: UnsafeMutableRawPointer?.self)
                }
                for (value, type) in zip(arguments, types) {
                    let raw = slot()
                    switch value.coerced(to: type) ?? .zero(of: type) {
                    case .int32(let number): raw.storeBytes(of: number, as: Int32.self)
                    case .int64(let number): raw.storeBytes(of: number, as: Int64.self)
                    case .double(let number): raw.storeBytes(of: number, as: Double.self)
                    case .bool(let flag): raw.storeBytes(of: flag ? 1 : 0, as: UInt8.self)
                    case .string(let text):
                        let copy = strdup(text)!
                        strings.append(copy)
                        raw.storeBytes(of: UnsafePointer(copy), as: UnsafePointer<CChar>.self)
                    case .doubles, .strings:
                        // Never reached: signatures cannot name list types (CValueType(spelling:)).
                        break
                    }
                }
                lasso_ffi_call_void(cif, function, pointers.baseAddress)
            }
        }
    }

    /// Reads the arguments a closure built on this interface received (`void **arguments`).
    /// `nil` strings are reported through `nullString` and read as "".
    func readArguments(_ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>, nullString: (Int) -> Void)
        -> [CValue]
    {
        var values: [CValue] = []
        values.reserveCapacity(types.count)
        let offset = leadingInstance ? 1 : 0
        for (index, type) in types.enumerated() {
            guard let raw = arguments[index + offset] else {
                values.append(.zero(of: type))
                continue
            }
            switch type {
            case .int32: values.append(.int32(raw.load(as: Int32.self)))
            case .int64: values.append(.int64(raw.load(as: Int64.self)))
            case .double: values.append(.double(raw.load(as: Double.self)))
            case .bool: values.append(.bool(raw.load(as: UInt8.self) != 0))
            case .string:
                if let text = raw.load(as: UnsafePointer<CChar>?.self) {
                    values.append(.string(String(cString: text)))
                } else {
                    nullString(index)
                    values.append(.string(""))
                }
            case .doubles, .strings:
                // Never reached: signatures cannot name list types (CValueType(spelling:)).
                values.append(.zero(of: type))
            }
        }
        return values
    }
}

/// A libffi closure: a real C function pointer with an output's signature, bound to the
/// ``CEmitterTarget`` that receives its calls. Freed when released.
///
/// `@unchecked Sendable` invariant: immutable after `init`; `closure` is libffi's executable
/// closure memory, prepared once in `init` and freed only in `deinit`, which runs after the
/// owning instance box is gone, when the plugin may no longer call it.
final class CEmitterClosure: @unchecked Sendable {
    /// The interface the closure was built on (kept alive as long as the closure).
    let interface: CCallInterface
    /// Receives every call.
    let target: CEmitterTarget
    /// The C function pointer the plugin calls.
    let function: lasso_c_function

    private let closure: UnsafeMutablePointer<ffi_closure>

    /// Builds the closure; `nil` when libffi cannot allocate executable memory.
    init?(interface: CCallInterface, target: CEmitterTarget) {
        self.interface = interface
        self.target = target
        var code: UnsafeMutableRawPointer?
        guard
            let closure = lasso_ffi_make_closure(
                interface.cif, cEmitterTrampoline, Unmanaged.passUnretained(target).toOpaque(), &code
            ), let code
        else { return nil }
        self.closure = closure
        self.function = unsafeBitCast(code, to: lasso_c_function.self)
    }

    deinit {
        ffi_closure_free(closure)
    }
}

/// What an emitter closure calls: the output's index and the instance that sends it.
///
/// `@unchecked Sendable` invariant: every property is a `let`, and `receive` is itself
/// `@Sendable`; `interface` is read-only (its invariant). A plugin may call the closure from any
/// thread.
final class CEmitterTarget: @unchecked Sendable {
    /// The output's index in the screen's outputs.
    let outputIndex: Int
    /// The interface that reads the arguments.
    let interface: CCallInterface
    /// Receives the decoded values (on whatever thread the plugin called from).
    let receive: @Sendable (_ outputIndex: Int, _ values: [CValue], _ nullStrings: [Int]) -> Void

    init(outputIndex: Int, interface: CCallInterface, receive: @escaping @Sendable (Int, [CValue], [Int]) -> Void) {
        self.outputIndex = outputIndex
        self.interface = interface
        self.receive = receive
    }
}

/// The C function libffi runs when a plugin calls an emitter: decodes the arguments with the
/// target's interface and hands them on.
private let cEmitterTrampoline: lasso_ffi_closure_handler = { _, _, arguments, userData in
    guard let arguments, let userData else { return }
    let target = Unmanaged<CEmitterTarget>.fromOpaque(userData).takeUnretainedValue()
    var nullStrings: [Int] = []
    let values = target.interface.readArguments(arguments) { nullStrings.append($0) }
    target.receive(target.outputIndex, values, nullStrings)
}

extension CValueType {
    /// The libffi type passing a value of this type.
    fileprivate var ffiKind: lasso_ffi_kind {
        switch self {
        case .int32: LASSO_FFI_SINT32
        case .int64: LASSO_FFI_SINT64
        case .double: LASSO_FFI_DOUBLE
        case .bool: LASSO_FFI_BOOL
        case .string, .doubles, .strings: LASSO_FFI_POINTER
        }
    }
}
