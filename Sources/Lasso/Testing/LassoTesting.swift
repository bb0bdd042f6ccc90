internal import Glibc
internal import Synchronization

/// Whether the process runs tests: Lasso's `Testing`, under another name. A type named
/// `Testing` would hide Swift Testing's module of that name from every file that imports Lasso:
/// its macros (`#expect`) expand to `Testing.…`, and so do the module interfaces of libraries
/// that use it.
public enum LassoTesting {
    /// Whether the current code runs under tests: true in a process that has XCTest or Swift
    /// Testing loaded (`swift test`), false in an app. ``Mockable`` only takes mocks while it is
    /// true. A test may set it to check what code does outside tests, and set it back after.
    public static var active: Bool {
        get { override.withLock { $0 } ?? isTestProcess }
        set { override.withLock { $0 = newValue } }
    }

    private static let override = Mutex<Bool?>(nil)

    /// Whether XCTest's or Swift Testing's library is loaded in this process (Lasso asks whether
    /// the `XCTestCase` class exists; on Linux there is no Objective-C class lookup).
    private static let isTestProcess: Bool = ["libXCTest.so", "libTesting.so"].contains { library in
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) else { return false }
        dlclose(handle)
        return true
    }
}
