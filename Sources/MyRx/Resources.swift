// RxSwift keeps `Resources` in RxSwift/Rx.swift: this file sits beside Rx.swift.
// Given: nothing to write. A count of the library's live objects, as RxSwift's
// `Resources.total` (kept there under TRACE_RESOURCES): each class of the library adds one in its
// `init` and takes one away in its `deinit`, so a check can see what a subscription left alive.

/// How many of the library's objects are alive.
public enum Resources {
    // The library is single-threaded, so a plain counter needs no lock.
    nonisolated(unsafe) private static var count: Int32 = 0

    /// The number of live objects.
    public static var total: Int32 { count }

    /// Counts one more live object (called from an `init`).
    @discardableResult
    public static func incrementTotal() -> Int32 {
        count += 1
        return count
    }

    /// Counts one fewer (called from a `deinit`).
    @discardableResult
    public static func decrementTotal() -> Int32 {
        count -= 1
        return count
    }
}
