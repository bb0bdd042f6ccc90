#if canImport(Glibc)
    import Glibc
#endif

/// Bytes currently allocated by malloc (glibc's `mallinfo2()`: `uordblks + hblkhd`), or nil where
/// it cannot be read.
///
/// The Glibc module does not import `<malloc.h>`, so `mallinfo2` is looked up with `dlsym`. It
/// returns a 10-word struct; on x86-64 (System V) such a struct is returned through a hidden
/// pointer passed as the first argument, which is how it is called here. Other architectures
/// report nil.
enum HeapUsage {
    #if arch(x86_64) && canImport(Glibc)
        private typealias MallInfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?

        private static let mallinfo2: MallInfo2? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
            return unsafeBitCast(symbol, to: MallInfo2.self)
        }()
    #endif

    /// Bytes in use now: small chunks from the arenas plus mmapped chunks.
    static func bytesInUse() -> Int? {
        #if arch(x86_64) && canImport(Glibc)
            guard let mallinfo2 else { return nil }
            // struct mallinfo2 { arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost }
            var fields = [Int](repeating: 0, count: 10)
            _ = fields.withUnsafeMutableBufferPointer { mallinfo2($0.baseAddress!) }
            return fields[7] + fields[4]
        #else
            return nil
        #endif
    }
}
