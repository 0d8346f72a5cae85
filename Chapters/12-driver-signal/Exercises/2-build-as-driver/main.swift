// Exercise 12.2: the check program. Don't edit it: edit AsDriver.swift. Its output must be
// exactly expected.txt. Each section's title names the rule it checks.
import MiniRx

struct Offline: Error {}

/// An observer that prints every event it gets, stop events included, so that an error or a
/// second stop event would show.
func printing(_ name: String) -> AnyObserver<String> {
    AnyObserver { event in print("  \(name): \(event)") }
}

/// A source that counts its subscriptions and says when one starts and ends.
final class CountingSource {
    let subject = PublishSubject<String>()
    private(set) var subscriptions = 0

    var observable: Observable<String> {
        subject.do(
            onSubscribe: {
                self.subscriptions += 1
                print("  source subscribed (\(self.subscriptions) so far)")
            },
            onDispose: { print("  source subscription disposed") })
    }
}

print("-- 1. An error mid-stream becomes the fallback element, then completed; nothing after it")
do {
    let source = Observable<String>.create { observer in
        observer.onNext("rx")
        observer.onError(Offline())
        observer.onNext("never sent: the source has failed")
        return Disposables.create()
    }
    let subscription = source.asDriverObservable(onErrorJustReturn: "(offline)").subscribe(printing("A"))
    subscription.dispose()
}

print("-- 2. Delivered on the main scheduler: an element sent during a delivery waits for the main loop")
do {
    let numbers = PublishSubject<String>()
    let driven = numbers.asDriverObservable(onErrorJustReturn: "(offline)")
    let a = driven.subscribe(onNext: { number in
        print("  A got \(number)")
        if number == "1" {
            print("  A sends 2")
            numbers.onNext("2")
        }
        print("  A done with \(number)")
    })
    let b = driven.subscribe(onNext: { print("  B got \($0)") })
    numbers.onNext("1")
    print("  the program turns the main loop")
    MainScheduler.instance.runUntilIdle()
    a.dispose()
    b.dispose()
}

print("-- 3. Shared: two subscribers, one subscription to the source")
do {
    let source = CountingSource()
    let driven = source.observable.asDriverObservable(onErrorJustReturn: "(offline)")
    var c: Disposable?
    // A prints every event like `printing`, and disposes C when it is handed "rxtest".
    let a = driven.subscribe { event in
        print("  A: \(event)")
        if case .next("rxtest") = event, let subscription = c {
            print("  A disposes C")
            subscription.dispose()
            c = nil
        }
    }
    let b = driven.subscribe(printing("B"))
    source.subject.onNext("rx")

    print("-- 4. A late subscriber gets the latest element at once, then what follows")
    source.subject.onNext("rxswift")
    c = driven.subscribe(printing("C"))
    source.subject.onNext("rxcocoa")

    print("-- 5. Dispose during delivery: A disposes C while the element is on its way to them")
    source.subject.onNext("rxtest")
    source.subject.onNext("rxrelay")

    print("-- 6. While connected only: once every subscriber has gone, the next one starts over")
    a.dispose()
    b.dispose()
    let d = driven.subscribe(printing("D"))
    print("  (D was handed nothing: the old connection's latest element went with it)")
    source.subject.onNext("rxblocking")
    d.dispose()
    print("  the source was subscribed \(source.subscriptions) times in all")
}

MainScheduler.instance.runUntilIdle()
print("live MiniRx objects: \(Resources.total)")
