#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How much stack the current thread has left, so the engine's recursion runs on the caller's
/// stack when it fits and on a `LayoutWorkers` thread when it does not (`LayoutEngine.runWithStack`).
enum ThreadStack {
    /// Bytes between the caller's frame and the lowest usable address of the current thread's
    /// stack, or nil when the platform does not say.
    static func remainingBytes() -> Int? {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        guard let low = lowestAddress() else { return nil }
        return max(here - low, 0)
    }

    /// The current thread's lowest stack address, looked up once per thread (glibc reads
    /// /proc/self/maps for the main thread) and kept in a thread-specific slot.
    private static func lowestAddress() -> Int? {
        let key = cacheKey
        if let cached = pthread_getspecific(key) { return Int(bitPattern: cached) }
        guard let low = queryLowestAddress() else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: low))
        return low
    }

    private static let cacheKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func queryLowestAddress() -> Int? {
        #if canImport(Darwin)
            let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            return top - pthread_get_stacksize_np(pthread_self())
        #else
            // glibc declares pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module
            // does not define; the symbol is looked up instead.
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
            return Int(bitPattern: address)
        #endif
    }
}
