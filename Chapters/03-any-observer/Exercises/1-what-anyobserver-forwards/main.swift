// Exercise 3.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Ch03AnyObserver

/// Counts the calls to its `on`, and prints each event with the call's number.
final class Counter: ObserverType {
    typealias Element = Int
    private(set) var calls = 0

    func on(_ event: Event<Int>) {
        calls += 1
        print("counter got \(event) (call \(calls))")
    }
}

let counter = Counter()
let wrappedTwice = AnyObserver(AnyObserver(counter))
wrappedTwice.onNext(1)
let same = AnyObserver(counter).asObserver()
same.onNext(2)
print("calls: \(counter.calls)")
print("\(type(of: counter.asObserver())) \(type(of: wrappedTwice.asObserver()))")

let guarded = AnonymousObserver<Int> { event in print("guarded got \(event)") }
let first = AnyObserver(guarded)
let second = guarded.asObserver()
first.onNext(3)
first.onCompleted()
second.onNext(4)

let bare = AnyObserver(counter)
bare.onCompleted()
bare.onNext(5)
print("calls: \(counter.calls)")
