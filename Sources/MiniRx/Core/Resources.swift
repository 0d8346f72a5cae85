/// Counts live MiniRx objects: observables, sinks, observers, subjects and disposables add one
/// when created and take one away when released. A program that has released everything reads 0;
/// a number that keeps growing is a leak.
///
/// RxSwift keeps this count behind its `TRACE_RESOURCES` build flag; MiniRx always keeps it.
public enum Resources {
    // MiniRx is single-threaded by design, so this plain counter needs no lock.
    nonisolated(unsafe) private static var count: Int32 = 0

    /// The number of MiniRx objects alive now.
    public static var total: Int32 { count }

    /// Adds one to the count; call it from `init` of your own resource-holding types.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        count += 1
        return count
    }

    /// Takes one from the count; call it from `deinit` of your own resource-holding types.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        count -= 1
        return count
    }
}
