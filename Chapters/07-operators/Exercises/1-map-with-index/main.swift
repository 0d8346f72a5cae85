// Exercise 7.1: the check program. Don't edit it: edit MapWithIndex.swift. Its output must be
// exactly expected.txt.
import MiniRx

enum Failure: Error {
    case thirdElement
}

do {
    let letters = Observable.of("a", "b", "c").mapWithIndex { letter, index in "\(index): \(letter)" }
    print("nothing runs until someone subscribes")
    _ = letters.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
    print("a second subscriber counts from 0 again")
    _ = letters.subscribe(onNext: { print("again \($0)") })

    print("a throwing transform ends the sequence with its error")
    _ = Observable.of(10, 20, 30)
        .mapWithIndex { value, index -> Int in
            if index == 2 { throw Failure.thirdElement }
            return value + index
        }
        .subscribe(
            onNext: { print("onNext \($0)") },
            onError: { print("onError \($0)") },
            onDisposed: { print("onDisposed") })

    print("disposing ends the subscription to the source")
    let subject = PublishSubject<Int>()
    let subscription = subject.mapWithIndex { value, index in value * 100 + index }
        .subscribe(onNext: { print("onNext \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    subject.onNext(3)
    print("subject has observers: \(subject.hasObservers)")
}
print("live MiniRx objects: \(Resources.total)")
