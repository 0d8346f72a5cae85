// Exercise 11.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// Subscribes with `subscribe` to a subject, then sends `elements` one by one and completes,
/// saying each step, so you can see *when* each event arrives.
@MainActor func feed(_ elements: [Int], _ subscribe: (Observable<Int>) -> Disposable) {
    let source = PublishSubject<Int>()
    let subscription = subscribe(source.asObservable())
    for element in elements {
        print("  sends \(element)")
        source.onNext(element)
    }
    print("  completes")
    source.onCompleted()
    subscription.dispose()
}

do {
    for elements in [[], [1], [1, 2]] {
        print("-- asSingle(), \(elements.count) element(s)")
        feed(elements) { $0.asSingle().subscribe { print("  asSingle: \($0)") } }
    }
    for elements in [[], [1, 2]] {
        print("-- first(), \(elements.count) element(s)")
        feed(elements) { $0.first().subscribe { print("  first: \($0)") } }
    }

    print("-- Single.create, success called twice")
    let twice = Single<Int>.create { single in
        print("  calls success(1)")
        single(.success(1))
        print("  calls success(2)")
        single(.success(2))
        return Disposables.create()
    }
    _ = twice.subscribe { print("  create: \($0)") }
}
print("live MiniRx objects: \(Resources.total)")
