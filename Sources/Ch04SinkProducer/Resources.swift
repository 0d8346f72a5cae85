/// Counts live objects: observables, sinks, observers and disposables add one in `init` (in their
/// base class) and take it away in `deinit`. A program that has released everything reads 0; a
/// number that keeps growing is a leak.
///
/// RxSwift has the same counter, `Resources.total`, behind its `TRACE_RESOURCES` build flag; the
/// course always keeps it.
public enum Resources {
    // The course library runs on one thread by design, so this plain counter needs no lock.
    nonisolated(unsafe) private static var count: Int32 = 0

    /// The number of objects alive now.
    public static var total: Int32 { count }

    /// Adds one to the count; called from `init`.
    static func incrementTotal() {
        count += 1
    }

    /// Takes one from the count; called from `deinit`.
    static func decrementTotal() {
        count -= 1
    }
}
