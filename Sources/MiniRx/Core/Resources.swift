import Synchronization

/// Counts live MiniRx objects: observables, sinks, observers, subjects and disposables add one
/// when created and take one away when released. A program that has released everything reads 0;
/// a number that keeps growing is a leak.
///
/// RxSwift keeps this count behind its `TRACE_RESOURCES` build flag; MiniRx always keeps it.
public enum Resources {
    // An atomic, as RxSwift's count is (`Rx.swift`). MiniRx work runs on one thread at a time,
    // but objects are made and released outside that work too: a Swift task builds the Single
    // it awaits while the thread that started the task is still subscribing (Chapter 15). Two
    // threads changing a plain counter at once lose an update for good.
    private static let count = Atomic<Int32>(0)

    /// The number of MiniRx objects alive now.
    public static var total: Int32 { count.load(ordering: .sequentiallyConsistent) }

    /// Adds one to the count; call it from `init` of your own resource-holding types.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        count.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }

    /// Takes one from the count; call it from `deinit` of your own resource-holding types.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        count.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
    }
}
