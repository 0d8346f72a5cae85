/// The single-threaded stand-in for RxSwift's `AtomicInt`.
///
/// Why RxSwift needs it: events may arrive from several threads at once. Two threads could both
/// see "not stopped yet" and both deliver a stop event. RxSwift's `AtomicInt` is an `NSLock`
/// around an `Int32`; each operation takes the lock, changes the value and returns the value it
/// found *before* the change. "Read the old value and change it" in one step is what lets exactly
/// one caller win: `fetchOr(isStopped, 1) == 0` is true for the first caller only.
///
/// Why a plain `Int32` is enough here: this library runs on one thread by design, so nothing can
/// happen between the read and the write. We keep the class, the function names and the
/// "returns the old value" contract, so the code that uses it reads exactly like RxSwift's.
/// Only the functions the course's chapters call are here (`isFlagSet` is first used by
/// chapter 4's `Sink`); RxSwift's `add`, `sub`, `increment` and `decrement` are not.
final class AtomicInt {
    fileprivate var value: Int32

    init(_ value: Int32 = 0) {
        self.value = value
    }
}

/// Sets the bits of `mask`; returns the value before, so the caller learns whether it was the
/// one that set them.
@discardableResult
func fetchOr(_ this: AtomicInt, _ mask: Int32) -> Int32 {
    let oldValue = this.value
    this.value |= mask
    return oldValue
}

/// Reads the value.
func load(_ this: AtomicInt) -> Int32 {
    this.value
}

/// True when any bit of `mask` is set.
func isFlagSet(_ this: AtomicInt, _ mask: Int32) -> Bool {
    (load(this) & mask) != 0
}
