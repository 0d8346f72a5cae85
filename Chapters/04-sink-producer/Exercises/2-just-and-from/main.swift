// Exercise 4.2: the check program. Don't edit it: edit JustAndFrom.swift. Its output must be
// exactly expected.txt.
import Ch04SinkProducer

/// For a create closure that holds nothing (chapter 5 brings `Disposables.create()`).
struct NothingToRelease: Disposable {
    func dispose() {}
}

let hello = Observable<String>.just("hello")
_ = hello.subscribe(
    onNext: { print("just: onNext \($0)") },
    onCompleted: { print("just: onCompleted") },
    onDisposed: { print("just: onDisposed") })

let digits = Observable<Int>.from([1, 2, 3])
print("from: nothing is sent before someone subscribes")
_ = digits.subscribe(
    onNext: { print("from: onNext \($0)") },
    onCompleted: { print("from: onCompleted") })
_ = digits.subscribe(onNext: { print("from, second subscriber: onNext \($0)") })

_ = Observable<Int>.from([]).subscribe { event in print("empty: \(event)") }
_ = Observable<Character>.from("ab").subscribe { event in print("characters: \(event)") }
