// Exercise 7.1: the check program. Don't edit it: edit MapWithIndex.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks.
import MiniRx

enum Failure: Error {
    case secondElement
}

/// A raw observer: it prints every event it receives, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own.
func observer<Element>(_ name: String) -> AnyObserver<Element> {
    AnyObserver { event in print("\(name) \(event)") }
}

do {
    print("-- rule: nothing runs until someone subscribes; each subscriber counts from 0")
    var transformCalls = 0
    let letters = Observable.of("a", "b", "c").mapWithIndex { letter, index in
        transformCalls += 1
        return "\(index): \(letter)"
    }
    print("chain built, transform called \(transformCalls) times")
    _ = letters.subscribe(observer("A"))
    _ = letters.subscribe(observer("B"))

    print("-- rule: a transform that throws mid-stream ends the sequence with its error, once; the transform is not called again")
    _ = Observable.of(10, 20, 30, 40)
        .mapWithIndex { value, index -> Int in
            print("transform(\(value), \(index))")
            if index == 1 { throw Failure.secondElement }
            return value + index
        }
        .subscribe(observer("R"))

    print("-- rule: disposing ends the subscription to the source")
    let subject = PublishSubject<Int>()
    let subscription = subject.mapWithIndex { value, index in value * 100 + index }
        .subscribe(observer("R"))
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    subject.onNext(3)
    print("subject has observers after dispose: \(subject.hasObservers)")

    print("-- rule: mapWithIndex is one operator, one Producer and one Sink per subscription (the trace names them)")
    let source = PublishSubject<String>()
    Trace.isEnabled = true
    let traced = source.mapWithIndex { letter, index in "\(index): \(letter)" }.subscribe(observer("R"))
    source.onNext("x")
    Trace.isEnabled = false
    traced.dispose()
}
print("live MiniRx objects: \(Resources.total)")
